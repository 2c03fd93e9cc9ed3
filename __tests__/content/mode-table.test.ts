/**
 * @jest-environment node
 *
 * The table "What each mode changes" on /configuration/mode/ against webpack's own defaults:
 * webpack.config.getNormalizedWebpackOptions + applyWebpackOptionsDefaults run for each mode, every
 * option path whose default differs between the modes must have a row, and every cell that shows a
 * plain value (`true`, `20000`, `"named"`, `Infinity`) must be that value.
 */
import webpack from 'webpack';
import { readPage } from './support/workspace';

const MODES = ['development', 'production', 'none'] as const;

type Flat = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (isPlainObject(value) && Object.keys(value).length) for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  else out[prefix] = value;
  return out;
}

function defaultsFor(mode: (typeof MODES)[number]): Flat {
  const options = webpack.config.getNormalizedWebpackOptions({ mode, entry: './src/index.js' });
  webpack.config.applyWebpackOptionsDefaults(options);
  return flatten(options, '', {});
}

const comparable = (value: unknown) =>
  typeof value === 'function' ? 'function' : JSON.stringify(value, (_key, item: unknown) => (item === Infinity ? 'Infinity' : item instanceof RegExp ? String(item) : item));

const defaults = MODES.map(defaultsFor);
const differing = [...new Set(defaults.flatMap(Object.keys))].filter((path) => path !== 'mode' && new Set(defaults.map((flat) => comparable(flat[path]))).size > 1).sort();

interface Row {
  readonly paths: string[];
  readonly cells: string[];
}

/** `module.generator["css/auto"].localIdentName` → `module.generator.css/auto.localIdentName`. */
const normalize = (path: string) => path.replace(/\["([^"]+)"\]/g, '.$1');

function tableRows(): Row[] {
  const text = readPage('configuration/mode.mdx').text;
  const section = text.slice(text.indexOf('## What each mode changes'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| Option |')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', ...cells] = line.slice(2, -2).split(' | ');
      const names = [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
      const parent = (names[0] ?? '').split('.').slice(0, -1).join('.');
      // Later names without a dot of their own share the first name's parent: `innerGraph` is optimization.innerGraph.
      const paths = names.map((name, index) => normalize(index === 0 || /[.[]/.test(name) ? name : `${parent}.${name}`));
      return { paths, cells };
    });
}

const rows = tableRows();

test('webpack has defaults that differ by mode (the comparison below has something to check)', () => {
  expect(differing).toEqual(expect.arrayContaining(['optimization.minimize', 'optimization.moduleIds', 'devtool']));
});

test('every default that differs between the modes has a row', () => {
  const covered = (path: string) => rows.some((row) => row.paths.some((rowPath) => path === rowPath || path.startsWith(`${rowPath}.`)));
  expect(differing.filter((path) => !covered(path))).toEqual([]);
});

test('every row names an option whose default differs between the modes', () => {
  const differs = (rowPath: string) => differing.some((path) => path === rowPath || path.startsWith(`${rowPath}.`));
  expect(rows.flatMap((row) => row.paths).filter((path) => !differs(path))).toEqual([]);
});

/** A cell that is one plain value in backticks, parsed; null for cells that describe a value in words. */
function plainValue(cell: string): { value: unknown } | null {
  const match = /^`([^`]+)`$/.exec(cell.trim());
  if (!match?.[1]) return null;
  const literal = match[1];
  if (literal === 'Infinity') return { value: Infinity };
  try {
    return { value: JSON.parse(literal) as unknown };
  } catch {
    return null;
  }
}

test.each(rows.map((row) => [row.paths.join(', '), row] as const))('the values shown for %s are webpack\'s', (_name, row) => {
  MODES.forEach((mode, index) => {
    const shown = plainValue(row.cells[index] ?? '');
    if (!shown) return;
    for (const path of row.paths) expect({ mode, path, value: comparable(defaults[index]?.[path]) }).toEqual({ mode, path, value: comparable(shown.value) });
  });
});
