/**
 * A failed fetch's facts as they arrive from outside this process: in the bookmarklet's
 * message (a page the site controls) and in a `--save` folder's fetch log (a file on disk).
 * Either may be anything, so each field is checked for its type, its size and its form
 * before it becomes a document (fetch-failure-problem.ts); a value that does not fit is
 * refused whole.
 */
import { FETCH_FAILURES, type FetchFailure } from './fetch-record';
import type { FetchFailureFacts } from './failed-fetches';

const FAILURES: ReadonlySet<string> = new Set(FETCH_FAILURES);

/** The longest address taken, as the hand-over's cap (browsers' practical limit is lower). */
const MAX_URL_LENGTH = 8192;

/** RFC 9309 §2.3.1.2's five redirects, and the one that ended the chain. */
const MAX_REDIRECTS_KEPT = 6;

const isShortText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_URL_LENGTH;

/**
 * The facts, when `value` is a failed fetch of a URL `isOwnUrl` accepts; otherwise
 * undefined. Only the fields a document needs are kept.
 */
export function readFetchFailureFacts(
  value: unknown,
  isOwnUrl: (url: string) => boolean,
): FetchFailureFacts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, status, redirects, bytes, failure, errorCode } = value as Record<string, unknown>;
  if (!isShortText(url) || !isOwnUrl(url)) return undefined;
  if (typeof failure !== 'string' || !FAILURES.has(failure)) return undefined;
  if (
    status !== null &&
    !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 999)
  )
    return undefined;
  if (!Array.isArray(redirects) || redirects.length > MAX_REDIRECTS_KEPT) return undefined;
  if (!redirects.every(isShortText)) return undefined;
  if (!Number.isSafeInteger(bytes) || (bytes as number) < 0) return undefined;
  if (
    errorCode !== undefined &&
    !(typeof errorCode === 'string' && /^[A-Z][A-Z0-9_]{1,47}$/.test(errorCode))
  )
    return undefined;
  return {
    url,
    status: status as number | null,
    redirects: redirects as string[],
    bytes: bytes as number,
    failure: failure as FetchFailure,
    ...(errorCode !== undefined ? { errorCode: errorCode as string } : {}),
  };
}
