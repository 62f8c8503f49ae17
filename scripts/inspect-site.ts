/**
 * `npm run inspect -- --site URL`: reads a live site with the shared site reader
 * (src/core/site/read-site.ts) on Node's own `fetch`, then reports the fetched files exactly
 * as files on disk are reported, each named by its URL, with the fetch records beside.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { robotsStatusMeaning } from '../src/core/robots/analyses/http-status';
import { coreText } from '../src/messages/core-texts';
import type { FetchRecord, NotFetched } from '../src/core/site/fetch-record';
import { failedFetches } from '../src/core/site/failed-fetches';
import { gunzipCapped } from '../src/core/site/gunzip-capped';
import { leftOutChildOf } from '../src/core/site/left-out-child';
import { readSite, type SiteRead } from '../src/core/site/read-site';
import { isPrivateHost, isPrivateIpv4 } from '../src/core/site/site-boundary';
import {
  OffSiteAddressError,
  type SiteFetch,
  type SiteIo,
  type SiteResponse,
} from '../src/core/site/site-fetch';
import type { SessionLimits } from '../src/worker/session/session-limits';
import type { SiteRun } from './inspect-site-options';
import type { RequestHeader } from './request-headers';
import { inspectEntries, type InspectEntry, type InspectRun } from './inspect-run';
import { saveSite, type SavedFile } from './site-save';

export interface SiteInspectRun extends InspectRun {
  readonly site: SiteRead;
  readonly run: SiteRun;
  /** With `--save`: where each fetched file was written, or why it could not be. */
  readonly saved?: readonly SavedFile[];
}

/**
 * Node's fetch, redirects handed back (the reader follows and records them), with a time cap
 * on the whole request. A name of another host that resolves to a loopback, private or
 * link-local address is refused while the named site is public (site-boundary.ts); the
 * fetch resolves the name again itself, so this narrows DNS rebinding rather than closing it.
 *
 * The user's own headers (`--header`) go to the named site's origin only, each hop of a
 * redirect checked anew: they often carry a secret (a token, a cookie), and which other hosts
 * are fetched is decided by the site's files (a `Sitemap:` line, an index, a redirect), which
 * may not choose who receives it. `--follow-hosts` widens what is read, not who gets them.
 */
export function nodeSiteFetch(
  userAgent: string,
  siteUrl: string,
  ownHeaders: readonly RequestHeader[] = [],
): SiteFetch {
  const site = new URL(siteUrl);
  const isSitePrivate = isPrivateHost(site.hostname);
  return async (url, timeoutMs) => {
    const started = performance.now();
    const { hostname, origin } = new URL(url);
    if (!isSitePrivate && origin !== site.origin && !isIP(hostname) && !hostname.startsWith('['))
      for (const { address, family } of await withinTime(
        lookup(hostname, { all: true }),
        timeoutMs,
      ))
        if (
          family === 4
            ? isPrivateIpv4(address.split('.').map(Number))
            : isPrivateHost(`[${address}]`)
        )
          throw new OffSiteAddressError(`${hostname} resolves to ${address}`);
    const left = Math.max(1, Math.ceil(timeoutMs - (performance.now() - started)));
    return (await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(left),
      headers: requestHeaders(userAgent, origin === site.origin ? ownHeaders : []),
    })) as SiteResponse;
  };
}

/** The headers of one request: ours, with the user's own replacing any of the same name. */
function requestHeaders(userAgent: string, ownHeaders: readonly RequestHeader[]): Headers {
  const headers = new Headers({
    'user-agent': userAgent,
    accept: 'text/plain, application/xml, text/xml, */*',
  });
  const given = new Set<string>();
  for (const [name, value] of ownHeaders) {
    if (given.has(name.toLowerCase())) headers.append(name, value);
    else headers.set(name, value);
    given.add(name.toLowerCase());
  }
  return headers;
}

/** `promise`, or a `TimeoutError` once `ms` have passed: the resolver has no signal of its own. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException('name resolution timed out', 'TimeoutError')),
      ms,
    );
  });
  return Promise.race([promise, timeUp]).finally(() => clearTimeout(timer));
}

export function nodeSiteIo(run: SiteRun): SiteIo {
  return {
    fetch: nodeSiteFetch(run.userAgent, run.url, run.headers),
    gunzip: gunzipCapped,
    sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)),
    now: () => performance.now(),
  };
}

export async function inspectSite(
  run: SiteRun,
  limits: SessionLimits,
  io: SiteIo = nodeSiteIo(run),
): Promise<SiteInspectRun> {
  const { entries, siteLimits, ...read } = await readSiteEntries(run, limits, io);
  return { ...(await inspectEntries(entries, Date.now(), siteLimits)), ...read };
}

/** A site read: the fetched files as inputs, with the caps to read them under. */
export interface SiteEntries {
  readonly site: SiteRead;
  readonly run: SiteRun;
  readonly saved?: readonly SavedFile[];
  readonly entries: readonly InspectEntry[];
  /** The session's caps, a gzip's inflating held to the cap it was received under. */
  readonly siteLimits: SessionLimits;
}

