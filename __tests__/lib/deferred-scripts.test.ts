import { deferScriptTags, loadScriptsAfterLoad } from '../../src/lib/deferred-scripts';

const added = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) => [script.getAttribute('src'), script.async]);
const run = (code: string) => new Function(code)() as unknown; // runs the inline script as the browser does

afterEach(() => document.querySelectorAll('script[src]').forEach((script) => script.remove()));

test('adds the scripts in order, async, once the window has loaded', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  run(loadScriptsAfterLoad(['/webpack-runtime.js', '/framework.js', '/app.js']));
  expect(added()).toEqual([]);
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  window.dispatchEvent(new Event('load')); // once only
  expect(added()).toEqual([
    ['/webpack-runtime.js', true],
    ['/framework.js', true],
    ['/app.js', true],
  ]);
});

test('adds them at once when the page has already loaded', () => {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  run(loadScriptsAfterLoad(['/app.js']));
  expect(added()).toEqual([['/app.js', true]]);
});

test("Gatsby's script tags give way to one loader where the first stood; other scripts stay", () => {
  const html =
    '<body><main>text</main><script id="gatsby-script-loader">x</script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async></script>' +
    '<script src="https://example.com/a.js" async></script></body>';
  const out = deferScriptTags(html);
  expect(out).toContain('<script id="gatsby-script-loader">x</script><script>(function(){var s=["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]');
  expect(out).not.toContain('src="/app-3.js"');
  expect(out).toContain('<script src="https://example.com/a.js" async></script>');
  expect(deferScriptTags('<p>no scripts</p>')).toBe('<p>no scripts</p>');
});
