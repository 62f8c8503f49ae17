/**
 * What every session request runs with: where its events go, whether it was cancelled, a
 * way to let other messages in, and the clocks. Its own module so that the session's parts
 * (input-turns.ts) can name them without importing the session.
 */
import type { AnalyzerEvent, RequestId } from '../protocol/request-map';

/** What a request that was cancelled part-way answers, whichever request it is. */
export const CANCELLED = 'cancelled';
export type Cancelled = typeof CANCELLED;

export interface RequestContext {
  readonly requestId: RequestId;
  emit(event: AnalyzerEvent): void;
  isCancelled(): boolean;
  yieldToEvents(): Promise<void>;
}

/** What a slow answer needs of its request: to hear a cancel and to let messages in. */
export type Cancellable = Pick<RequestContext, 'isCancelled' | 'yieldToEvents'>;

/**
 * The one request that is never cancelled, for callers with nothing to cancel (the command
 * line, a streamed run): its events go to `emit` (dropped when none is given), and it never
 * waits for other messages, since none can come.
 */
export function uncancelledRequest(
  emit: (event: AnalyzerEvent) => void = () => undefined,
): RequestContext {
  return { requestId: 0, emit, isCancelled: () => false, yieldToEvents: () => Promise.resolve() };
}

/** {@link uncancelledRequest} where only a cancel and a yield are asked for. */
export const NEVER_CANCELLED: Cancellable = uncancelledRequest();

export interface SessionClock {
  /** Wall time in ms since the epoch ("now" for lastmod-in-the-future checks). */
  nowMs(): number;
  /** A monotonic clock in ms (bounds a regular expression's work). */
  monotonicMs(): number;
}
