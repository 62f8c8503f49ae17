/**
 * The columns the user picked for a crawl export of unknown shape, remembered in this
 * browser by the file's header (its `headerKey`), so the next export with the same header is
 * read at once. A storage that refuses (private mode, full) only means asking again.
 */
import type { CrawlColumnMapping } from '../../core/crawl/crawl-columns';

const STORAGE_KEY = 'inspector.crawlMappings';
/** The last few shapes are enough; older ones are dropped. */
const MAX_KEPT = 20;

type Kept = Record<string, CrawlColumnMapping>;

function readKept(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

export function recallMapping(headerKey: string): CrawlColumnMapping | undefined {
  const mapping = readKept()[headerKey];
  return mapping && typeof mapping.url === 'string' ? mapping : undefined;
}

export function rememberMapping(headerKey: string, mapping: CrawlColumnMapping): void {
  const kept = readKept();
  delete kept[headerKey];
  kept[headerKey] = mapping;
  const keys = Object.keys(kept);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) delete kept[old];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Not kept: the dialog asks again next time.
  }
}
