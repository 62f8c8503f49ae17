/** The kept-file store's shapes, apart from its implementations (opfs-store, indexeddb-store). */
import type { FetchFailureFacts } from '../../core/site/failed-fetches';
import type { LeftOutChild } from '../../core/site/left-out-child';
import type { InputOrigin } from '../file-list/input-files';
import type { EntryKind } from '../workspace/workspace';

export interface KeptFileInfo {
  key: string;
  name: string;
  origin: InputOrigin;
  /** The workspace entry's kind; copies kept before kinds existed are files (or the crawl export). */
  kind?: EntryKind;
  /** A sitemap the site did not give: how its fetch failed (its blob is empty). */
  fetch?: FetchFailureFacts;
  /** An index's child the saved run's pattern left out (its blob is empty). */
  leftOut?: LeftOutChild;
}

export interface KeptFile extends KeptFileInfo {
  blob: Blob;
}

export interface KeptFileStore {
  /** The kept files, in the order they were kept. */
  list(): Promise<KeptFile[]>;
  put(file: KeptFile): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}
