// Jest for components, pure logic and build-time modules. ES-module-only packages (the unified/MDX
// ecosystem) must be compiled to CommonJS for Jest: they are found by their package.json "type".
const fs = require('node:fs');
const path = require('node:path');

// Names of ESM packages, nested copies included (a nested v2 may be ESM where the hoisted v1 is not).
function esmPackages(dir = path.join(__dirname, 'node_modules'), names = new Set()) {
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const folders = entry.startsWith('@') ? fs.readdirSync(path.join(dir, entry)).map((sub) => `${entry}/${sub}`) : [entry];
    for (const name of folders) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') names.add(name);
      } catch {
        // Not a package folder.
      }
      const nested = path.join(dir, name, 'node_modules');
      if (fs.existsSync(nested)) esmPackages(nested, names);
    }
  }
  return names;
}

const transformed = ['gatsby', 'gatsby-script', 'gatsby-link', ...esmPackages()].map((name) => name.replace(/[.+]/g, '\\$&'));

module.exports = {
  testEnvironment: 'jsdom',
  // Many tests run real webpack builds, which take seconds and several times that on a busy shared machine. A
  // test's timeout only catches a hang: speed is measured by the benchmarks, never by a test (Jest's 5 s default
  // failed such tests at a load average of 17).
  testTimeout: 60_000,
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/setup/preprocess.js' },
  moduleNameMapper: { '.+\\.css$': 'identity-obj-proxy' },
  transformIgnorePatterns: [`node_modules/(?!(${transformed.join('|')})/)`],
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/__tests__/setup/loader-shim.js'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup/jest-dom.ts'],
};
