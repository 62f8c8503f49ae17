/**
 * A calendar date written for people, read at a given position of lower-cased text: the
 * forms that follow "Updated" in English, Japanese, Chinese, German and French pages.
 *
 * - `2026-03-03`, `2026/03/03`, `2026.03.03` (year first, as ISO 8601 and East Asian usage)
 * - `2026年3月3日` (Japanese and Chinese)
 * - `3.3.2026`, `03.03.2026`, `3. März 2026` (German: day first)
 * - `3 March 2026`, `3 mars 2026`, `1er mars 2026` (English, French: day first)
 * - `March 3, 2026`, `Mar 3 2026` (English: month first)
 *
 * Slash dates with the year last (`03/04/2026`) are left alone: the order of day and month
 * is the reader's locale, which the text does not state. A time after the date is not read:
 * a visible date is taken as a day. Every step reads a bounded number of characters, with no
 * regular expression over the site's text.
 */

/** A date read from text: its year, month and day, and where its text ends. */
export interface TextDate {
  year: number;
  month: number;
  day: number;
  end: number;
}

/** Month names (lower case, with and without accents) → month number. */
const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      // English
      ['january', 1],
      ['february', 2],
      ['march', 3],
      ['april', 4],
      ['may', 5],
      ['june', 6],
      ['july', 7],
      ['august', 8],
      ['september', 9],
      ['october', 10],
      ['november', 11],
      ['december', 12],
      ['jan', 1],
      ['feb', 2],
      ['mar', 3],
      ['apr', 4],
      ['jun', 6],
      ['jul', 7],
      ['aug', 8],
      ['sep', 9],
      ['sept', 9],
      ['oct', 10],
      ['nov', 11],
      ['dec', 12],
      // German
      ['januar', 1],
      ['jänner', 1],
      ['februar', 2],
      ['märz', 3],
      ['maerz', 3],
      ['mai', 5],
      ['juni', 6],
      ['juli', 7],
      ['oktober', 10],
      ['dezember', 12],
      // French
      ['janvier', 1],
      ['février', 2],
      ['fevrier', 2],
      ['mars', 3],
      ['avril', 4],
      ['juin', 6],
      ['juillet', 7],
      ['août', 8],
      ['aout', 8],
      ['septembre', 9],
      ['octobre', 10],
      ['novembre', 11],
      ['décembre', 12],
      ['decembre', 12],
    ] as const
  ).map(([name, month]) => [name, month]),
);

/** Longest month name above, so that a word is read no further than a month can be. */
const MAX_MONTH_CHARS = 9;

/** The date written at `at` in `text` (lower case), or null when none starts there. */
export function readTextDate(text: string, at: number): TextDate | null {
  if (isDigit(text.charCodeAt(at))) return readNumericStart(text, at);
  const month = readMonthName(text, at);
  if (month === null) return null;
  // Month first: "march 3, 2026", "mar. 3 2026".
  let p = skip(text, month.end, '. ');
  const day = readNumber(text, p, 2);
  if (day === null) return null;
  p = skip(text, day.end, ', ');
  const year = readNumber(text, p, 4, 4);
  if (year === null) return null;
  return valid(year.value, month.value, day.value, year.end);
}

function readNumericStart(text: string, at: number): TextDate | null {
  const first = readNumber(text, at, 4);
  if (first === null) return null;
  const separator = text[first.end];
  if (first.end - at === 4) {
    // Year first.
    if (separator === '年') {
      const month = readNumber(text, skip(text, first.end + 1, ' '), 2);
      if (month === null || text[month.end] !== '月') return null;
      const day = readNumber(text, skip(text, month.end + 1, ' '), 2);
      if (day === null || text[day.end] !== '日') return null;
      return valid(first.value, month.value, day.value, day.end + 1);
    }
    if (separator !== '-' && separator !== '/' && separator !== '.') return null;
    const month = readNumber(text, first.end + 1, 2, 2);
    if (month === null || text[month.end] !== separator) return null;
    const day = readNumber(text, month.end + 1, 2, 2);
    if (day === null) return null;
    return valid(first.value, month.value, day.value, day.end);
  }
  if (first.end - at > 2) return null;
  if (separator === '.' && isDigit(text.charCodeAt(first.end + 1))) {
    // German numeric: "3.3.2026".
    const month = readNumber(text, first.end + 1, 2);
    if (month === null || text[month.end] !== '.') return null;
    const year = readNumber(text, month.end + 1, 4, 4);
    if (year === null) return null;
    return valid(year.value, month.value, first.value, year.end);
  }
  // Day first with a month name: "3 march 2026", "3. märz 2026", "1er mars 2026".
  let p = first.end;
  if (text.startsWith('er', p)) p += 2;
  p = skip(text, p, '. ');
  const month = readMonthName(text, p);
  if (month === null) return null;
  p = skip(text, month.end, '. ,');
  const year = readNumber(text, p, 4, 4);
  if (year === null) return null;
  return valid(year.value, month.value, first.value, year.end);
}

function readMonthName(text: string, at: number): { value: number; end: number } | null {
  let end = at;
  while (end < text.length && end - at <= MAX_MONTH_CHARS && isLetter(text.charCodeAt(end))) end++;
  if (end === at || end - at > MAX_MONTH_CHARS) return null;
  const value = MONTHS.get(text.slice(at, end));
  return value === undefined ? null : { value, end };
}

/** 1 to `maxDigits` ASCII digits at `at` (at least `minDigits`), not followed by another digit. */
function readNumber(
  text: string,
  at: number,
  maxDigits: number,
  minDigits = 1,
): { value: number; end: number } | null {
  let value = 0;
  let end = at;
  while (end < text.length && end - at < maxDigits && isDigit(text.charCodeAt(end))) {
    value = value * 10 + text.charCodeAt(end) - 0x30;
    end++;
  }
  if (end - at < minDigits || isDigit(text.charCodeAt(end))) return null;
  return { value, end };
}

/** Past any of `characters` (at most four: separators, not runs of them). */
function skip(text: string, at: number, characters: string): number {
  let p = at;
  while (p < text.length && p - at < 4 && characters.includes(text[p])) p++;
  return p;
}

function valid(year: number, month: number, day: number, end: number): TextDate | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day, end };
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** ASCII and Latin-1 letters: enough for the month names above ("märz", "août", "décembre"). */
function isLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0xe0 && c <= 0xfe && c !== 0xf7);
}
