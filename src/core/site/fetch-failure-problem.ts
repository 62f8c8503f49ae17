/**
 * A failed fetch as the problem its document carries (`fetch-failed`): the failure's code
 * and the facts that word it, never English, so the catalogs say it in every language and
 * the page, a `--save` folder and the command line show the same thing.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { FetchFailureFacts } from './failed-fetches';

export function fetchFailedProblem(record: FetchFailureFacts): Problem {
  const landed = record.redirects.at(-1);
  // Every argument of the catalogs' template is given, with a stand-in where the record has
  // none: a translation missing one would fall back to English.
  return createProblem('fetch-failed', 0, 0, {
    failure: failureKey(record),
    status: record.status ?? 0,
    landed: landed === undefined ? '—' : schemeOnlyUnlessHttp(landed),
    bytes: record.bytes,
    errorCode: record.errorCode ?? '—',
  });
}

/**
 * The failure as an ICU select key (which cannot hold a hyphen: `http_status`), a network
 * failure told apart by the fetch's error code (Node's undici and libuv codes): a refused
 * connection, a name that does not resolve, headers past Node's 16 KiB, an answer that is
 * not HTTP and a certificate refused are each their own finding.
 */
function failureKey(record: FetchFailureFacts): string {
  const failure = record.failure ?? 'http-status';
  const code = record.errorCode ?? '';
  if (failure === 'network') {
    if (code === 'ECONNREFUSED') return 'refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no_such_host';
    if (code === 'UND_ERR_HEADERS_OVERFLOW') return 'headers_too_large';
    if (code.startsWith('HPE_')) return 'not_http';
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO/.test(code)) return 'tls';
  }
  return failure.replaceAll('-', '_');
}

/** A `data:` or `file:` address is the site's text: only its scheme is shown. */
function schemeOnlyUnlessHttp(url: string): string {
  return /^https?:/i.test(url) ? url : `${url.slice(0, url.indexOf(':') + 1)}…`;
}
