import { oversizedContexts, PAGE_CONTEXT_LIMIT } from '../../src/lib/page-context-size';

test('names the pages whose context passes the limit, largest first', () => {
  const pages = [
    { path: '/small/', context: { id: 'a' } },
    { path: '/big/', context: { html: 'x'.repeat(PAGE_CONTEXT_LIMIT) } },
    { path: '/bigger/', context: { html: 'x'.repeat(PAGE_CONTEXT_LIMIT * 2) } },
  ];
  expect(oversizedContexts(pages)).toEqual(['/bigger/ (1000 kB)', '/big/ (500 kB)']);
  expect(oversizedContexts(pages.slice(0, 1))).toEqual([]);
});
