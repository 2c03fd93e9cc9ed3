import vm from 'node:vm';
import type { OldPage } from '../../../src/lib/old-urls/data';
import { movedAnchors, movedSectionsScript } from '../../../src/lib/old-urls/moved';

const otherOptions: OldPage = {
  url: '/configuration/other-options/',
  to: '/configuration/other-options/',
  anchors: [{ id: 'bail', to: 'bail', how: 'same' }],
  moved: [{ prefix: 'cache', to: '/configuration/cache/' }],
};
const cache: OldPage = {
  url: '/configuration/cache/',
  to: '/configuration/cache/',
  anchors: [
    { id: 'cache', to: 'cache', how: 'same' },
    { id: 'cachetype', to: 'type', how: 'name' },
    { id: 'cachename', missing: 'not here' },
    { id: 'bail', to: 'bail', how: 'same' },
  ],
};

/** Runs the script against a fake location; returns where it sent the reader, or null. */
function run(script: string, href: string): string | null {
  const address = new URL(href);
  let sentTo: string | null = null;
  const location = { pathname: address.pathname, hash: address.hash, replace: (to: string) => (sentTo = to) };
  vm.runInNewContext(script, { location, addEventListener: () => undefined });
  return sentTo;
}

describe('sections of an old page that moved to another page', () => {
  it('sends on every old anchor of the target page that starts with the prefix and lands on an element there', () => {
    expect(movedAnchors(otherOptions, [otherOptions, cache])).toEqual([
      { id: 'cache', to: '/configuration/cache/#cache' },
      { id: 'cachetype', to: '/configuration/cache/#cachetype' },
    ]);
  });

  it('names the page and the prefix when no old page maps to the target', () => {
    expect(() => movedAnchors(otherOptions, [otherOptions])).toThrow('/configuration/other-options/: moved section "cache" goes to /configuration/cache/');
  });

  it("the page's script sends a fragment with the prefix on, fragment kept, and leaves every other one alone", () => {
    const script = movedSectionsScript('/configuration/other-options/', otherOptions.moved ?? []);
    expect(run(script, 'https://webpack.js.org/configuration/other-options/#cache')).toBe('/configuration/cache/#cache');
    expect(run(script, 'https://webpack.js.org/configuration/other-options/#cachemaxgenerations')).toBe('/configuration/cache/#cachemaxgenerations');
    expect(run(script, 'https://webpack.js.org/configuration/other-options/#bail')).toBeNull();
    expect(run(script, 'https://webpack.js.org/configuration/other-options/')).toBeNull();
    expect(run(script, 'https://webpack.js.org/configuration/other-options/#cache%E0')).toBeNull();
    // After client-side navigation away, the listener stays: another page's fragment is its own.
    expect(run(script, 'https://webpack.js.org/concepts/#cache')).toBeNull();
  });

  it('cannot be broken out of by the data', () => {
    const script = movedSectionsScript('/a/', [{ prefix: '</script><script>alert(1)', to: '/b/' }]);
    expect(script).not.toContain('</script>');
  });
});
