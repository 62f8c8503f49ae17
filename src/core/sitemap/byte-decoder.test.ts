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
