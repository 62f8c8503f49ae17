/**
 * Which of a page's dates is its modification (or publication) date. The sources rank by
 * how deliberately they describe this page's content:
 *
 * 1. `json-ld`: structured data Google documents for byline dates (publication-dates guide).
 * 2. `microdata`, `rdfa`: the same schema.org properties, written inline.
 * 3. `meta:*`: Open Graph and Dublin Core, usually written by the CMS's SEO plug-in.
 * 4. `time-element`: a `<time>` whose role is only guessed from its class or `pubdate`.
 * 5. `visible-text`: a labelled date in the text, read only when no source above gave one
 *    (read-page.ts), since pages show many dates (comments, related posts) besides their own.
 *
 * Within a rank the first date wins (for JSON-LD, the best-placed object, json-ld-dates.ts).
 * The `Last-Modified` header is not a candidate: on dynamic sites it is the generation time,
 * so it is kept apart and only page-verdict.ts falls back to it.
 */
import type { DateFact, DateRole, DateSource } from './page-facts';

/** The rank of a source: lower speaks better for the page. */
export function sourceRank(source: DateSource): number {
  if (source === 'json-ld') return 1;
  if (source === 'microdata' || source === 'rdfa') return 2;
  if (source.startsWith('meta:')) return 3;
  if (source === 'time-element') return 4;
  if (source === 'visible-text') return 5;
  return 6;
}

/** The date with `role` from the best-ranked source, the first of that source; null when none. */
export function chooseDate(dates: readonly DateFact[], role: DateRole): DateFact | null {
  let best: DateFact | null = null;
  for (const date of dates)
    if (date.role === role && (best === null || sourceRank(date.source) < sourceRank(best.source)))
      best = date;
  return best;
}
