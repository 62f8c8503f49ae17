/**
 * Which fetches of a site read end as documents of their own, and what such a document keeps
 * of its fetch record. Apart from the problem they become (fetch-failure-problem.ts), so the
 * bookmarklet carries these few lines and not the problem registry.
 */
import type { FetchRecord } from './fetch-record';

/** What a failed fetch's document needs of its record (the fetch log keeps these too). */
export type FetchFailureFacts = Pick<
  FetchRecord,
  'url' | 'status' | 'redirects' | 'bytes' | 'failure' | 'errorCode'
>;

/**
 * The fetches that end as documents of their own (`fetch-failed`): every failed one but a
 * robots.txt that means "no rules" rather than a failure: one answering 4xx other than 429
 * (RFC 9309 §2.3.1.3), or one behind a redirect loop or more than five redirects, which
 * Google treats as missing (read-site.ts `robotsStatusOf`); and but a common place tried by
 * `--discover`, which nothing listed, so its 404 is an answer rather than a missing file.
 */
export function failedFetches<Record extends FetchFailureFacts & Pick<FetchRecord, 'purpose'>>(
  records: readonly Record[],
): Record[] {
  return records.filter(
    (record) =>
      record.failure !== undefined &&
      record.purpose !== 'discover' &&
      !(record.purpose === 'robots' && isRobotsMissing(record)),
  );
}

function isRobotsMissing({ status, failure }: FetchFailureFacts): boolean {
  if (failure === 'too-many-redirects' || failure === 'redirect-loop') return true;
  return status !== null && status >= 400 && status < 500 && status !== 429;
}
