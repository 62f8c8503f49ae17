/**
 * Small shared vocabularies of the URL store's columns: the changefreq enum (sitemaps.org
 * protocol: always, hourly, daily, weekly, monthly, yearly, never) and the sortable columns.
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

/** The changefreq text of a code ("invalid" for values outside the protocol's list). */
export function changefreqName(code: number): string {
  return code < CHANGEFREQ_NAMES.length ? CHANGEFREQ_NAMES[code] : 'invalid';
}

/** The store always interns this code first, so it is bit 0 of `problemBits`. */
export const DUPLICATE_CODE = 'duplicate-url';

/** Columns a view can be sorted by. `row` is the order the URLs were read in. */
export const SORT_COLUMNS = [
  'row',
  'loc',
  'lastmod',
  'changefreq',
  'priority',
  'file',
  'images',
  'videos',
  'alternates',
  'news',
  'problems',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
