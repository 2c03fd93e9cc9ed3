import { findCovering, subjectCovers, subjectNeedle } from '../../../src/lib/release-ledger/subjects';
import { compareVersions } from '../../../src/lib/release-ledger/versions';
import type { LedgerChange } from '../../../src/lib/release-ledger/types';

describe('subjects', () => {
  it('covers the same subject, and a family written with a trailing *', () => {
    expect(subjectCovers('output.allowOutside', 'output.allowOutside')).toBe(true);
    expect(subjectCovers('output.allowOutside', 'output.allowOutsideX')).toBe(false);
    expect(subjectCovers('module.parser.javascript.*', 'module.parser.javascript.foo.bar')).toBe(true);
    expect(subjectCovers('module.parser.javascript.*', 'module.parser.javascriptAuto')).toBe(false);
    expect(subjectCovers('--module-parser-javascript-*', '--module-parser-javascript-url')).toBe(true);
  });

  it('finds the covering change of the same kind only', () => {
    const changes = [{ kind: 'option-added', subject: 'experiments.*' }] as LedgerChange[];
    expect(findCovering(changes, 'option-added', 'experiments.css')).toBe(changes[0]);
    expect(findCovering(changes, 'default-changed', 'experiments.css')).toBeUndefined();
  });

  it('names the word a page must contain', () => {
    expect(subjectNeedle('output.environment.asyncFunction')).toBe('asyncFunction');
    expect(subjectNeedle('module.rules[].extractSourceMap')).toBe('extractSourceMap');
    expect(subjectNeedle('Compiler.hooks.done')).toBe('done');
    expect(subjectNeedle('--output-allow-outside')).toBe('--output-allow-outside');
    expect(subjectNeedle('--module-parser-javascript-*')).toBe('--module-parser-javascript');
    expect(subjectNeedle('experiments.css.*')).toBe('css');
    expect(subjectNeedle('ModuleNotFoundError')).toBe('ModuleNotFoundError');
    expect(subjectNeedle('webpack.Hot.decline(options)')).toBe('decline');
  });

  it('orders versions numerically', () => {
    expect(compareVersions('5.105.4', '5.112.2')).toBeLessThan(0);
    expect(compareVersions('5.113.0', '5.99.9')).toBeGreaterThan(0);
    expect(compareVersions('5.113.0', '5.113.0')).toBe(0);
  });
});
