import { copiedText, diffResult } from '../../src/lib/code-source';

describe('diffResult', () => {
  it('keeps added and unchanged lines without their marker and drops removed lines', () => {
    const diff = [' "scripts": {', '-  "build": "webpack --env.production"', '+  "build": "webpack --env production"', ' }'].join('\n');
    expect(diffResult(diff)).toBe(['"scripts": {', '  "build": "webpack --env production"', '}'].join('\n'));
  });

  it('drops file and hunk headers and the no-newline note, keeps unmarked (empty) lines', () => {
    const diff = ['--- a/webpack.config.js', '+++ b/webpack.config.js', '@@ -1,3 +1,3 @@', ' a', '', '-b', '+c', '\\ No newline at end of file'].join('\n');
    expect(diffResult(diff)).toBe(['a', '', 'c'].join('\n'));
  });

  it('reads a lone "--- " line as a removed line, not a header', () => {
    expect(diffResult(['--- comment', '+-- note', ' x'].join('\n'))).toBe(['-- note', 'x'].join('\n'));
  });
});

describe('copiedText', () => {
  const code = (className: string, text: string, source?: string) => {
    const element = document.createElement('code');
    element.className = className;
    element.textContent = text;
    if (source !== undefined) element.setAttribute('data-source', source);
    return element;
  };

  it('gives a diff block the code it leads to', () => {
    expect(copiedText(code('language-diff', '-old();\n+next();\n same();'))).toBe('next();\nsame();');
  });

  it('gives any other block exactly its text, or the source its comments were rendered from', () => {
    const text = '-old();\n+next();\n same();';
    expect(copiedText(code('language-js', text))).toBe(text);
    expect(copiedText(code('language-js', 'x(); // a', 'x(); // [a](/b/)'))).toBe('x(); // [a](/b/)');
  });
});
