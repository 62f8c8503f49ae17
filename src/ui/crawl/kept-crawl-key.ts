/**
 * The key under which builds before the workspace kept the crawl export beside the files
 * (storage/kept-file-store.ts): a copy under it, without a kind, is read back as the crawl.
 */
export const KEPT_CRAWL_KEY = 'crawl-export';
