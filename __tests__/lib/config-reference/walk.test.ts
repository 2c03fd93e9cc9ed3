import { formatDefault, valueAt } from '../../../src/lib/config-reference/format';
import { checkPlacement, pageForOption } from '../../../src/lib/config-reference/placement';
import { optionId, optionIds, walkOptions } from '../../../src/lib/config-reference/walk';
import { typeLabel, type JsonSchema } from '../../../src/lib/schema/json-schema';

const schema: JsonSchema = {
  definitions: {
    Output: {
      type: 'object',
      properties: {
        filename: { $ref: '#/definitions/Filename' },
        library: { anyOf: [{ type: 'string' }, { type: 'object', properties: { type: { type: 'string' } } }] },
      },
    },
    Filename: { type: 'string', description: 'File name.' },
    Rule: { type: 'object', properties: { test: { type: 'string' }, rules: { type: 'array', items: { $ref: '#/definitions/Rule' } } } },
  },
  properties: {
    output: { $ref: '#/definitions/Output' },
    module: { type: 'object', properties: { rules: { type: 'array', items: { $ref: '#/definitions/Rule' } } } },
    bail: { type: 'boolean' },
  },
};

describe('configuration option paths', () => {
  const paths = walkOptions(schema);

  it('lists every path sorted, parents first, following references and alternatives', () => {
    expect(paths.map((p) => [p.path, p.depth])).toEqual([
      ['bail', 1],
      ['module', 1],
      ['module.rules', 2],
      ['module.rules[].rules', 3],
      ['module.rules[].test', 3],
      ['output', 1],
      ['output.filename', 2],
      ['output.library', 2],
      ['output.library.type', 3],
    ]);
    expect(paths.find((p) => p.path === 'output.filename')!.schema.description).toBe('File name.');
    // Rules inside rules are the same shape: documented once.
    expect(paths.find((p) => p.path === 'module.rules[].rules')!.sameAs).toBe('module.rules');
  });

  it('slugs ids like GitHub headings', () => {
    expect(optionId('output.filename')).toBe('outputfilename');
    expect(optionId('module.rules[].test')).toBe('modulerulestest');
  });

  it('places options on their page, the rest on other-options', () => {
    expect(pageForOption('output.filename')).toBe('output');
    expect(pageForOption('resolveLoader.alias')).toBe('resolve');
    expect(pageForOption('devServer.port')).toBe('dev-server');
    expect(pageForOption('module.rules[].test')).toBe('module');
    expect(pageForOption('cache.type')).toBe('cache');
    expect(pageForOption('infrastructureLogging.level')).toBe('infrastructureLogging');
    expect(pageForOption('dotenv.prefix')).toBe('dotenv');
    expect(pageForOption('extends')).toBe('extending-configurations');
    expect(pageForOption('snapshot.managedPaths')).toBe('other-options');
  });

  it('fails with the page and the path when a page claims a subtree the schema lacks', () => {
    expect(() => checkPlacement(['output', 'cache'], { output: 'output', cache: 'cache' })).not.toThrow();
    expect(() => checkPlacement(['output'], { output: 'output', cachex: 'cache' })).toThrow(
      'content/configuration/cache.mdx: its reference subtree "cachex" does not exist in webpack\'s configuration schema',
    );
  });

  it('formats defaults as a reader would write them', () => {
    expect(formatDefault('[name].js', '/p')).toBe('"[name].js"');
    expect(formatDefault('/p/dist', '/p')).toBe('"<context>/dist"');
    expect(formatDefault(/node_modules/, '/p')).toBe('/node_modules/');
    expect(formatDefault(() => 1, '/p')).toBe('function');
    expect(formatDefault({ a: 1 }, '/p')).toBeNull();
    expect(formatDefault(undefined, '/p')).toBeNull();
    expect(formatDefault(['.js', '.json'], '/p')).toBe('[".js",".json"]');
    expect(valueAt({ output: { filename: 'x' } }, 'output.filename')).toBe('x');
    expect(valueAt({ module: { rules: [] } }, 'module.rules[].test')).toBeUndefined();
  });
});

describe('shared definitions', () => {
  it('expands an object definition once and points later uses to it', () => {
    const shared: JsonSchema = {
      definitions: {
        Resolve: {
          type: 'object',
          properties: {
            alias: { type: 'object' },
            extensions: { type: 'array', items: { type: 'string' } },
            modules: { type: 'array' },
            symlinks: { type: 'boolean' },
          },
        },
      },
      properties: { resolve: { $ref: '#/definitions/Resolve' }, resolveLoader: { $ref: '#/definitions/Resolve' } },
    };
    expect(walkOptions(shared).map((p) => [p.path, p.sameAs])).toEqual([
      ['resolve', null],
      ['resolve.alias', null],
      ['resolve.extensions', null],
      ['resolve.modules', null],
      ['resolve.symlinks', null],
      ['resolveLoader', 'resolve'],
    ]);
    const preferringLoader = walkOptions(shared, '', 1, ['resolveLoader']);
    expect(preferringLoader.find((p) => p.path === 'resolve')!.sameAs).toBe('resolveLoader');
  });

  it('documents a shape of three keys or fewer at every option that takes it, and a recursive one once', () => {
    const small: JsonSchema = {
      definitions: {
        Glob: { type: 'object', properties: { glob: { type: 'string' } } },
        Condition: { type: 'object', properties: { not: { $ref: '#/definitions/Condition' } } },
      },
      properties: {
        clean: { type: 'object', properties: { keep: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/Glob' }] } } },
        lazy: { type: 'object', properties: { test: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/Glob' }] } } },
        when: { $ref: '#/definitions/Condition' },
      },
    };
    expect(walkOptions(small).map((p) => [p.path, p.sameAs])).toEqual([
      ['clean', null],
      ['clean.keep', null],
      ['clean.keep.glob', null],
      ['lazy', null],
      ['lazy.test', null],
      ['lazy.test.glob', null],
      ['when', null],
      ['when.not', 'when'],
    ]);
  });

  it('keeps ids unique when two paths slug alike', () => {
    expect([...optionIds(['output.library.export', 'output.libraryExport', 'module.parser.javascript/esm']).values()]).toEqual([
      'outputlibraryexport',
      'output-libraryexport',
      'moduleparserjavascript-esm',
    ]);
  });
});

describe('maps with user-named keys', () => {
  it('documents the properties of their values under *', () => {
    const map: JsonSchema = {
      properties: {
        entry: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'object', properties: { dependOn: { type: 'string' } } }] } },
      },
    };
    expect(walkOptions(map).map((p) => p.path)).toEqual(['entry', 'entry.*.dependOn']);
    expect(optionId('entry.*.dependOn')).toBe('entrydependon');
  });
});

describe('readable types', () => {
  it("reads a function typed by webpack's internal .d.ts paths as function", () => {
    const root: JsonSchema = {};
    expect(typeLabel({ oneOf: [{ type: 'string' }, { instanceof: 'Function', tsType: "import('../lib/x').Fn<import('../lib/y')>" }] }, root)).toBe(
      'string | function',
    );
    expect(typeLabel({ tsType: '(string | RegExp)[]' }, root)).toBe('(string | RegExp)[]');
  });
});
