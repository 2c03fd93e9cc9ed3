/**
 * A tiny but valid WOFF2 font (one glyph, a rectangle), for guides that tell the reader to "copy
 * any WOFF2 font file" into the project: a page cannot print a binary file, so the test makes one.
 * Layout per the WOFF2 spec: 48-byte header, table directory, one Brotli stream of the sfnt tables
 * (glyf and loca with the null transform, version 3), padded to four bytes.
 */
import zlib from 'node:zlib';

class Writer {
  private readonly bytes: number[] = [];
  u8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }
  u16(value: number): this {
    return this.u8(value >> 8).u8(value);
  }
  i16(value: number): this {
    return this.u16(value < 0 ? value + 0x10000 : value);
  }
  u32(value: number): this {
    return this.u16(Math.floor(value / 0x10000)).u16(value % 0x10000);
  }
  zeros(count: number): this {
    for (let i = 0; i < count; i++) this.u8(0);
    return this;
  }
  tag(text: string): this {
    for (const char of text) this.u8(char.charCodeAt(0));
    return this;
  }
  buffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

// The rectangle glyph's box, in font units (1000 per em).
const [X_MIN, Y_MIN, X_MAX, Y_MAX, ADVANCE] = [50, 0, 450, 700, 500];

function nameTable(family: string): Buffer {
  const names: [number, string][] = [[1, family], [2, 'Regular'], [4, `${family} Regular`], [6, `${family}-Regular`]];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const table = new Writer().u16(0).u16(names.length).u16(6 + 12 * names.length);
  let offset = 0;
  names.forEach(([id], index) => {
    table.u16(3).u16(1).u16(0x409).u16(id).u16(strings[index].length).u16(offset);
    offset += strings[index].length;
  });
  return Buffer.concat([table.buffer(), ...strings]);
}

function os2Table(): Buffer {
  return new Writer()
    .u16(4).i16(ADVANCE).u16(400).u16(5).u16(0) // version, xAvgCharWidth, weight, width, fsType
    .zeros(16) // sub- and superscript sizes and offsets
    .i16(50).i16(250).i16(0) // strikeout size and position, family class
    .zeros(10).zeros(16) // PANOSE, Unicode ranges
    .tag('NONE').u16(0x40) // vendor, fsSelection REGULAR
    .u16(0xffff).u16(0xffff) // first and last character (no characters mapped)
    .i16(800).i16(-200).i16(0).u16(800).u16(200) // typographic and Windows metrics
    .zeros(8) // code page ranges
    .i16(500).i16(700).u16(0).u16(32).u16(0) // xHeight, capHeight, default and break char, max context
    .buffer();
}

function sfntTables(family: string): [string, Buffer][] {
  const glyph = new Writer()
    .i16(1).i16(X_MIN).i16(Y_MIN).i16(X_MAX).i16(Y_MAX) // one contour and its box
    .u16(3).u16(0) // last point index, no instructions
    .u8(1).u8(1).u8(1).u8(1) // four on-curve points, coordinates as 16-bit deltas
    .i16(X_MIN).i16(X_MAX - X_MIN).i16(0).i16(X_MIN - X_MAX)
    .i16(Y_MIN).i16(0).i16(Y_MAX - Y_MIN).i16(0)
    .u16(0) // pad to an even length for short loca offsets
    .buffer();
  return [
    // cmap: a format 4 subtable with only the final 0xFFFF segment.
    ['cmap', new Writer().u16(0).u16(1).u16(3).u16(1).u32(12).u16(4).u16(24).u16(0).u16(2).u16(2).u16(0).u16(0).u16(0xffff).u16(0).u16(0xffff).u16(1).u16(0).buffer()],
    ['head', new Writer().u32(0x10000).u32(0x10000).u32(0).u32(0x5f0f3cf5).u16(0x000b).u16(1000).zeros(16).i16(X_MIN).i16(Y_MIN).i16(X_MAX).i16(Y_MAX).u16(0).u16(8).i16(2).i16(0).i16(0).buffer()],
    ['hhea', new Writer().u32(0x10000).i16(800).i16(-200).i16(0).u16(ADVANCE).i16(X_MIN).i16(ADVANCE - X_MAX).i16(X_MAX).i16(1).i16(0).i16(0).zeros(8).i16(0).u16(1).buffer()],
    ['hmtx', new Writer().u16(ADVANCE).i16(X_MIN).buffer()],
    ['maxp', new Writer().u32(0x10000).u16(1).u16(4).u16(1).u16(0).u16(0).u16(2).zeros(16).buffer()],
    ['name', nameTable(family)],
    ['OS/2', os2Table()],
    ['post', new Writer().u32(0x30000).u32(0).i16(-100).i16(50).zeros(20).buffer()],
    ['glyf', glyph],
    ['loca', new Writer().u16(0).u16(glyph.length / 2).buffer()],
  ];
}

// Indexes into the WOFF2 table of known tags.
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca'];

function base128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

const pad4 = (length: number) => (length + 3) & ~3;

export function minimalWoff2(family = 'Body'): Buffer {
  const tables = sfntTables(family);
  const directory = new Writer();
  for (const [tag, data] of tables) {
    // Transform version 3 is the null transform for glyf and loca; 0 is the null transform for the rest.
    const version = tag === 'glyf' || tag === 'loca' ? 3 : 0;
    directory.u8(KNOWN_TAGS.indexOf(tag) | (version << 6));
    for (const byte of base128(data.length)) directory.u8(byte);
  }
  const compressed = zlib.brotliCompressSync(Buffer.concat(tables.map(([, data]) => data)));
  const directoryBytes = directory.buffer();
  const length = pad4(48 + directoryBytes.length + compressed.length);
  const sfntSize = 12 + 16 * tables.length + tables.reduce((sum, [, data]) => sum + pad4(data.length), 0);
  const header = new Writer()
    .tag('wOF2').u32(0x10000).u32(length).u16(tables.length).u16(0)
    .u32(sfntSize).u32(compressed.length).u16(1).u16(0)
    .zeros(20) // no metadata, no private data
    .buffer();
  const file = Buffer.alloc(length);
  Buffer.concat([header, directoryBytes, compressed]).copy(file);
  return file;
}
