import { findVersionMentions, judgeVersionMention, type VersionFacts } from '../../../src/lib/release-ledger/version-mentions';

const facts: VersionFacts = {
  installed: { webpack: '5.113.0', 'webpack-cli': '7.3.1' },
  knownWebpack: new Set(['5.112.2', '5.112', '5.112.0', '5.110', '5.113.0', '5.113']),
  ledgerFloor: '5.104.1',
};
const judge = (text: string) =>
  findVersionMentions(text, ['webpack', 'webpack-cli']).map((mention) => `${mention.line}: ${judgeVersionMention(mention, facts) ?? 'ok'}`);

describe('versions in prose', () => {
  it('accepts the installed version and its minor, bare, named or with a v', () => {
    expect(judge('In webpack 5.113.0 and v5.113.0, and 5.113, webpack-cli 7.3.1.')).toEqual(['1: ok', '1: ok', '1: ok', '1: ok']);
  });

  it('flags an older version stated as the current one, and a newer one', () => {
    expect(
      judge('Defaults in webpack 5.112.2:\n\nwebpack 5.112.2 compiled successfully\nIn 5.112, CSS is built in.\nwebpack-cli 7.2.0 prints\n5.114.0'),
    ).toEqual([
      '1: webpack 5.112.2 reads as the version this site documents, but 5.113.0 is installed',
      '3: webpack 5.112.2 reads as the version this site documents, but 5.113.0 is installed',
      '4: webpack 5.112 reads as the version this site documents, but 5.113.0 is installed',
      '5: webpack-cli 7.2.0 reads as the version this site documents, but 7.3.1 is installed',
      '6: webpack 5.114.0 is newer than the installed 5.113.0',
    ]);
  });

  it('accepts history, and older majors, but wants webpack versions the ledger knows', () => {
    expect(
      judge('Since webpack 5.110, `minimize` takes objects. Added in `5.112.0`. Needs 5.101 or later. From `5.111.1` to `5.112.0`. webpack 4.46.0.'),
    ).toEqual(['1: ok', '1: ok', '1: ok', "1: webpack 5.111.1 is not a release the ledger or webpack's schemas record", '1: ok', '1: ok']);
  });

  it('reads a version in a table column of first releases as history, and one in another column as current', () => {
    const table = ['| Feature | First release | Tested with |', '| --- | --- | --- |', '| `import defer` | 5.100.0 | 5.112.2 |'].join('\n');
    expect(judge(table)).toEqual(['3: ok', '3: webpack 5.112.2 reads as the version this site documents, but 5.113.0 is installed']);
  });

  it('leaves sizes, ranges and other numbers alone', () => {
    expect(findVersionMentions('main.js 5.77 KiB, "webpack": "^5.112.2", >=5.101.0, node 20.19, 1.5.112', ['webpack'])).toEqual([]);
  });
});
