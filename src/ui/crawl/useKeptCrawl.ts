/**
 * Keeps the crawl export in this browser beside the files (the same private storage,
 * storage/kept-file-store.ts, under its own key): written once it is read, deleted when it
 * is removed, cleared with the files by Forget, and read again by `restore` when the page
 * opens with its kept files. Its columns, if picked by hand, are remembered by its header.
 */
import { useCallback, useEffect, useState } from 'react';
import { sharedKeptFileStore } from '../storage/kept-file-store';
import { KEPT_CRAWL_KEY } from './kept-crawl-key';
import type { CrawlState } from './useCrawl';

export function useKeptCrawl(crawl: CrawlState) {
  const { loadedFile, open } = crawl;
  /** The file whose copy has landed in storage (the note says so only then). */
  const [keptFile, setKeptFile] = useState<File | undefined>();
  useEffect(() => {
    if (loadedFile === undefined) return;
    void sharedKeptFileStore().then(async (store) => {
      if (!store) return;
      try {
        if (!loadedFile) return await store.delete(KEPT_CRAWL_KEY);
        await store.put({
          key: KEPT_CRAWL_KEY,
          name: loadedFile.name,
          origin: 'upload',
          blob: loadedFile,
        });
        setKeptFile(loadedFile);
      } catch {
        // Not kept (storage refused or full): the note stays away.
      }
    });
  }, [loadedFile]);

  /** Reads the kept crawl export again; resolves to 1 when there was one, else 0. */
  const restore = useCallback(async () => {
    const store = await sharedKeptFileStore();
    const kept = (await store?.list().catch(() => []))?.find((file) => file.key === KEPT_CRAWL_KEY);
    if (!kept) return 0;
    open(new File([kept.blob], kept.name, { type: kept.blob.type }));
    return 1;
  }, [open]);

  return { restore, isKept: keptFile !== undefined && keptFile === loadedFile };
}
