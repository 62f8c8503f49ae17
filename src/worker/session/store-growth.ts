/**
 * Room in the URL store for the inputs still to read, reserved ahead (UrlStore.reserve), so
 * that the store's columns grow once instead of doubling step by step, each step a copy of
 * everything held. How much is coming is estimated from what was read: the rows and URL
 * bytes each input byte gave so far in this session, times the bytes of the inputs queued.
 * An estimate, and only room: too little, and the columns double from there as before; too
 * much, and `trim` gives it back once nothing is queued.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { storeBytes, type SessionLimits } from './session-limits';

/** Below this many rows to come, the doubling is cheap enough. */
const MIN_RESERVED_ROWS = 65_536;
/** Asked for beyond the estimate, so a slight underestimate does not double the columns. */
const MARGIN = 1 / 16;

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
   * An input of `bytes` is about to be read: reserves room for it and those after it, and
   * returns the function to call when it is done (`read`: false when it failed or was
   * cancelled, which teaches nothing about the rate).
   */
  start(bytes: number): (read: boolean) => void {
    this.reserveForQueue();
    const rowsBefore = this.store.size;
    const textBefore = this.store.text.used;
    return (read) => {
      this.queuedBytes -= bytes;
      if (!read || this.store.size < rowsBefore) return;
      this.inputBytes += bytes;
      this.rows += this.store.size - rowsBefore;
      this.textBytes += this.store.text.used - textBefore;
    };
  }

  private reserveForQueue(): void {
    if (this.inputBytes === 0 || this.rows === 0) return;
    const share = (this.queuedBytes / this.inputBytes) * (1 + MARGIN);
    const roomRows = this.limits.storeUrls - this.store.size;
    const roomBytes = this.limits.storeBytes - storeBytes(this.store);
    const rows = Math.min(Math.ceil(this.rows * share), roomRows);
    const textBytes = Math.min(Math.ceil(this.textBytes * share), roomBytes);
    if (rows >= MIN_RESERVED_ROWS) this.store.reserve(rows, Math.max(0, textBytes));
  }
}
