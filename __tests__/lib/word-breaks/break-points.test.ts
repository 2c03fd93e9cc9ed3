import { breakParts } from '../../../src/lib/word-breaks/break-points';

const codeParts = (text: string) => breakParts(text, 'code');
const titleParts = (text: string) => breakParts(text, 'title');

describe('code names', () => {
  it('break before each part of a path, so the continuation starts the next line', () => {
    expect(codeParts('optimization.splitChunks.minRemainingSize')).toEqual(['optimization', '.splitChunks', '.minRemainingSize']);
    expect(codeParts('node_modules/.cache/webpack')).toEqual(['node_modules', '/.cache', '/webpack']);
    expect(codeParts('"[name].[contenthash].js"')).toEqual(['"[name]', '.[contenthash]', '.js"']);
    expect(codeParts('devtool[].use')).toEqual(['devtool', '[]', '.use']);
    expect(codeParts('[{"test":1,"type":"json"},{"a":[2,3]}]')).toEqual(['[{"test":1,', '"type":"json"},', '{"a":[2,', '3]}]']);
    expect(codeParts('a, b')).toEqual(['a, b']);
  });

  it('do not break numbers, leading or repeated separators, or a lone name', () => {
    expect(codeParts('5.101.0')).toEqual(['5.101.0']);
    expect(codeParts('./src/index.js')).toEqual(['./src', '/index', '.js']);
    expect(codeParts('../dist')).toEqual(['../dist']);
    expect(codeParts('...options')).toEqual(['...options']);
    expect(codeParts('https://example.com/a')).toEqual(['https://example', '.com', '/a']);
    expect(codeParts('chunkFilename')).toEqual(['chunkFilename']);
    expect(codeParts('a. b')).toEqual(['a. b']);
    expect(codeParts('')).toEqual(['']);
  });

  it('keep the text: the parts join back into it', () => {
    for (const text of ['output.devtoolModuleFilenameTemplate', '[file].map[query]', 'a/b/c', 'x.']) {
      expect(codeParts(text).join('')).toBe(text);
    }
  });
});

describe('titles', () => {
  it('break between the humps of long CamelCase words only', () => {
    expect(titleParts('NormalModuleReplacementPlugin')).toEqual(['Normal', 'Module', 'Replacement', 'Plugin']);
    expect(titleParts('SplitChunksPlugin')).toEqual(['Split', 'Chunks', 'Plugin']);
    expect(titleParts('ContextModuleFactory Hooks')).toEqual(['Context', 'Module', 'Factory Hooks']);
  });

  it('leave words that fit a line whole, so a title wraps between its words', () => {
    expect(titleParts('Using TypeScript with webpack')).toEqual(['Using TypeScript with webpack']);
    expect(titleParts('DefinePlugin')).toEqual(['DefinePlugin']);
    expect(titleParts('webpack-dev-server-configuration')).toEqual(['webpack-dev-server-configuration']);
  });
});
