/**
 * The dates an element states in its markup, decided from its name and attributes alone:
 *
 * - `<meta>` named (by `name` or `property`, any case) as Open Graph's article dates
 *   (https://ogp.me/#type_article), the widespread non-standard `og:updated_time`, Dublin Core
 *   (`DC.date.modified`, `dcterms.modified`, …) or `last-modified`; `http-equiv=last-modified`.
 * - microdata `itemprop` (WHATWG HTML §5.2; the value is `content`, `datetime` or the text, §5.2.4).
 * - RDFa `property` (https://www.w3.org/TR/rdfa-lite/; `content` or the text).
 * - `<time>` (HTML §4.5.14) in a date role: `pubdate` (an HTML5 draft attribute still in
 *   use), or a class or id on it or an ancestor naming it updated/modified or published
 *   (WordPress's `entry-date published` / `updated`), as htmldate's time-element pass does.
 */
import type { DateRole, DateSource } from './page-facts';

/** A date an element states: its value, or null when the value is the element's text. */
export interface MarkupDate {
  role: DateRole;
  source: DateSource;
  value: string | null;
}

/** Bits of the date role a class or id names, inherited by descendants (a `<time>` takes its role from them). */
export const HINT_MODIFIED = 1;
export const HINT_PUBLISHED = 2;

const META_DATES: ReadonlyMap<string, DateRole> = new Map([
  ['article:modified_time', 'modified'],
  ['og:updated_time', 'modified'],
  ['dc.date.modified', 'modified'],
  ['dcterms.modified', 'modified'],
  ['last-modified', 'modified'],
  ['lastmod', 'modified'],
  ['article:published_time', 'published'],
  ['dc.date.issued', 'published'],
  ['dc.date.created', 'published'],
  ['dcterms.created', 'published'],
  ['dcterms.issued', 'published'],
]);

/** schema.org properties, as itemprop or RDFa property, with or without a prefix or vocabulary URL. */
const SCHEMA_DATES: ReadonlyMap<string, DateRole> = new Map([
  ['datemodified', 'modified'],
  ['datepublished', 'published'],
]);

type Attributes = ReadonlyMap<string, string>;

/** The dates element `name` (lower case) with `attributes` (lower-case names) states; `hint`: the nearest ancestor's bits. */
export function markupDates(name: string, attributes: Attributes, hint: number): MarkupDate[] {
  const dates: MarkupDate[] = [];
  if (name === 'meta') addMetaDate(dates, attributes);
  const own = attributes.get('content') ?? attributes.get('datetime') ?? null;
  for (const role of schemaRoles(attributes.get('itemprop')))
    dates.push({ role, source: 'microdata', value: own });
  if (dates.length === 0 || name !== 'meta')
    for (const role of schemaRoles(attributes.get('property')))
      dates.push({ role, source: 'rdfa', value: own });
  if (name === 'time' && dates.length === 0) {
    const value = attributes.get('datetime') ?? null;
    const bits = attributes.has('pubdate') ? HINT_PUBLISHED : hintOf(attributes) || hint;
    if (bits & HINT_MODIFIED) dates.push({ role: 'modified', source: 'time-element', value });
    if (bits & HINT_PUBLISHED) dates.push({ role: 'published', source: 'time-element', value });
  }
  return dates;
}

/** The date-role bits an element's own class and id name (0 when none). */
export function hintOf(attributes: Attributes): number {
  const names = `${attributes.get('class') ?? ''} ${attributes.get('id') ?? ''}`.toLowerCase();
  if (names.length === 1) return 0;
  let bits = 0;
  if (names.includes('updat') || names.includes('modif')) bits |= HINT_MODIFIED;
  if (
    names.includes('publish') ||
    names.includes('pubdate') ||
    names.includes('posted') ||
    names.includes('entry-date')
  )
    bits |= HINT_PUBLISHED;
  return bits;
}

function addMetaDate(dates: MarkupDate[], attributes: Attributes): void {
  const content = attributes.get('content');
  if (content === undefined) return;
  const equiv = attributes.get('http-equiv')?.trim().toLowerCase();
  if (equiv === 'last-modified') {
    dates.push({ role: 'modified', source: 'meta:http-equiv:last-modified', value: content });
    return;
  }
  for (const key of ['property', 'name'] as const) {
    const named = attributes.get(key)?.trim().toLowerCase();
    const role = named === undefined ? undefined : META_DATES.get(named);
    if (named !== undefined && role !== undefined) {
      dates.push({ role, source: `meta:${named}`, value: content });
      return;
    }
  }
}

function schemaRoles(value: string | undefined): DateRole[] {
  if (value === undefined) return [];
  const roles: DateRole[] = [];
  for (const token of value.toLowerCase().split(/\s+/)) {
    // "dateModified", "schema:dateModified", "https://schema.org/dateModified".
    const name = token.slice(Math.max(token.lastIndexOf('/'), token.lastIndexOf(':')) + 1);
    const role = SCHEMA_DATES.get(name);
    if (role !== undefined && !roles.includes(role)) roles.push(role);
  }
  return roles;
}
