import { describe, expect, test } from 'vitest';
import { ByteDecoder, type DecodeProblem } from './byte-decoder';

function decode(
  bytes: number[] | Uint8Array,
  cuts: number[] = [],
): { text: string; encoding: string; problems: DecodeProblem[] } {
  const all = Uint8Array.from(bytes);
  let text = '';
  const problems: DecodeProblem[] = [];
  const decoder = new ByteDecoder(
    (piece) => (text += piece),
    (problem) => problems.push(problem),
  );
  let start = 0;
  for (const cut of cuts) {
    decoder.push(all.subarray(start, cut));
    start = cut;
  }
  decoder.push(all.subarray(start));
  decoder.end();
  return { text, encoding: decoder.encoding, problems };
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16 = (text: string, bigEndian: boolean) =>
  [...text].flatMap((c) =>
    bigEndian
      ? [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 255]
      : [c.charCodeAt(0) & 255, c.charCodeAt(0) >> 8],
  );

describe('ByteDecoder (XML 1.0 Appendix F)', () => {
  test.each([
    ['UTF-8 without BOM', ascii('<a/>'), '<a/>', 'utf-8', []],
    ['UTF-8 BOM is dropped', [0xef, 0xbb, 0xbf, ...ascii('<a/>')], '<a/>', 'utf-8', []],
    [
      'UTF-16LE BOM',
      [0xff, 0xfe, ...utf16('<a/>', false)],
      '<a/>',
      'utf-16le',
      [{ code: 'encoding-not-utf8', encoding: 'UTF-16LE' }],
    ],
    [
      'UTF-16BE BOM',
      [0xfe, 0xff, ...utf16('<a/>', true)],
      '<a/>',
      'utf-16be',
      [{ code: 'encoding-not-utf8', encoding: 'UTF-16BE' }],
    ],
    [
      'UTF-16LE without BOM',
      utf16('<?xml?><a/>', false),
      '<?xml?><a/>',
      'utf-16le',
      [{ code: 'encoding-not-utf8', encoding: 'UTF-16LE' }],
    ],
    [
      'declared UTF-8',
      ascii('<?xml version="1.0" encoding="utf-8"?>'),
      '<?xml version="1.0" encoding="utf-8"?>',
      'utf-8',
      [],
    ],
    [
      'declared ISO-8859-1',
      [...ascii("<?xml version='1.0' encoding='ISO-8859-1'?><a>"), 0xe9],
      "<?xml version='1.0' encoding='ISO-8859-1'?><a>é",
      'windows-1252',
      [{ code: 'encoding-not-utf8', encoding: 'ISO-8859-1' }],
    ],
    [
      'declared Shift_JIS',
      [...ascii('<?xml version="1.0" encoding="Shift_JIS"?>'), 0x93, 0xfa],
      '<?xml version="1.0" encoding="Shift_JIS"?>日',
      'shift_jis',
      [{ code: 'encoding-not-utf8', encoding: 'Shift_JIS' }],
    ],
    [
      'unknown label: read as UTF-8, reported',
      ascii('<?xml version="1.0" encoding="x-klingon"?>'),
      '<?xml version="1.0" encoding="x-klingon"?>',
      'utf-8',
      [{ code: 'encoding-not-utf8', encoding: 'x-klingon' }],
    ],
    [
      'invalid UTF-8 counted, literal U+FFFD not',
      [...ascii('a'), 0xe9, 0xef, 0xbf, 0xbd, 0xc3],
      'a\uFFFD\uFFFD\uFFFD',
      'utf-8',
      [{ code: 'invalid-utf8', count: 2 }],
    ],
    ['short input', ascii('<'), '<', 'utf-8', []],
    ['empty input', [], '', 'utf-8', []],
  ])('%s', (_name, bytes, text, encoding, problems) => {
    const whole = decode(bytes);
    expect(whole).toEqual({ text, encoding, problems });
    for (let cut = 1; cut < bytes.length; cut++) expect(decode(bytes, [cut])).toEqual(whole);
    expect(
      decode(
        bytes,
        Array.from({ length: Math.max(0, bytes.length - 1) }, (_, i) => i + 1),
      ),
    ).toEqual(whole);
  });

  test('a declaration past the sniffing window is not looked for', () => {
    const bytes = ascii(' '.repeat(2000) + '<?xml version="1.0" encoding="ISO-8859-1"?>');
    expect(decode(bytes).encoding).toBe('utf-8');
  });
});

/** Text, problems and the absolute index of the first invalid character, for any chunking. */
function decodeTracked(all: Uint8Array, cuts: number[]) {
  let text = '';
  let firstInvalid = -1;
  const problems: DecodeProblem[] = [];
  const decoder = new ByteDecoder(
    (piece, invalidAt) => {
      if (invalidAt >= 0 && firstInvalid < 0) firstInvalid = text.length + invalidAt;
      text += piece;
    },
    (problem) => problems.push(problem),
  );
  let start = 0;
  for (const cut of cuts) {
    decoder.push(all.subarray(start, cut));
    start = cut;
  }
  decoder.push(all.subarray(start));
  decoder.end();
  return { text, firstInvalid, problems };
}

/** Deterministic bytes: ASCII runs, valid 2–4 byte characters, BOMs, literal U+FFFD, junk. */
function mixedBytes(seed: number, length: number, junk: boolean): Uint8Array {
  let state = seed;
  const next = (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
  const pieces: number[][] = [
    ascii('<url><loc>https://example.com/a</loc></url>\n'),
    [0xc3, 0xa9],
    [0xe6, 0x97, 0xa5],
    [0xf0, 0x9f, 0x98, 0x80],
    [0xef, 0xbb, 0xbf],
    [0xef, 0xbf, 0xbd],
  ];
  const junkPieces: number[][] = [[0xff], [0xc3], [0xe0, 0x80], [0xf0, 0x9f, 0x98], [0x80, 0x80]];
  const out: number[] = [];
  while (out.length < length) {
    const isJunk = junk && next(40) === 0;
    const list = isJunk ? junkPieces : pieces;
    out.push(...list[next(list.length)]);
  }
  return Uint8Array.from(out);
}

describe('ByteDecoder: the fast whole-slice path gives what the streaming decoder gives', () => {
  test.each([
    ['valid UTF-8', 1, false],
    ['valid UTF-8, other seed', 2, false],
    ['with invalid bytes', 3, true],
    ['with invalid bytes, other seed', 4, true],
  ])('%s, in many chunkings', (_name, seed, junk) => {
    const all = mixedBytes(seed, 20_000, junk);
    const whole = decodeTracked(all, []);
    expect(whole.problems.some((p) => p.code === 'invalid-utf8')).toBe(junk);
    for (const size of [1, 2, 3, 5, 7, 64, 1000, 4099]) {
      const cuts = Array.from(
        { length: Math.ceil(all.length / size) - 1 },
        (_, i) => (i + 1) * size,
      );
      expect(decodeTracked(all, cuts)).toEqual(whole);
    }
    let state = seed;
    const cuts: number[] = [];
    for (let at = 0; ;) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      at += 1 + ((state >>> 8) % 700);
      if (at >= all.length) break;
      cuts.push(at);
    }
    expect(decodeTracked(all, cuts)).toEqual(whole);
  });
});
