/** The key under which the crawl export is kept beside the files (storage/kept-file-store.ts). */
export const KEPT_CRAWL_KEY = 'crawl-export';

export function isKeptCrawl(key: string): boolean {
  return key === KEPT_CRAWL_KEY;
}
