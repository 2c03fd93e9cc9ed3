import { revealLayoutChunksUpTo, SHOWN_CHUNK_CLASS } from '../../src/lib/layout-chunks-dom';

describe('revealLayoutChunksUpTo', () => {
  it('lays out every chunk down to the one holding the target, and none below it', () => {
    document.body.innerHTML = `
      <div class="layout-chunk" id="a"><h2>A</h2></div>
      <div class="layout-chunk" id="b"><h2>B</h2><p><span id="target"></span></p></div>
      <div class="layout-chunk" id="c"><h2>C</h2></div>`;
    revealLayoutChunksUpTo(document.getElementById('target')!);
    const shown = Array.from(document.querySelectorAll(`.${SHOWN_CHUNK_CLASS}`)).map((chunk) => chunk.id);
    expect(shown).toEqual(['a', 'b']);
  });

  it('lays out the chunks above a target outside any chunk (the generated reference below the text)', () => {
    document.body.innerHTML = `<div class="layout-chunk" id="a"></div><section><h3 id="target">x</h3></section>`;
    revealLayoutChunksUpTo(document.getElementById('target')!);
    expect(document.getElementById('a')!.classList.contains(SHOWN_CHUNK_CLASS)).toBe(true);
  });
});
