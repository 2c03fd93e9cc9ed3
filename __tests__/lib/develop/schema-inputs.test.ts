/**
 * @jest-environment node
 */
// The metadata is made by Gatsby's own inference code, as develop keeps it while nodes change.
import type { Node } from 'gatsby';
import { addNode, deleteNode, haveEqualFields, ignore, initialMetadata, type ITypeMetadata } from 'gatsby/dist/schema/infer/inference-metadata';
import { schemaChange } from '../../../src/lib/develop/schema-inputs';

// The fields every node has, which Gatsby leaves out of inference.
const NODE_FIELDS = new Set(['id', 'parent', 'children', 'internal']);

const node = (id: string, fields: Record<string, unknown>) => ({ id, parent: null, children: [], internal: { type: 'T' }, ...fields }) as unknown as Node;

const metadataOf = (nodes: readonly Node[], declared = false): ITypeMetadata => {
  const empty = initialMetadata({ ignoredFields: NODE_FIELDS });
  return nodes.reduce((metadata, each) => addNode(metadata, each), declared ? ignore(empty) : empty);
};

const mdx = (id: string, body: string, frontmatter: Record<string, unknown> = { title: 'Concepts' }) => node(id, { body, frontmatter });

/** An edit as develop applies it: the old node out, the new one in. */
const edited = (metadata: ITypeMetadata, before: Node, after: Node) => addNode(deleteNode(structuredClone(metadata), before), after);

const pages = [mdx('a', 'webpack combines the source files.'), mdx('b', 'Loaders transform files.')];
const built = { Mdx: metadataOf(pages), DocPage: metadataOf([node('p', { html: '<p>x</p>' })], true) };

test('an edited paragraph, heading or code block changes no type', () => {
  const current = { ...built, Mdx: edited(built.Mdx, pages[0], mdx('a', '## A new heading\n\n```js\nconst a = 1;\n```')) };
  expect(schemaChange(current, built, haveEqualFields)).toBeNull();
});

test('a frontmatter field no page had before changes the inferred type', () => {
  const current = { ...built, Mdx: edited(built.Mdx, pages[0], mdx('a', 'text', { title: 'Concepts', draft: true })) };
  expect(schemaChange(current, built, haveEqualFields)).toBe("Mdx's fields changed");
});

test('a field whose value changes kind on every node changes the inferred type', () => {
  const renumbered = pages.reduce((metadata, page) => edited(metadata, page, mdx(page.id, 'text', { title: 42 })), built.Mdx);
  expect(schemaChange({ ...built, Mdx: renumbered }, built, haveEqualFields)).toBe("Mdx's fields changed");
});

test('a declared (@dontInfer) type keeps its schema whatever its nodes hold', () => {
  const current = { ...built, DocPage: addNode(structuredClone(built.DocPage), node('q', { anything: [1, 2] })) };
  expect(schemaChange(current, built, haveEqualFields)).toBeNull();
});

test('a new node type, or an inferred type losing its last node, changes the schema', () => {
  expect(schemaChange({ ...built, Json: metadataOf([node('j', { a: 1 })]) }, built, haveEqualFields)).toBe('Json is new');
  const emptied = pages.reduce((metadata, page) => deleteNode(metadata, page), structuredClone(built.Mdx));
  expect(schemaChange({ ...built, Mdx: emptied }, built, haveEqualFields)).toBe('Mdx has no nodes left');
});
