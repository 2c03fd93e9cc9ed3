import { buildConfigReference } from '../../src/node/config-reference';

describe('configuration reference from the installed webpack', () => {
  const entries = buildConfigReference();
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));

  it('covers the whole schema with unique anchor ids', () => {
    expect(entries.length).toBeGreaterThan(700);
    const ids = entries.map((entry) => entry.anchorId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes output.filename with its type, per-mode defaults and CLI flag', () => {
    const entry = byPath.get('output.filename')!;
    expect(entry.page).toBe('output');
    expect(entry.anchorId).toBe('outputfilename');
    expect(entry.descriptionHtml).toContain('<strong>not</strong>');
    expect(entry.defaults.production).toBe('"[name].js"');
    expect(entry.cliFlags).toEqual(['--output-filename']);
  });

  it('shows mode-dependent defaults', () => {
    const minimize = byPath.get('optimization.minimize')!;
    expect(minimize.defaults.production).toBe('true');
    expect(minimize.defaults.development).toBe('false');
  });

  it('documents shared shapes once, where readers look first', () => {
    expect(byPath.get('resolveLoader')!.sameAs).toBe('resolve');
    expect(byPath.get('module.rules[].resolve')!.sameAs).toBe('resolve');
    expect(byPath.get('module.defaultRules')!.sameAs).toBe('module.rules');
    expect(byPath.get('resolve.alias')!.sameAs).toBeNull();
    expect(byPath.get('module.rules[].test')!.sameAs).toBeNull();
  });

  it('takes dev-server options from webpack-dev-server', () => {
    const port = byPath.get('devServer.port')!;
    expect(port.schemaPackage).toBe('webpack-dev-server');
    expect(port.page).toBe('dev-server');
  });

  it('marks what the release ledger records: a moved default, a deprecation, a removal', () => {
    expect(byPath.get('experiments.asyncWebAssembly')!.defaultChangedIn).toBe('5.112.2');
    // With experiments.futureDefaults, output.filename became "[name].mjs" in 5.111.1.
    expect(byPath.get('output.filename')!.defaultChangedIn).toBe('5.111.1');
    expect(byPath.get('bail')!.defaultChangedIn).toBeNull();
    expect(byPath.get('module.parser.javascript.harmony')).toMatchObject({ deprecated: true, deprecatedIn: '5.112.2' });
    expect(byPath.get('experiments.outputModule')).toMatchObject({ removedIn: '5.111.1', page: 'experiments', type: '', cliFlags: [] });
    expect(byPath.get('experiments.outputModule')!.descriptionHtml).toContain('outputModule');
  });
});
