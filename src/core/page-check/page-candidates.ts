/**
 * The sitemaps' URLs as the page check's candidates: every stored URL with its lastmod as
 * the store formats it, the file that lists it and its section. The command line samples
 * these after `--site` (scripts/inspect-pages.ts) and the worker after a bookmarklet's
 * hand-over (`pageSample`), so the same sitemaps give the same sample (page-sample.ts).
 */
import { formatLastmod } from '../analysis/lastmod-format';
import type { UrlStore } from '../analysis/url-store';
import { asDocumentId } from '../ids';
import type { PageCandidate } from './check-pages';

/** Every stored sitemap URL as a candidate for the sample. */
export function pageCandidates(store: UrlStore): PageCandidate[] {
  const candidates: PageCandidate[] = [];
  for (let row = 0; row < store.size; row++) {
    const url = store.loc(row);
    const ms = store.lastmodMs[row]!;
    const lastmod = formatLastmod(ms, store.lastmodPrecision[row]!) || null;
    candidates.push({
      url,
      lastmod,
      lastmodMs: lastmod === null ? null : ms,
      file: store.documentName(asDocumentId(store.documentOf[row]!)),
      section: sectionOf(url),
    });
  }
  return candidates;
}

/** The first path segment (`/blog/`), or `/` for a page at the root. */
function sectionOf(url: string): string {
  const path = URL.canParse(url) ? new URL(url).pathname : '/';
  const end = path.indexOf('/', 1);
  return end < 0 ? '/' : path.slice(0, end + 1);
}
