/**
 * @jest-environment node
 *
 * Hook pages against the installed webpack: each hook page carries the table generated from a real
 * instance (compiler, compilation, normal and context module factories, JavascriptParser), and the parser page's
 * hand-written guide to the hooks names every hook the parser has and no other.
 */
import webpack from 'webpack';
import { parseContentFile } from '../../src/lib/frontmatter';
import { compilationHooksTable, compilerHooksTable, contextModuleFactoryHooksTable, normalModuleFactoryHooksTable, parserHooksTable } from '../../src/node/generated/hooks';
import { readPage } from './support/workspace';

test.each([
  ['api/compiler-hooks.mdx', 'compiler-hooks'],
  ['api/compilation-hooks.mdx', 'compilation-hooks'],
  ['api/normal-module-factory-hooks.mdx', 'normal-module-factory-hooks'],
  ['api/context-module-factory-hooks.mdx', 'context-module-factory-hooks'],
  ['api/parser.mdx', 'parser-hooks'],
])('%s shows the generated %s table', (page, table) => {
  expect(parseContentFile(page, readPage(page).text).frontmatter.generated).toBe(table);
});

test.each([
  ['compiler', compilerHooksTable, 30],
  ['compilation', compilationHooksTable, 80],
  ['normal module factory', normalModuleFactoryHooksTable, 12],
  ['context module factory', contextModuleFactoryHooksTable, 4],
  ['parser', parserHooksTable, 50],
] as const)('the %s table has one row per hook, each with its tapable class', (_owner, generate, atLeast) => {
  const rows = generate().groups.flatMap((group) => group.rows);
  expect(rows.length).toBeGreaterThan(atLeast);
  for (const [name, type] of rows) expect({ name, type }).toEqual({ name, type: expect.stringMatching(/^(deprecated|(HookMap<)?(Sync|Async)\w*Hook>?)$/) });
});

test("the compiler page explains every tapable class the hook tables show", () => {
  const text = readPage('api/compiler-hooks.mdx').text;
  const explained = new Set([...text.matchAll(/^\| `(\w+)` \| /gm)].map((match) => match[1]));
  const shown = [compilerHooksTable, compilationHooksTable, normalModuleFactoryHooksTable, contextModuleFactoryHooksTable, parserHooksTable]
    .flatMap((generate) => generate().groups.flatMap((group) => group.rows.map(([, type]) => type ?? '')))
    .filter((type) => type !== 'deprecated')
    .flatMap((type) => type.split(/[<>]/).filter(Boolean));
  expect([...new Set(shown)].filter((type) => !explained.has(type))).toEqual([]);
});

test("the parser page's guide names exactly the parser's hooks", () => {
  const hooks = Object.keys(new webpack.javascript.JavascriptParser().hooks);
  const text = readPage('api/parser.mdx').text;
  const section = text.slice(text.indexOf('## The hooks'), text.indexOf('\n## ', text.indexOf('## The hooks') + 5));
  const named = new Set([...section.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '').filter((word) => /^[a-z]\w*$/.test(word)));
  expect(hooks.filter((hook) => !named.has(hook))).toEqual([]);
  const notHooks = [...named].filter((word) => !hooks.includes(word) && /^[a-z]+[A-Z]\w*$|^(program|finish|statement|label|terminate|import|export|pattern|assign|write|expression|call|new|typeof|evaluate|rename)$/.test(word));
  expect(notHooks).toEqual([]);
});
