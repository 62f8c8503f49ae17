import { expect, test } from 'vitest';
import { charsetParameter, decodePage } from './page-charset';

const cafe1252 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]); // "café" in windows-1252

// WHATWG HTML §13.2.3.2: BOM, then the header's charset, then the prescan, else UTF-8.
test.each<[string, Uint8Array, string | null, string, string, boolean]>([
  [
    'the header decides',
    cafe1252,
    'text/html; charset=windows-1252',
    'café',
    'windows-1252',
    false,
  ],
  ['a quoted label', cafe1252, 'text/html; Charset="ISO-8859-1"', 'café', 'windows-1252', false],
  [
    'a BOM beats the header',
    new Uint8Array([0xef, 0xbb, 0xbf, 0x63, 0xc3, 0xa9]),
    'text/html; charset=windows-1252',
    'cé',
    'utf-8',
    false,
  ],
  [
    '<meta charset> in the prescan',
    new Uint8Array([...new TextEncoder().encode('<META CHARSET="windows-1252">'), ...cafe1252]),
    'text/html',
    '<META CHARSET="windows-1252">café',
    'windows-1252',
    false,
  ],
  [
    'http-equiv content-type in the prescan',
    new Uint8Array([
      ...new TextEncoder().encode(
        '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">',
      ),
      ...cafe1252,
    ]),
    null,
    '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">café',
    'windows-1252',
    false,
  ],
  [
    'a declared UTF-16 in <meta> is UTF-8',
    new TextEncoder().encode('<meta charset="utf-16">é'),
    null,
    '<meta charset="utf-16">é',
    'utf-8',
    false,
  ],
  ['nothing declared: UTF-8', new TextEncoder().encode('é'), 'text/html', 'é', 'utf-8', false],
  [
    'an unknown label: UTF-8, noted',
    new TextEncoder().encode('é'),
    'text/html; charset=klingon',
    'é',
    'utf-8',
    true,
  ],
])('%s', (_name, body, contentType, text, encoding, isCharsetUnknown) => {
  expect(decodePage(body, contentType)).toEqual({ text, encoding, isCharsetUnknown });
});

test.each([
  ['text/html; charset=UTF-8', 'UTF-8'],
  ['text/html;charset="shift_jis"', 'shift_jis'],
  ['text/html', null],
  [null, null],
])('charset of %j → %j', (contentType, expected) => {
  expect(charsetParameter(contentType)).toBe(expected);
});
