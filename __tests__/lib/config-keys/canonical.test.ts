import { canonicalOptionPath, type OptionIndex } from '../../../src/lib/config-keys/canonical';

const documented: Record<string, string | null> = {
  resolve: null,
  'resolve.modules': null,
  'resolve.alias': null,
  'resolve.alias[].name': null,
  resolveLoader: 'resolve',
  module: null,
  'module.rules': null,
  'module.rules[].test': null,
  'module.rules[].use': null,
  'module.rules[].use.loader': null,
  'module.rules[].oneOf': 'module.rules',
  'module.rules[].resolve': 'resolve',
  'module.rules[].exclude': 'module.rules[].test',
  'module.rules[].test.and': null,
  'output.copy': null,
  'output.copy[].from': null,
  'output.copy.from': null,
};
const index: OptionIndex = { has: (path) => path in documented, sameAs: (path) => documented[path] ?? null };

describe('canonicalOptionPath', () => {
  it('keeps documented paths', () => {
    expect(canonicalOptionPath('module.rules[].test', index)).toBe('module.rules[].test');
  });

  it('drops array markers the reference does not write (an object or an array of objects)', () => {
    expect(canonicalOptionPath('module.rules[].use[].loader', index)).toBe('module.rules[].use.loader');
  });

  it('never adds array markers: an alias named "name" is not resolve.alias[].name', () => {
    expect(canonicalOptionPath('resolve.alias.name', index)).toBeNull();
  });

  it('follows options documented as the same as another', () => {
    expect(canonicalOptionPath('resolveLoader.modules', index)).toBe('resolve.modules');
    expect(canonicalOptionPath('module.rules[].oneOf[].test', index)).toBe('module.rules[].test');
    expect(canonicalOptionPath('module.rules[].oneOf[].resolve.modules', index)).toBe('resolve.modules');
    expect(canonicalOptionPath('module.rules[].exclude.and', index)).toBe('module.rules[].test.and');
  });

  it('returns null for unknown and ambiguous paths', () => {
    expect(canonicalOptionPath('entry.main', index)).toBeNull();
    expect(canonicalOptionPath('output.copy[].from[].x', index)).toBeNull();
    expect(canonicalOptionPath('output.copy[][].from', index)).toBeNull();
  });
});
