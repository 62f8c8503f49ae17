/**
 * Tells the page how far the reading of one input got: bytes read, bytes inflated, URLs
 * found. Every progress event is a render of the page, so they are sent at most every
 * `PROGRESS_INTERVAL_MS`, and once more at the end.
 */
import type { ContainerFormat } from '../../core/archive/sniff-format';
import { sniffFormat } from '../../core/archive/sniff-format';
import type { InputId } from '../../core/ids';
import type { AnalyzerEvent, RequestId } from '../protocol/request-map';

/** Measured 2026-11-30 (bench/browser.bench.ts): one event per MiB made ~16 page renders a second. */
export const PROGRESS_INTERVAL_MS = 200;

export interface ProgressTarget {
  readonly requestId: RequestId;
  emit(event: AnalyzerEvent): void;
  /** A monotonic clock in ms. */
  monotonicMs?(): number;
  /** Hears every slice read, unthrottled (the session's store growth estimates from it). */
  onBytesRead?(bytesRead: number): void;
}

export class InputProgress {
  format: ContainerFormat = sniffFormat(new Uint8Array(0));
  private bytesRead = 0;
  private inflatedBytes = 0;
  private urls = 0;
  private lastSentAt = -Infinity;

  constructor(
    private readonly target: ProgressTarget,
    private readonly inputId: InputId,
    readonly totalBytes: number,
  ) {}

  /** A slice of the input was read; `format` is what its first bytes looked like. */
  onSlice(bytesRead: number, format: ContainerFormat): void {
    this.bytesRead = bytesRead;
    this.format = format;
    this.target.onBytesRead?.(bytesRead);
    this.send(false);
  }

  /** The pipeline's running totals. */
  onTotals(inflatedBytes: number, urls: number): void {
    this.inflatedBytes = inflatedBytes;
    this.urls = urls;
    this.send(false);
  }

  /** The final totals, always sent. */
  finish(inflatedBytes: number, urls: number): void {
    this.inflatedBytes = inflatedBytes;
    this.urls = urls;
    this.send(true);
  }

  private send(isFinal: boolean): void {
    const now = this.target.monotonicMs?.() ?? 0;
    if (!isFinal && now - this.lastSentAt < PROGRESS_INTERVAL_MS) return;
    this.lastSentAt = now;
    this.target.emit({
      type: 'progress',
      id: this.target.requestId,
      inputId: this.inputId,
      bytesRead: this.bytesRead,
      totalBytes: this.totalBytes,
      format: this.format,
      inflatedBytes: this.inflatedBytes,
      urls: this.urls,
    });
  }
}
