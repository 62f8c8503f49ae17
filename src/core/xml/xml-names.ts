/**
 * XML 1.0 §2.3: names and white space (S), as the tokenizer's scanners test them one
 * character code at a time.
 */

export function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}

/** XML §2.3 NameStartChar, with every non-ASCII character accepted (lenient, and fast). */
export function isNameStart(c: number): boolean {
  return c >= 0x80 ? true : ASCII_NAME[c] === 2;
}

export function isNameChar(c: number): boolean {
  return c >= 0x80 ? true : ASCII_NAME[c] !== 0;
}

/**
 * ASCII name characters: 2 may start a name, 1 may only follow. A table lookup beats the
 * chain of comparisons in the tag scanner's inner loop.
 */
const ASCII_NAME = (() => {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const isStart =
      (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a;
    const isFollow = (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e;
    table[c] = isStart ? 2 : isFollow ? 1 : 0;
  }
  return table;
})();
