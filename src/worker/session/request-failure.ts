/**
 * A request that cannot finish for a reason the user can act on: thrown by the session, sent
 * by the worker's shell as an error event with this code (which the page words) rather than
 * as `internal`. `message` is English detail for logs, as on every error event.
 */
import type { AnalyzerErrorCode } from '../protocol/request-map';

export class RequestFailure extends Error {
  constructor(
    readonly code: AnalyzerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}
