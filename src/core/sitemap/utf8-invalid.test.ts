import { expect, test } from 'vitest';
import { firstInvalidIndex } from './utf8-invalid';

test.each([
  ['valid ASCII', [], [0x61, 0x62], false, -1],
  ['literal U+FFFD is valid', [], [0x61, 0xef, 0xbf, 0xbd], false, -1],
  ['lone continuation byte', [], [0x61, 0x80], false, 1],
  ['Latin-1 é before ASCII', [], [0x63, 0x61, 0x66, 0xe9, 0x3c], false, 3],
  ['after an astral character (two UTF-16 units)', [], [0xf0, 0x9f, 0x98, 0x80, 0xff], false, 2],
  ['overlong E0 80', [], [0xe0, 0x80, 0x80], false, 0],
  ['surrogate ED A0', [], [0xed, 0xa0, 0x80], false, 0],
  ['sequence begun in the previous chunk, completed', [0x61, 0xc3], [0xa9, 0xff], false, 1],
  ['sequence begun in the previous chunk, broken', [0x61, 0xc3], [0x41], false, 0],
  ['sequence cut by the end of input', [0xe6, 0x97], new Uint8Array(0), true, 0],
  ['previous chunk ended cleanly', [0xc3, 0xa9, 0x61], [0x62, 0xc3], true, 1],
])('%s', (_name, previous, bytes, isEnd, index) => {
  expect(firstInvalidIndex(previous, Uint8Array.from(bytes), isEnd)).toBe(index);
});
