// Lets a Node script require the project's TypeScript modules (src/node, src/lib) outside Gatsby,
// compiled with the same Babel presets as Jest (__tests__/setup/preprocess.js).
const fs = require('node:fs');
const babel = require('@babel/core');

process.env.BABEL_ENV = 'test';
require.extensions['.ts'] = (module, filename) => {
  const { code } = babel.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    babelrc: false,
    configFile: false,
    presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
  });
  module._compile(code, filename);
};
