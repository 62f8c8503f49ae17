/**
 * The byte codes of the URL store's changefreq column: the sitemaps.org protocol's values
 * (always, hourly, daily, weekly, monthly, yearly, never), so a row spends one byte on it and
 * sorting and filtering compare small integers instead of strings.
 */

/** Stored in one byte per row. Order: absent first, the protocol's values from most to least frequent. */
export const CHANGEFREQ_NAMES = [
  '',
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const;
/** Code of a changefreq value that is not one of the protocol's (its text is not kept). */
export const CHANGEFREQ_INVALID = CHANGEFREQ_NAMES.length;

const codeOfName = new Map<string, number>(CHANGEFREQ_NAMES.map((name, code) => [name, code]));

/** Byte code of a changefreq text: 0 when absent, CHANGEFREQ_INVALID when unknown. */
export function changefreqCode(value: string | undefined): number {
  if (value === undefined) return 0;
  // Lenient (as Google): case and surrounding spaces do not matter.
  return codeOfName.get(value.trim().toLowerCase()) ?? CHANGEFREQ_INVALID;
}

/** {@link changefreqCode}, remembering the last text: a sitemap repeats one value for long runs. */
export class ChangefreqCoder {
  private lastText: string | undefined;
  private lastCode = 0;

  codeOf(value: string | undefined): number {
    if (value === undefined) return 0;
    if (value !== this.lastText) {
      this.lastText = value;
      this.lastCode = changefreqCode(value);
    }
    return this.lastCode;
  }
}

/** The changefreq text of a code ("invalid" for values outside the protocol's list). */
export function changefreqName(code: number): string {
  return code < CHANGEFREQ_NAMES.length ? CHANGEFREQ_NAMES[code] : 'invalid';
}
