// Jest transforms TypeScript and JSX with the same Babel preset Gatsby builds with.
module.exports = require('babel-jest').createTransformer({
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
});
