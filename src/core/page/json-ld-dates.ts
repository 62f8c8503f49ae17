/**
 * `dateModified` and `datePublished` of a page's JSON-LD blocks (schema.org CreativeWork,
 * https://schema.org/dateModified), wherever a block puts them: the top object, a top-level
 * array, an `@graph`, or any nested object (`mainEntity`, `isPartOf`, `hasPart`, …).
 *
 * Which object speaks for the page: the dates of an object whose `@type` is an article or a
 * posting (Article, NewsArticle, BlogPosting, …) beat those of a web page (WebPage,
 * ItemPage, …), which beat an object of any other or no type, which beat an object whose
 * type is known to describe something else (Organization, Person, WebSite, ImageObject, …:
 * a WebSite's dateModified is the site's, a logo's is the image's). Google reads the dates
 * of "Article, BlogPosting, VideoObject" (publication-dates guide); Yoast and others give the
 * same dates to both the WebPage and the Article of their @graph, so the order between those
 * two rarely matters. Within a rank, the first in document order wins.
 */
import { MAX_JSON_LD_NODES } from './page-limits';

/** A date string found in JSON-LD, with the rank of the object that holds it (higher speaks for the page). */
export interface JsonLdDate {
  text: string;
  role: 'modified' | 'published';
  rank: number;
}

const RANK_ARTICLE = 3;
const RANK_PAGE = 2;
const RANK_OTHER = 1;
const RANK_NOT_THE_PAGE = 0;

/** Types whose dates are not the page's. */
const NOT_THE_PAGE = new Set([
  'organization',
  'person',
  'website',
  'imageobject',
  'brand',
  'place',
  'localbusiness',
  'breadcrumblist',
  'listitem',
  'searchaction',
  'sitenavigationelement',
  'wpheader',
  'wpfooter',
  'comment',
  'offer',
  'aggregaterating',
  'rating',
  'review',
]);

/** Every dateModified / datePublished in a parsed JSON-LD value, in document order, at most MAX_JSON_LD_NODES values visited. */
export function jsonLdDates(root: unknown): JsonLdDate[] {
  const dates: JsonLdDate[] = [];
  // Depth-first in document order, with an explicit stack: a block may nest deeper than the call stack.
  const stack: unknown[] = [root];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_JSON_LD_NODES) {
    const value = stack.pop();
    visited++;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push(value[i]);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const object = value as Record<string, unknown>;
    const rank = rankOf(object['@type']);
    addDate(dates, object.dateModified, 'modified', rank);
    addDate(dates, object.datePublished, 'published', rank);
    const keys = Object.keys(object);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = object[keys[i]];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return dates;
}

/** The date that speaks for the page among `dates` with `role`: highest rank, then first. */
export function bestJsonLdDate(
  dates: readonly JsonLdDate[],
  role: JsonLdDate['role'],
): JsonLdDate | null {
  let best: JsonLdDate | null = null;
  for (const date of dates)
    if (date.role === role && (best === null || date.rank > best.rank)) best = date;
  return best;
}

function addDate(
  dates: JsonLdDate[],
  value: unknown,
  role: JsonLdDate['role'],
  rank: number,
): void {
  // schema.org allows a Date or DateTime; JSON-LD may wrap it as { "@value": … } or repeat it in an array.
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' &&
          first !== null &&
          typeof (first as Record<string, unknown>)['@value'] === 'string'
        ? ((first as Record<string, unknown>)['@value'] as string)
        : null;
  if (text !== null && text.trim() !== '') dates.push({ text: text.trim(), role, rank });
}

function rankOf(type: unknown): number {
  const types = Array.isArray(type) ? type : [type];
  let rank = types.length === 0 ? RANK_OTHER : RANK_NOT_THE_PAGE;
  for (const entry of types) {
    if (typeof entry !== 'string') {
      rank = Math.max(rank, RANK_OTHER);
      continue;
    }
    // "Article", "schema:Article", "https://schema.org/Article".
    const name = entry
      .slice(Math.max(entry.lastIndexOf('/'), entry.lastIndexOf(':')) + 1)
      .toLowerCase();
    if (name.endsWith('article') || name.endsWith('posting') || name === 'report')
      rank = Math.max(rank, RANK_ARTICLE);
    else if (name.endsWith('page')) rank = Math.max(rank, RANK_PAGE);
    else if (!NOT_THE_PAGE.has(name)) rank = Math.max(rank, RANK_OTHER);
  }
  return rank;
}
