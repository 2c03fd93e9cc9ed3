/**
 * @jest-environment node
 *
 * The Logging page against webpack's logger and options: the methods table names every method a
 * logger has (getChildLogger is explained in the prose above it), and the infrastructureLogging
 * table has a row for each option of the schema, with the defaults a real compiler ends up with.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { readPage, REPO_ROOT } from './support/workspace';

const text = readPage('api/logging.mdx').text;
const section = (heading: string) => text.slice(text.indexOf(heading), text.indexOf('\n#', text.indexOf(heading) + heading.length));
/** The backticked names in the first cell of each table row of a section. */
const firstCells = (heading: string) => [...section(heading).matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...(row[1] ?? '').matchAll(/`(\w+)[(`]/g)].map((name) => name[1] ?? ''));
/** The second cell of the row for `option`. */
const defaultCell = (option: string) => new RegExp(`^\\| \`${option}\` \\| (.*?) \\|`, 'm').exec(section('### Infrastructure logs'))?.[1];

function compilerOptions(experiments: webpack.Configuration['experiments'] = {}) {
  return webpack({ context: process.cwd(), entry: {}, experiments }).options.infrastructureLogging;
}

test('the methods table names every method of a logger', () => {
  const logger = webpack({ context: process.cwd(), entry: {}, infrastructureLogging: { level: 'none' } }).getInfrastructureLogger('test');
  const methods = new Set<string>();
  for (let object: object | null = logger; object && object !== Object.prototype; object = Object.getPrototypeOf(object) as object | null) {
    for (const name of Object.getOwnPropertyNames(object)) if (name !== 'constructor' && name !== 'getChildLogger') methods.add(name);
  }
  expect(methods.size).toBeGreaterThan(15);
  expect(new Set(firstCells('## Logger methods'))).toEqual(methods);
  expect(section('## Getting a logger')).toContain('`logger.getChildLogger(name)`');
});

test('the infrastructureLogging table has a row for every option of the schema', () => {
  const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack/schemas/WebpackOptions.json'), 'utf8')) as { definitions: { InfrastructureLogging: { properties: object } } };
  expect(new Set(firstCells('### Infrastructure logs'))).toEqual(new Set(Object.keys(schema.definitions.InfrastructureLogging.properties)));
});

test('the infrastructureLogging defaults are the ones a compiler gets', () => {
  const options = compilerOptions();
  expect(defaultCell('level')).toBe(`\`'${options.level}'\``);
  expect(defaultCell('debug')).toBe(`\`${String(options.debug)}\``);
  expect(options.stream).toBe(process.stderr);
  expect(defaultCell('stream')).toBe('`process.stderr`');
  // Under jest, stderr is not a terminal: no colors, append only.
  expect(process.stderr.isTTY).toBeFalsy();
  expect(options.colors).toBeFalsy();
  expect(options.appendOnly).toBe(true);
  expect(defaultCell('progress')).toBe(`\`${options.progress}\`, or \`'${compilerOptions({ futureDefaults: true }).progress}'\` with \`experiments.futureDefaults\``);
});
