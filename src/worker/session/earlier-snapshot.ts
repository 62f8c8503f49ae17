/**
 * The earlier snapshot of a site, read beside what is loaded and kept apart from it: a session
 * of its own (its own UrlStore, documents and reports), so its URLs never reach the URL table's
 * rows, the problems or the lastmod verdicts of the current set. The comparison with the
 * current store (src/core/snapshot) is made on demand and kept while neither side changes.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { compareSnapshots, type SnapshotComparison } from '../../core/snapshot/snapshot-compare';
import { joinSnapshots, type SnapshotJoin } from '../../core/snapshot/snapshot-join';
import type { OpenFileInput } from '../protocol/files';
import { InspectorSession, type SessionOptions } from './inspector-session';
import {
  CANCELLED,
  type Cancelled,
  type RequestContext,
  type SessionClock,
} from './session-context';

export interface EarlierSummary {
  files: number;
  urls: number;
  /** Inputs that could not be read at all. */
  failed: number;
}

export class EarlierSnapshot {
  private session: InspectorSession;
  private inputIds: string[] = [];
  private failed = 0;
  private cached: { key: string; join: SnapshotJoin; comparison: SnapshotComparison } | undefined;

  constructor(
    private readonly clock: SessionClock,
    private readonly options: SessionOptions = {},
  ) {
    this.session = new InspectorSession(clock, options);
  }

  get store(): UrlStore {
    return this.session.store;
  }

  get isLoaded(): boolean {
    return this.inputIds.length > 0;
  }

  /** Replaces the earlier snapshot with these inputs (read as the current ones are). */
  async open(
    files: readonly OpenFileInput[],
    context: RequestContext,
  ): Promise<EarlierSummary | Cancelled> {
    this.clear();
    let failed = 0;
    // Its progress and reports are its own: the page's file list shows the current set only.
    const outcome = await this.session.open(files, {
      ...context,
      emit: (event) => {
        if (event.type === 'error' && event.fileId !== undefined) failed++;
      },
    });
    if (outcome === CANCELLED) {
      this.clear();
      return CANCELLED;
    }
    this.inputIds = files.map((file) => file.fileId);
    this.failed = failed;
    return this.summary();
  }

  clear(): void {
    this.session = new InspectorSession(this.clock, this.options);
    this.inputIds = [];
    this.failed = 0;
    this.cached = undefined;
  }

  summary(): EarlierSummary {
    return {
      files: this.session.reports().filter((r) => r.kind !== 'archive').length,
      urls: this.session.store.size,
      failed: this.failed,
    };
  }

  /** The join and the comparison with `current`, made again only when either side changed. */
  compare(
    current: InspectorSession,
  ): { join: SnapshotJoin; comparison: SnapshotComparison } | undefined {
    if (!this.isLoaded) return undefined;
    const key = `${this.session.dataVersion}:${current.dataVersion}:${current.store.removals}`;
    if (this.cached?.key !== key) {
      const join = joinSnapshots(this.session.store, current.store);
      this.cached = {
        key,
        join,
        comparison: compareSnapshots(this.session.store, current.store, join),
      };
    }
    return this.cached;
  }

  /** The earlier session (its rows answer the table's **Removed** filter). */
  get earlierSession(): InspectorSession {
    return this.session;
  }
}
