/**
 * The session's queue of input reads: each input is read in its turn, in the order it was
 * added, here (ingest-input.ts) or by merging the job a pool of ingest workers ran for it
 * (pooled-ingest.ts, sent the moment the input is queued), so rows, problems and duplicates
 * come out in input order whatever the pool size. Queries are answered between the chunks
 * of a turn. Room in the store is reserved for what is queued (store-growth.ts) and the
 * slack given back once nothing is.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId, InputId } from '../../core/ids';
import type { IngestPool } from '../pool/ingest-pool';
import type { OpenedFile } from '../protocol/files';
import { ingestInput, type IngestInputContext } from './ingest-input';
import type { RequestContext, SessionClock } from './session-context';
import { ingestPooledInput, sendToPool, type PooledJob } from './pooled-ingest';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionBudget } from './session-limits';
import type { RowsListener } from './session-analysis';
import type { SessionProblems } from './session-problems';
import { sourceSize } from './source-chunks';
import { StoreGrowth, type InputGrowth } from './store-growth';

/** What a turn reads into: the session's store, documents, problems and caps. */
export interface TurnTarget {
  readonly store: UrlStore;
  readonly documents: Map<DocumentId, DocumentRecord>;
  readonly problems: SessionProblems;
  readonly budget: SessionBudget;
  readonly clock: SessionClock;
  /** SessionOptions.nativeInflate: which inflater the pipeline uses. */
  readonly nativeInflate: boolean | 'zip' | undefined;
  /** The session's analyses, which take what they need from the rows as they are read. */
  readonly analyses: RowsListener;
  /** A turn ended (read, failed or cancelled): the inputs the views show changed. */
  onTurnEnd(): void;
}

export class InputTurns {
  /** Room in the store for the inputs queued, reserved ahead. */
  private readonly growth: StoreGrowth;
  /** The pool's job for each input sent to it and not yet merged. */
  private readonly jobs = new Map<InputId, PooledJob>();
  /** The last input's sending to the pool: the next waits for it (pooled-ingest.ts). */
  private sending: Promise<unknown> = Promise.resolve();
  private turn: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly target: TurnTarget,
    /** Workers that read the inputs queued from now on in parallel; none: read here. */
    public pool: IngestPool | undefined,
  ) {
    this.growth = new StoreGrowth(target.store, target.budget.limits);
  }

  /**
   * Queues the reading of `input`: with a pool its job is sent now and merged in its turn.
   * Resolves to the opened file, or null when it was cancelled or removed first.
   */
  take(input: InputRecord, context: RequestContext): Promise<OpenedFile | null> {
    const job =
      this.pool &&
      sendToPool(
        this.pool,
        input,
        {
          budget: this.target.budget,
          nowMs: this.target.clock.nowMs(),
          ...this.inflateOption(),
        },
        this.sending,
      );
    if (job) {
      this.jobs.set(input.inputId, job);
      this.sending = job.parts.catch(() => undefined);
    }
    const bytes = sourceSize(input.source);
    this.growth.queue(bytes);
    const opened = this.enqueue(async () => {
      const growth = this.growth.start(bytes);
      let isRead = false;
      try {
        const read = await this.read(input, context, job, growth);
        isRead = read !== null;
        return read;
      } finally {
        growth.finish(isRead);
      }
    });
    // Awaited in order by `open`; a turn left behind by a cancel must not count as unhandled.
    opened.catch(() => undefined);
    return opened;
  }

  /** Stops the pool's job for an input (queued or running); its turn then reads nothing. */
  cancel(inputId: InputId): void {
    this.jobs.get(inputId)?.cancel();
  }

  /** Reads one input in its turn: here, or by merging its pool job. */
  private async read(
    input: InputRecord,
    context: RequestContext,
    job: PooledJob | undefined,
    growth: InputGrowth,
  ): Promise<OpenedFile | null> {
    if (context.isCancelled() || input.isRemoved) {
      job?.cancel();
      return null;
    }
    const { store, documents, problems, budget, clock, analyses } = this.target;
    const ingestContext: IngestInputContext = {
      ...context,
      nowMs: clock.nowMs(),
      monotonicMs: () => clock.monotonicMs(),
      budget,
      analyses,
      onBytesRead: (bytesRead) => growth.read(bytesRead),
      ...this.inflateOption(),
    };
    if (!job) return ingestInput(store, documents, problems, input, ingestContext);
    return ingestPooledInput(store, documents, problems, input, ingestContext, job).finally(
      () => this.jobs.get(input.inputId) === job && this.jobs.delete(input.inputId),
    );
  }

  private inflateOption(): { nativeInflate?: boolean | 'zip' } {
    const { nativeInflate } = this.target;
    return nativeInflate !== undefined ? { nativeInflate } : {};
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    this.queued++;
    const run = this.turn.then(work, work).finally(() => {
      this.target.onTurnEnd();
      // Room was reserved for what was queued; once nothing is, give the slack back.
      if (--this.queued === 0) this.target.store.trim();
    });
    this.turn = run.catch(() => undefined);
    return run;
  }
}
