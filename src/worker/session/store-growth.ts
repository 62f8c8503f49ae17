/**
 * Room in the URL store for the inputs still to read, reserved ahead (UrlStore.reserve), so
 * that the store's columns grow once instead of doubling step by step, each step a copy of
 * everything held. How much is coming is estimated from what was read: the rows and URL
 * bytes each input byte gave so far in this session, times the bytes of the inputs queued;
 * and within one input, once an eighth of it is read, its own rows so far.
 * An estimate, and only room: too little, and the columns double from there as before; too
 * much, and `trim` gives it back once nothing is queued.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { storeBytes, type SessionLimits } from './session-limits';

/** Below this many rows to come, the doubling is cheap enough. */
const MIN_RESERVED_ROWS = 65_536;
/** Asked for beyond the estimate, so a slight underestimate does not double the columns. */
const MARGIN = 1 / 16;

/** What one input's reading tells the estimate (see {@link StoreGrowth.start}). */
export interface InputGrowth {
  /** A slice was read: `bytesRead` of the input's bytes so far. */
  read(bytesRead: number): void;
  /** The input is done; `isRead` false when it failed or was cancelled. */
  finish(isRead: boolean): void;
}

export class StoreGrowth {
  /** Input bytes read so far, and the rows and URL text bytes they gave. */
  private inputBytes = 0;
  private rows = 0;
  private textBytes = 0;
  /** Bytes of the inputs queued and not yet read. */
  private queuedBytes = 0;

  constructor(
    private readonly store: UrlStore,
    private readonly limits: SessionLimits,
  ) {}

  /** An input of `bytes` joins the queue. */
  queue(bytes: number): void {
    this.queuedBytes += bytes;
  }

  /**
   * An input of `bytes` is about to be read: reserves room for it and those after it at the
   * rate learned so far, and returns what its reading tells: how far it is read (`read`: an
   * eighth in, its own rows so far say what the rest will bring, the one estimate a single
   * big input has, such as an archive) and that it is done (`finish`; `isRead` false when it
   * failed or was cancelled, which teaches nothing about the rate).
   */
  start(bytes: number): InputGrowth {
    this.reserveForQueue();
    const rowsBefore = this.store.size;
    const textBefore = this.store.text.used;
    let hasEstimated = false;
    return {
      read: (bytesRead) => {
        if (hasEstimated || bytesRead < bytes / 8 || bytesRead >= bytes) return;
        const rows = this.store.size - rowsBefore;
        if (rows <= 0) return;
        hasEstimated = true;
        const share = ((bytes - bytesRead) / bytesRead) * (1 + MARGIN);
        this.reserve(rows * share, (this.store.text.used - textBefore) * share);
      },
      finish: (isRead) => {
        this.queuedBytes -= bytes;
        if (!isRead || this.store.size < rowsBefore) return;
        this.inputBytes += bytes;
        this.rows += this.store.size - rowsBefore;
        this.textBytes += this.store.text.used - textBefore;
      },
    };
  }

  private reserveForQueue(): void {
    if (this.inputBytes === 0 || this.rows === 0) return;
    const share = (this.queuedBytes / this.inputBytes) * (1 + MARGIN);
    this.reserve(this.rows * share, this.textBytes * share);
  }

  /** Room for `rows` more rows and `textBytes` more bytes of text, within the caps. */
  private reserve(rows: number, textBytes: number): void {
    const roomRows = this.limits.storeUrls - this.store.size;
    const roomBytes = this.limits.storeBytes - storeBytes(this.store);
    const wanted = Math.min(Math.ceil(rows), roomRows);
    if (wanted < MIN_RESERVED_ROWS) return;
    this.store.reserve(wanted, Math.max(0, Math.min(Math.ceil(textBytes), roomBytes)));
  }
}
