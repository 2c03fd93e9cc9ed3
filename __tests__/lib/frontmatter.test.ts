import { ContentError, parseContentFile } from '../../src/lib/frontmatter';
import { GENERATED_TABLES } from '../../src/lib/generated-table';

const parse = (text: string) => parseContentFile('concepts/x.mdx', text);
const errorOf = (text: string): ContentError => {
  try {
    parse(text);
  } catch (error) {
    return error as ContentError;
  }
  throw new Error('expected a ContentError');
};

describe('frontmatter', () => {
  it('reads the fields and where the body starts', () => {
    const parsed = parse('---\ntitle: Output\nsort: 2\ngroup: Core\nrelated:\n  - title: Entry\n    url: /concepts/entry-points/\n---\n\nBody\n');
    expect(parsed.frontmatter).toMatchObject({ title: 'Output', sort: 2, group: 'Core', contributors: [], repo: null });
    expect(parsed.frontmatter.related).toEqual([{ title: 'Entry', url: '/concepts/entry-points/' }]);
    expect(parsed.body).toBe('\nBody\n');
    expect(parsed.bodyLine).toBe(9);
  });

  it('reports unparsable YAML with its line', () => {
    const error = errorOf('---\ntitle: Output\nsort: [1\n---\nBody');
    expect(error.message).toMatch(/^concepts\/x\.mdx:\d+: unparsable frontmatter/);
    expect(error.line).toBeGreaterThanOrEqual(3);
  });

  it('requires a title', () => {
    expect(errorOf('---\nsort: 1\n---\nBody').message).toBe('concepts/x.mdx:1: missing title: every page needs "title: …" in its frontmatter');
  });

  it('rejects a missing frontmatter block, unknown fields, bad handles and bad URLs', () => {
    expect(errorOf('Body only').reason).toMatch(/missing frontmatter/);
    expect(errorOf('---\ntitle: A\nauthor: me\n---\n').message).toBe(
      'concepts/x.mdx:3: unknown frontmatter field "author" (known: title, sort, group, summary, description, schema, generated, contributors, related, repo, edit, source, keywords)',
    );
    expect(errorOf('---\ntitle: A\ncontributors: ["not a handle"]\n---\n').reason).toMatch(/GitHub user names/);
    expect(errorOf('---\ntitle: A\nrepo: github.com/x\n---\n').reason).toMatch(/https/);
    expect(errorOf('---\ntitle: A\nsort: first\n---\n').reason).toMatch(/must be a number/);
    expect(errorOf('---\ntitle: A\ngenerated: hooks\n---\n').reason).toBe(`"generated" must be one of ${GENERATED_TABLES.join(', ')}`);
    expect(errorOf('---\ntitle: A\nschema: ../x.json\n---\n').reason).toMatch(/path under webpack\/schemas/);
  });

  it('reads optional search keywords: a short list of words or phrases without commas', () => {
    expect(parse('---\ntitle: A\n---\n').frontmatter.keywords).toEqual([]);
    expect(parse('---\ntitle: A\nkeywords: [gzip, " brotli "]\n---\n').frontmatter.keywords).toEqual(['gzip', 'brotli']);
    expect(errorOf('---\ntitle: A\nkeywords: gzip\n---\n').message).toBe('concepts/x.mdx:3: "keywords" must be a list of words or short phrases');
    expect(errorOf('---\ntitle: A\nkeywords: ["a, b"]\n---\n').reason).toMatch(/without commas/);
    expect(errorOf(`---\ntitle: A\nkeywords: [${'w, '.repeat(13)}w]\n---\n`).reason).toBe('"keywords" lists 14 entries; at most 12');
  });

  it('reads an optional one-line description of at most 160 characters', () => {
    expect(parse('---\ntitle: A\n---\n').frontmatter.description).toBeNull();
    expect(parse('---\ntitle: A\ndescription: How output works.\n---\n').frontmatter.description).toBe('How output works.');
    const long = errorOf(`---\ntitle: A\ndescription: ${'x'.repeat(161)}\n---\n`);
    expect(long.message).toBe('concepts/x.mdx:3: "description" must be one line of at most 160 characters (search results cut longer text)');
    expect(errorOf('---\ntitle: A\ndescription: |\n  one\n  two\n---\n').reason).toMatch(/one line/);
    expect(errorOf('---\ntitle: A\ndescription: 3\n---\n').reason).toBe('"description" must be a non-empty string');
  });
});