/** Reads the site (and saves it with `--save`): its files as inputs, not yet read. */
export async function readSiteEntries(
  run: SiteRun,
  limits: SessionLimits,
  io: SiteIo = nodeSiteIo(run),
): Promise<SiteEntries> {
  const site = await readSite(run.url, io, run.caps, {
    discover: run.discover,
    children: run.children,
  });
  // A gzip inflates under the same per-file cap as it was received under.
  const siteLimits: SessionLimits = {
    ...limits,
    perStreamInflatedBytes: Math.min(limits.perStreamInflatedBytes, run.caps.maxFileBytes),
  };
  const bodies = new Map(site.files.map((file) => [file.url, file.bytes]));
  const failed = new Set(failedFetches(site.fetches));
  const entries: InspectEntry[] = site.fetches.flatMap((record): InspectEntry[] => {
    const bytes = bodies.get(record.url);
    if (bytes) return [{ name: record.url, source: { kind: 'bytes', bytes: ownBuffer(bytes) } }];
    // A sitemap the site did not give is a document of its own (`fetch-failed`), so the index
    // tree shows it failed with its status, as the page does, never as "not supplied".
    return failed.has(record)
      ? [{ name: record.url, source: { kind: 'unfetched', fetch: record } }]
      : [];
  });
  // A child the user's pattern left out is a document of its own too (`index-child-left-out`),
  // so the tree says which pattern left it out, never that the site failed to give it.
  for (const entry of site.notFetched) {
    const leftOut = leftOutChildOf(entry, run.children);
    if (leftOut) entries.push({ name: entry.url, source: { kind: 'left-out', leftOut } });
  }
  const saved = run.saveDir
    ? await saveSite(run.saveDir, site, siteJson(site, run)).catch((error: unknown) =>
        site.files.map((file) => ({ url: file.url, savedAs: '', error: String(error) })),
      )
    : undefined;
  return { site, run, entries, siteLimits, ...(saved ? { saved } : {}) };
}

/** The body's own buffer when the body is all of it (the reader builds them so): no second copy. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : bytes.slice().buffer;
}

/** Why a fetch gave no file, for its unreadable report. */
export function failureWords(record: FetchRecord, run: SiteRun): string {
  const seconds = run.caps.timeoutMs / 1000;
  const landed = record.redirects.at(-1);
  switch (record.failure) {
    case 'http-status':
      return `HTTP ${record.status}${landed ? ` at ${landed}` : ''}`;
    case 'timeout':
      return `no complete answer within ${seconds} s, redirects and retries included (${record.bytes} bytes received; --timeout)`;
    case 'deadline':
      return `the read's deadline of ${run.caps.deadlineMs / 1000} s passed first (${record.bytes} bytes received; --deadline)`;
    case 'network':
      return networkWords(record.errorCode);
    case 'body-cut':
      return `the answer ended before its body was whole (${record.bytes} bytes received${record.errorCode ? `, ${record.errorCode}` : ''})`;
    case 'too-many-redirects':
      return `more than 5 redirects (${record.redirects.join(' → ')})`;
    case 'redirect-loop':
      return `a redirect loop (${record.redirects.join(' → ')})`;
    case 'other-host-redirect':
      return record.purpose === 'robots'
        ? `robots.txt redirects to another host (${landed}): not used; name that site with --site, or add --follow-hosts`
        : `redirected to another host (${landed}): add --follow-hosts to follow`;
    case 'not-http-redirect':
      return `redirected to an address that is not http(s) (${schemeOf(landed)}): not followed`;
    case 'private-address':
      return `${landed ? `redirected to ${landed}, ` : ''}a loopback, private or link-local address, which a public site may not send the reader to: not fetched`;
    case 'file-bytes-cap':
      return `larger than ${run.caps.maxFileBytes} bytes (--max-file-bytes)`;
    case 'total-bytes-cap':
      return `the cap of ${run.caps.maxTotalBytes} bytes in all was reached (--max-total-bytes)`;
    case undefined:
      return `HTTP ${record.status}`;
  }
}

/** How a fetch ended, for its line: a failure, or what a place tried by `--discover` held. */
function outcomeNotes(record: FetchRecord, run: SiteRun): string[] {
  if (record.purpose !== 'discover')
    return record.failure ? [`failed: ${failureWords(record, run)}`] : [];
  if (record.failure) return [`tried (--discover): ${failureWords(record, run)}`];
  return [record.isSitemap ? 'found (--discover)' : 'tried (--discover): not a sitemap'];
}

