import { changeHref, missingDocumentedPages } from '../../../src/lib/release-notes/links';
import { OPTIONS, RELEASES } from './fixture';

const bySubject = (subject: string) => {
  const found = RELEASES[0].changes.find((change) => change.subject === subject);
  if (!found) throw new Error(subject);
  return found;
};

describe('release notes links', () => {
  it('links a documented change to the first page the ledger names, anchor included', () => {
    expect(changeHref(bySubject('output.allowOutside'), OPTIONS)).toBe('/configuration/output/#outputallowoutside');
  });

  it('links a reference-only option, CLI flag or family to the generated reference entry of the option', () => {
    expect(changeHref(bySubject('output.legacy'), OPTIONS)).toBe('/configuration/output/#outputlegacy');
    expect(changeHref(bySubject('--output-zeta'), OPTIONS)).toBe('/configuration/output/#outputzeta');
    expect(changeHref(bySubject('optimization.minimizer.*'), OPTIONS)).toBe('/configuration/optimization/#optimizationminimizer');
  });

  it('leaves unlinked what the installed webpack no longer has, and hooks without a page', () => {
    expect(changeHref(bySubject('output.oldThing'), OPTIONS)).toBeNull();
    expect(changeHref(bySubject('Compilation.hooks.someHook'), OPTIONS)).toBeNull();
  });

  it('names every ledger entry documented on a page the site does not have', () => {
    const pages = new Set(['/configuration/output/', '/configuration/experiments/']);
    expect(missingDocumentedPages('content/data/webpack-releases.json', RELEASES, pages)).toEqual([
      'content/data/webpack-releases.json: releases[0].changes[1] (5.113.0 message-added SomeNewWarning) is documented at /api/errors/, but the site has no page /api/errors/',
      'content/data/webpack-releases.json: releases[0].changes[4] (5.113.0 option-added output.allowOutside) is documented at /guides/output/, but the site has no page /guides/output/',
    ]);
    expect(missingDocumentedPages('f', RELEASES, new Set([...pages, '/api/errors/', '/guides/output/']))).toEqual([]);
  });
});
