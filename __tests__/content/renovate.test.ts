import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './support/workspace';

// Renovate opens one pull request for the webpack family (README: Following a webpack release). A loader
// or plugin page added to packages.json without joining the group would be upgraded on its own, and its
// page would fall behind the rest.
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as unknown;
const renovate = read('renovate.json') as { packageRules: { groupName?: string; matchPackageNames?: string[] }[] };
const family = renovate.packageRules.find((rule) => rule.groupName === 'webpack family');

test('renovate groups webpack, its tools and every loader and plugin with a page into one update', () => {
  const pages = (read('content/data/packages.json') as { package: string }[]).map((entry) => entry.package);
  const missing = ['webpack', 'webpack-cli', 'webpack-dev-server', 'enhanced-resolve', ...pages].filter((name) => !family?.matchPackageNames?.includes(name));
  expect(missing).toEqual([]);
});

test('every package in the group is one this site installs', () => {
  const own = read('package.json') as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const lock = read('package-lock.json') as { packages: Record<string, unknown> };
  const known = (name: string) => name in own.devDependencies || name in own.dependencies || `node_modules/${name}` in lock.packages;
  expect((family?.matchPackageNames ?? []).filter((name) => !known(name))).toEqual([]);
});