/** A redirect's scheme only: a `data:` URL's text is the site's, and stays out of the report. */
function schemeOf(url: string | undefined): string {
  return url ? `${url.slice(0, url.indexOf(':') + 1)}…` : 'none';
}

/** Node's error codes (undici and libuv), in words: a refused connection is not a malformed answer. */
function networkWords(code: string | undefined): string {
  if (code === 'ECONNREFUSED') return 'no answer: connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return 'no answer: the host name did not resolve';
  if (code === 'UND_ERR_HEADERS_OVERFLOW')
    return "the answer's headers were larger than the 16 KiB Node accepts";
  if (code?.startsWith('HPE_')) return `the answer was not valid HTTP (${code})`;
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'UND_ERR_CLOSED')
    return 'the connection closed before an answer came';
  if (code && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO/.test(code))
    return `the TLS certificate was not accepted (${code})`;
  return `no answer (network error${code ? `: ${code}` : ''})`;
}

/**
 * Why a listed sitemap was not fetched, in words: a child the user's own pattern left out
 * says which option did, so it is never taken for one the site failed to give.
 */
export function notFetchedWords(entry: NotFetched): string {
  if (entry.reason === 'skip-pattern') return `left out by --skip ${entry.pattern ?? ''}`.trimEnd();
  if (entry.reason === 'no-follow-pattern') return 'not matched by --follow';
  return entry.reason;
}

/**
 * One stderr line per `--follow` / `--skip` pattern that matched no child of any index:
 * most likely mistyped, and a `--skip` that matches nothing would otherwise pass unnoticed.
 */
export function unmatchedPatternNotes(site: SiteRead): string[] {
  return site.unmatchedPatterns.map(
    ({ list, pattern }) => `--${list} ${pattern}: matched no child of any sitemap index`,
  );
}

/** The `site` object of `--json`: what robots.txt's answer means, every fetch, what was left, what was saved. */
export function siteJson(site: SiteRead, run: SiteRun, saved?: readonly SavedFile[]) {
  const meaning = robotsStatusMeaning(site.robotsStatus);
  return {
    url: run.url,
    userAgent: run.userAgent,
    // Names only: a header's value may be a secret, and this object is printed and saved.
    headers: run.headers.map(([name]) => name),
    discover: run.discover,
    follow: run.children.follow,
    skip: run.children.skip,
    robots: {
      url: site.robotsUrl,
      status: site.robotsStatus,
      statusClass: meaning.statusClass,
      google: meaning.google.code,
      rfc: meaning.rfc.code,
      effect: meaning.google.phases[0]?.effect,
    },
    fetches: site.fetches,
    notFetched: site.notFetched,
    notFetchedMore: site.notFetchedMore,
    caps: run.caps,
    ...(saved ? { saved } : {}),
  };
}

export function siteText(site: SiteRead, run: SiteRun, saved?: readonly SavedFile[]): string {
  const meaning = robotsStatusMeaning(site.robotsStatus);
  const number = (n: number) => n.toLocaleString('en-US');
  const out = [
    '',
    `Site ${new URL(run.url).origin}: robots.txt ${site.robotsStatus}: ${coreText('statusTexts', meaning.google.code, 'en')}`,
    `${number(site.fetches.length)} fetches, ${number(site.fetches.reduce((sum, r) => sum + r.bytes, 0))} bytes:`,
  ];
  for (const record of site.fetches) {
    const status = String(record.status ?? '---');
    const notes = [
      record.isGzip ? 'gzip' : '',
      record.isInflateCut ? 'inflates past the cap' : '',
      record.isCut ? `read to its first ${number(record.bytes)} bytes (--max-file-bytes)` : '',
      record.redirects.length ? `→ ${record.redirects.at(-1)}` : '',
      record.retries ? `${record.retries} retries` : '',
      ...outcomeNotes(record, run),
    ].filter(Boolean);
    out.push(
      `  ${status.padEnd(4)} ${number(record.bytes).padStart(12)} B  ${record.url}  ${notes.join(', ')}`.trimEnd(),
    );
  }
  if (site.notFetched.length) out.push('Not fetched:');
  for (const skipped of site.notFetched)
    out.push(`  ${skipped.url}  (${notFetchedWords(skipped)}, listed in ${skipped.listedIn})`);
  if (site.notFetchedMore) out.push(`  … and ${number(site.notFetchedMore)} more`);
  if (saved && run.saveDir) {
    const failed = saved.filter((file) => file.error);
    out.push(
      `Saved ${number(saved.length - failed.length)} files under ${run.saveDir}/files (names in fetch-log.json)${failed.length ? `; ${number(failed.length)} could not be written:` : ''}`,
    );
    for (const file of failed) out.push(`  ${file.url}  (${file.error}, as ${file.savedAs})`);
  }
  return out.join('\n') + '\n';
}
