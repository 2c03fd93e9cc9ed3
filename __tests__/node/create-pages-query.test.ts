import { graphql } from 'gatsby';
import { Kind, parse, print, type FieldNode, type SelectionSetNode } from 'graphql';
import { DOC_PAGES_QUERY } from '../../src/node/create-pages/query';
import '../../src/components/DocExtras/fragments';

/** The fields a selection set selects directly, by name, each printed with what it selects. */
function fields(selectionSet: SelectionSetNode | undefined): Map<string, FieldNode> {
  return new Map((selectionSet?.selections ?? []).filter((node): node is FieldNode => node.kind === Kind.FIELD).map((node) => [node.name.value, node]));
}

/** The fragment's text, as the component module passed it to Gatsby's graphql tag (a jest mock in tests). */
function fragmentText(name: string): string {
  const call = jest.mocked(graphql).mock.calls.find(([strings]) => strings.join('').includes(`fragment ${name} `));
  if (!call) throw new Error(`no module defined the fragment ${name}`);
  return call[0].join('');
}

describe('the create-pages query', () => {
  it("selects a doc's generated parts exactly as the DocExtrasFields fragment does", () => {
    const [fragment] = parse(fragmentText('DocExtrasFields')).definitions;
    if (fragment.kind !== Kind.FRAGMENT_DEFINITION) throw new Error('DocExtrasFields is not a fragment');
    const wanted = fields(fragment.selectionSet);

    const [query] = parse(DOC_PAGES_QUERY).definitions;
    if (query.kind !== Kind.OPERATION_DEFINITION) throw new Error('the create-pages query is not an operation');
    const docPages = fields(fields(query.selectionSet).get('allDocPage')?.selectionSet).get('nodes');
    const selected = fields(docPages?.selectionSet);

    expect(wanted.size).toBeGreaterThan(0);
    for (const [name, field] of wanted) expect(selected.get(name) && print(selected.get(name)!)).toBe(print(field));
  });
});
