import { htmlSections } from '../../../src/lib/search/html-sections';

const page = `<html><head><title>Output | webpack</title></head><body>
<header data-print="hide"><nav>Documentation</nav></header>
<main id="main-content"><article>
  <div data-print="hide"><a href="/edit">Edit Document</a><button>Print Document</button></div>
  <h1>Output<span aria-hidden="true">Output</span></h1><p>The <code>output</code> options decide where files go.</p>
  <h2 id="outputfilename"><a href="#outputfilename" class="anchor"><svg><path d="M0"/></svg></a>output.filename</h2>
  <p>Names each bundle &amp; chunk.</p><ul><li>one</li><li>two</li></ul>
  <div class="gatsby-highlight"><pre><code>module.exports = {}</code></pre></div>
  <h3 id="template-strings">Template strings</h3><p>Use [name].</p><h4 id="deep">Deeper</h4><p>Still here.</p><h3>No id</h3><p>Folded.</p>
  <nav aria-label="Previous and next pages" data-print="hide"><a href="/x/">Next</a></nav>
  <section data-search="skip"><h2 id="page-further-reading">Further Reading</h2></section>
</article></main>
<footer>Footer text</footer></body></html>`;

describe('htmlSections', () => {
  const sections = htmlSections(page);

  it('cuts <main> at h1, h2 and h3 with their ids', () => {
    expect(sections.map(({ level, id, heading }) => [level, id, heading])).toEqual([
      [1, null, 'Output'],
      [2, 'outputfilename', 'output.filename'],
      [3, 'template-strings', 'Template strings'],
    ]);
  });

  it('keeps prose, decodes entities, separates list items and folds deeper or id-less headings into their section', () => {
    expect(sections[0].text).toBe('The output options decide where files go.');
    expect(sections[1].text).toBe('Names each bundle & chunk. one two');
    expect(sections[2].text).toBe('Use [name]. Deeper Still here. No id Folded.');
  });

  it('leaves out chrome, code blocks, aria-hidden text and sections marked data-search="skip"', () => {
    const all = JSON.stringify(sections);
    for (const text of ['Edit Document', 'Print Document', 'module.exports', 'Next', 'Further Reading', 'Footer text', 'Documentation']) {
      expect(all).not.toContain(text);
    }
  });

  it('finds nothing in a page without <main>', () => {
    expect(htmlSections('<html><body><div id="___gatsby"></div></body></html>')).toEqual([]);
  });
});
