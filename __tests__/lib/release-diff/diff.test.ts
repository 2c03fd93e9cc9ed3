import { countByKind, diffSurfaces, parentPath } from '../../../src/lib/release-diff/diff';
import type { Surface } from '../../../src/lib/release-diff/surface';
import { CHANGE_KINDS } from '../../../src/lib/release-ledger/types';

const defaults = (values: Record<string, string>) => ({ development: values, production: values, none: values, futureDefaults: values });

const before: Surface = {
  version: '5.1.0',
  options: {
    output: { type: 'object', description: 'Options affecting the output.' },
    'output.path': { type: 'string', description: 'The output directory as an absolute path.' },
    'output.old': { type: 'boolean', description: 'Old switch.' },
    'module.rules[].test': { type: 'RegExp', description: 'Match the resource.' },
  },
  defaults: defaults({ 'output.path': '"<cwd>/dist"', 'output.old': 'false', 'output.pathinfo': 'false' }),
  cli: { '--output-path': 'path', '--output-old': 'boolean' },
  hooks: { 'Compiler.hooks.done': 'AsyncSeriesHook(stats)', 'Compiler.hooks.gone': 'SyncHook()' },
  exports: { 'webpack.optimize': 'namespace', 'webpack.optimize.OldPlugin': 'class' },
  api: { 'webpack.Hot': 'Interface', 'webpack.Hot.decline': 'decline(module?: string): void', 'webpack.Hot.decline(module)': 'module?: string' },
  messages: { ModuleNotFoundError: 'Module not found: ${…}', GoneWarning: 'Gone.' },
};

const after: Surface = {
  version: '5.2.0',
  options: {
    output: { type: 'object', description: 'Options affecting the output!' },
    'output.path': { type: 'string | false', description: 'The output directory, as an absolute path, or false for none.' },
    'output.old': { type: 'boolean', description: 'Old switch.', deprecated: true },
    'output.allowOutside': { type: 'boolean', description: 'New.', added: '5.2.0' },
    'output.allowOutside.paths': { type: 'string[]', description: 'Child of a new option.', added: '5.2.0' },
    'module.rules[].test': { type: 'RegExp', description: 'Match the resource.' },
  },
  defaults: {
    ...defaults({ 'output.path': '"<cwd>/dist"', 'output.old': 'false', 'output.pathinfo': 'false', 'output.allowOutside': 'false' }),
    futureDefaults: { 'output.path': '"<cwd>/dist"', 'output.old': 'false', 'output.pathinfo': 'true', 'output.allowOutside': 'false' },
  },
  cli: { '--output-path': 'path', '--output-allow-outside': 'boolean' },
  hooks: { 'Compiler.hooks.done': 'AsyncSeriesHook(stats)', 'HotModuleReplacementPlugin.getCompilationHooks.updateManifest': 'SyncHook(manifest)' },
  exports: { 'webpack.optimize': 'namespace', 'webpack.hmr': 'namespace', 'webpack.hmr.Thing': 'class' },
  api: {
    'webpack.Hot': 'Interface',
    'webpack.Hot.decline': 'decline(module?: string, options?: HotOptions): void',
    'webpack.Hot.decline(module)': 'module?: string',
    'webpack.Hot.decline(options)': 'options?: HotOptions',
    'webpack.Hot.invalidate': 'invalidate(): void',
    'webpack.Hot.invalidate(reason)': 'reason: string',
  },
  messages: { ModuleNotFoundError: 'Module not found: ${…}. Did you mean ${…}?', NewError: 'New ${…}.' },
};

describe('diffSurfaces', () => {
  const changes = diffSurfaces(before, after);
  const subjects = (kind: string) => changes.filter((change) => change.kind === kind).map((change) => change.subject);

  it("finds options added (with a new option's children left to it), removed, deprecated, retyped and redescribed", () => {
    expect(subjects('option-added')).toEqual(['output.allowOutside']);
    expect(changes.find((change) => change.kind === 'option-added')?.detail).toBe('boolean, added 5.2.0');
    expect(subjects('option-removed')).toEqual([]);
    expect(subjects('option-deprecated')).toEqual(['output.old']);
    expect(changes.find((change) => change.kind === 'option-type-changed')).toEqual({
      kind: 'option-type-changed',
      subject: 'output.path',
      detail: 'string → string | false',
    });
    // "affecting the output." → "…output!" is punctuation only; output.path's new words are a new meaning.
    expect(subjects('option-described-differently')).toEqual(['output.path']);
  });

  it('reports moved defaults per variant, and not the defaults of a new option', () => {
    expect(changes.filter((change) => change.kind === 'default-changed')).toEqual([
      { kind: 'default-changed', subject: 'output.pathinfo', detail: 'futureDefaults: false → true' },
    ]);
  });

  it('finds CLI flags, hooks, exports, API paths and messages that came, went or changed', () => {
    expect(subjects('cli-added')).toEqual(['--output-allow-outside']);
    expect(subjects('cli-removed')).toEqual(['--output-old']);
    expect(subjects('hook-added')).toEqual(['HotModuleReplacementPlugin.getCompilationHooks.updateManifest']);
    expect(subjects('hook-removed')).toEqual(['Compiler.hooks.gone']);
    expect(subjects('export-added')).toEqual(['webpack.hmr']);
    expect(subjects('export-removed')).toEqual(['webpack.optimize.OldPlugin']);
    // A new method's parameters are left to the method.
    expect(subjects('api-added')).toEqual(['webpack.Hot.decline(options)', 'webpack.Hot.invalidate']);
    expect(subjects('message-added')).toEqual(['NewError']);
    expect(subjects('message-removed')).toEqual(['GoneWarning']);
    expect(changes.find((change) => change.kind === 'message-changed')?.detail).toBe('"Module not found: ${…}" → "Module not found: ${…}. Did you mean ${…}?"');
  });

  it('finds nothing between a surface and itself, and orders changes by kind', () => {
    expect(diffSurfaces(after, after)).toEqual([]);
    // In the ledger's order of kinds; the fixture has no removed option, no removed API and no behaviour change.
    const absent = new Set<string>(['option-removed', 'api-removed', 'behaviour']);
    expect(countByKind(changes).map(([kind]) => kind)).toEqual(CHANGE_KINDS.filter((kind) => !absent.has(kind)));
  });

  it('names the parent of option, export and API paths', () => {
    expect(parentPath('module.rules[].test')).toBe('module.rules');
    expect(parentPath('output.environment.asyncFunction')).toBe('output.environment');
    expect(parentPath('webpack.Hot.decline(options)')).toBe('webpack.Hot.decline');
    expect(parentPath('output')).toBeNull();
  });
});
