/**
 * The earlier snapshot of a site, read beside what is loaded and kept apart from it: a session
 * of its own (its own UrlStore, documents and reports), so its URLs never reach the current
 * set's rows, problems or lastmod verdicts. The join with the current store (src/core/snapshot)
 * is made on demand and kept while neither side changes; it gives the table's **Change** column
 * and filter (the current rows' codes, and the earlier rows' `removed`). Which file is which
 * goes by the documents' URLs where each session's index tree knows them, else by their paths
 * (core/snapshot/snapshot-file-keys.ts): the same sitemap zipped, in a folder or alone is one
 * file.
 */
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import { compareSnapshots, type SnapshotComparison } from '../../core/snapshot/snapshot-compare';
import {
  snapshotFileKeys,
  storeDocuments,
  type SnapshotFileKeys,
} from '../../core/snapshot/snapshot-file-keys';
import type { DocumentId } from '../../core/ids';
import {
  CHANGE_CODE_OF,
  SnapshotJoiner,
  type ChangeName,
  type SnapshotJoin,
} from '../../core/snapshot/snapshot-join';
import type { OpenFileInput } from '../protocol/files';
import type { CompareAnswer, EarlierSnapshotSummary } from '../protocol/snapshot';
import { shownComparison } from '../../core/snapshot/comparison-shown';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { UrlStore } from '../../core/analysis/url-store';
import type { SessionDocumentReport } from '../protocol/files';

/** The part of a session the comparison reads. */
export interface ComparedSession {
  readonly store: UrlStore;
  readonly dataVersion: number;
  /** Where each document lives, as the session's index tree knows it. */
  documentLocations(): ReadonlyMap<DocumentId, string>;
}

/** The file each document of the two sessions is (the same document: the same key). */
export function sessionFileKeys(
  earlier: ComparedSession,
  current: ComparedSession,
): SnapshotFileKeys {
  return snapshotFileKeys(
    storeDocuments(earlier.store, earlier.documentLocations()),
    storeDocuments(current.store, current.documentLocations()),
  );
}

/** What the earlier snapshot's own session does (an InspectorSession: not imported, it owns us). */
export interface SnapshotSession extends ComparedSession {
  open(files: readonly OpenFileInput[], context: RequestContext): Promise<'done' | Cancelled>;
  reports(): SessionDocumentReport[];
}

interface Compared {
  key: string;
  join: SnapshotJoin;
  comparison: SnapshotComparison;
  keys: SnapshotFileKeys;
  /** The current session's data version it was counted at (the tree may know more URLs). */
  dataVersion: number;
}

export class EarlierSnapshot<Session extends SnapshotSession> {
  private session: Session | undefined;
  private failed = 0;
  private cached: Compared | undefined;
  private joiner:
    | { base: string; joiner: SnapshotJoiner; key: string; join: SnapshotJoin | undefined }
    | undefined;
  /** Changes when an earlier snapshot is read or forgotten (the current views change with it). */
  version = 0;
  /** The latest `open` or `clear`: an older read still running finds it moved on and stops. */
  private generation = 0;

  /** `createSession` makes the earlier snapshot's own session (a fresh one per snapshot). */
  constructor(private readonly createSession: () => Session) {}

  get isLoaded(): boolean {
    return this.session !== undefined;
  }

  /** The earlier snapshot's session: its rows answer the table's **Removed** filter. */
  get earlierSession(): Session | undefined {
    return this.session;
  }

  /** Replaces the earlier snapshot with these inputs (read as the current ones are). */
  async open(
    files: readonly OpenFileInput[],
    context: RequestContext,
  ): Promise<EarlierSnapshotSummary | Cancelled> {
    this.clear();
    const generation = this.generation;
    const session = this.createSession();
    let failed = 0;
    // Its progress and reports are its own: the page's file list shows the current set only.
    const outcome = await session.open(files, {
      ...context,
      isCancelled: () => context.isCancelled() || generation !== this.generation,
      emit: (event) => {
        if (event.type === 'error' && event.inputId !== undefined) failed++;
      },
    });
    if (outcome === CANCELLED || generation !== this.generation) return CANCELLED;
    this.session = session;
    this.failed = failed;
    this.version++;
    return this.summary()!;
  }

  clear(): void {
    this.generation++;
    if (this.session) this.version++;
    this.session = undefined;
    this.failed = 0;
    this.cached = undefined;
    this.joiner = undefined;
  }

  /** The Changes view's answer: this snapshot against `current`, kept while neither changes. */
  answer(current: ComparedSession): CompareAnswer {
    const summary = this.summary();
    const joined = this.compare(current);
    return summary && joined ? { earlier: summary, ...shownComparison(joined.comparison) } : {};
  }

  summary(): EarlierSnapshotSummary | undefined {
    if (!this.session) return undefined;
    return {
      files: this.session.reports().filter((r) => r.kind !== 'archive' && r.urls > 0).length,
      urls: this.session.store.size,
      failed: this.failed,
      withoutUrls: this.session
        .reports()
        .filter((r) => r.kind !== 'archive' && r.urls === 0 && !r.unreadable).length,
    };
  }

  /**
   * The join with `current`, extended to the rows added since it was last asked for (a long
   * read asks again with every slice: only its new rows are joined), made anew after a removal.
   */
  join(current: ComparedSession): { key: string; join: SnapshotJoin } | undefined {
    const earlier = this.session;
    if (!earlier) return undefined;
    const base = `${this.version}:${current.store.removals}`;
    if (this.joiner?.base !== base)
      this.joiner = { base, joiner: new SnapshotJoiner(earlier.store), key: '', join: undefined };
    const kept = this.joiner;
    const key = `${base}:${current.store.size}`;
    if (kept.key !== key || !kept.join) {
      kept.join = kept.joiner.extend(current.store);
      kept.key = key;
    }
    return { key, join: kept.join };
  }

  /** The join and the comparison with `current`, counted again only when either side changed. */
  compare(current: ComparedSession): Compared | undefined {
    const joined = this.join(current);
    const earlier = this.session;
    if (!joined || !earlier) return undefined;
    const { dataVersion } = current;
    if (this.cached?.key !== joined.key || this.cached.dataVersion !== dataVersion) {
      const keys = sessionFileKeys(earlier, current);
      this.cached = {
        ...joined,
        comparison: compareSnapshots(earlier.store, current.store, joined.join, keys),
        keys,
        dataVersion,
      };
    }
    return this.cached;
  }

  /** The filter of the current rows with change `name` (undefined: no earlier snapshot). */
  currentFilter(current: ComparedSession, name: ChangeName): CodeColumnFilter | undefined {
    const joined = this.compare(current);
    if (!joined) return undefined;
    return {
      column: joined.join.change,
      code: CHANGE_CODE_OF[name],
      key: `change:${name}:${joined.key}`,
    };
  }

  /** The filter of the earlier rows the current set lacks. */
  removedFilter(current: ComparedSession): CodeColumnFilter | undefined {
    const joined = this.join(current);
    if (!joined) return undefined;
    return {
      column: joined.join.earlierChange,
      code: CHANGE_CODE_OF.removed,
      key: `removed:${joined.key}`,
    };
  }
}
