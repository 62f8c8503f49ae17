/**
 * `npm run inspect -- --site URL`: reads a live site with the shared site reader
 * (src/core/site/read-site.ts) on Node's own `fetch`, then reports the fetched files exactly
 * as files on disk are reported, each named by its URL, with the fetch records beside.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { robotsStatusMeaning } from '../src/core/robots/analyses/http-status';
import { coreText } from '../src/messages/core-texts';
import type { FetchRecord } from '../src/core/site/fetch-record';
import { gunzipCapped } from '../src/core/site/gunzip-capped';
import { readSite, type SiteRead } from '../src/core/site/read-site';
import type { SiteFetch, SiteIo, SiteResponse } from '../src/core/site/site-fetch';
import type { SessionLimits } from '../src/worker/session/session-limits';
import type { SiteRun } from './inspect-site-options';
import { inspectEntries, type InspectEntry, type InspectRun } from './inspect-run';

export interface SiteInspectRun extends InspectRun {
  readonly site: SiteRead;
  readonly run: SiteRun;
}

/** Node's fetch, redirects handed back (the reader follows and records them), with a time cap on the whole request. */
export function nodeSiteFetch(userAgent: string): SiteFetch {
  return async (url, timeoutMs) =>
    (await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': userAgent, accept: 'text/plain, application/xml, text/xml, */*' },
    })) as SiteResponse;
}

export function nodeSiteIo(userAgent: string): SiteIo {
  return {
    fetch: nodeSiteFetch(userAgent),
    gunzip: gunzipCapped,
    sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)),
    now: () => performance.now(),
  };
}

export async function inspectSite(
  run: SiteRun,
  limits: SessionLimits,
  io: SiteIo = nodeSiteIo(run.userAgent),
): Promise<SiteInspectRun> {
  const site = await readSite(run.url, io, run.caps);
  const bodies = new Map(site.files.map((file) => [file.url, file.bytes]));
  const entries: InspectEntry[] = site.fetches.flatMap((record): InspectEntry[] => {
    const bytes = bodies.get(record.url);
    if (bytes) return [{ name: record.url, source: { kind: 'bytes', bytes: copyBuffer(bytes) } }];
    // RFC 9309 §2.3.1.3: a robots.txt answering 4xx is "unavailable", no rules: not a failure.
    if (
      record.purpose === 'robots' &&
      robotsStatusMeaning(site.robotsStatus).statusClass === 'unavailable'
    )
      return [];
    return [{ name: record.url, refused: failureWords(record, run) }];
  });
  if (run.saveDir) await saveSite(run.saveDir, site, run);
  return { ...(await inspectEntries(entries, Date.now(), limits)), site, run };
}

function copyBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer;
}

/** Why a fetch gave no file, for its unreadable report. */
export function failureWords(record: FetchRecord, run: SiteRun): string {
  const seconds = run.caps.timeoutMs / 1000;
  switch (record.failure) {
    case 'http-status':
      return `HTTP ${record.status}${record.redirects.length ? ` at ${record.redirects.at(-1)}` : ''}`;
    case 'timeout':
      return `no complete answer within ${seconds} s (${record.bytes} bytes received)`;
    case 'network':
      return 'no answer (connection refused, DNS or network error)';
    case 'too-many-redirects':
      return `more than 5 redirects (${record.redirects.join(' → ')})`;
    case 'redirect-loop':
      return `a redirect loop (${record.redirects.join(' → ')})`;
    case 'other-host-redirect':
      return `redirected to another host (${record.redirects.at(-1)}): add --follow-hosts to follow`;
    case 'file-bytes-cap':
      return `larger than ${run.caps.maxFileBytes} bytes (--max-file-bytes)`;
    case 'total-bytes-cap':
      return `the cap of ${run.caps.maxTotalBytes} bytes in all was reached (--max-total-bytes)`;
    case undefined:
      return `HTTP ${record.status}`;
  }
}

/** The `site` object of `--json`: what robots.txt's answer means, every fetch, what was left. */
export function siteJson(site: SiteRead, run: SiteRun) {
  const meaning = robotsStatusMeaning(site.robotsStatus);
  return {
    url: run.url,
    userAgent: run.userAgent,
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
  };
}

export function siteText(site: SiteRead, run: SiteRun): string {
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
      record.redirects.length ? `→ ${record.redirects.at(-1)}` : '',
      record.retries ? `${record.retries} retries` : '',
      record.failure ? `failed: ${failureWords(record, run)}` : '',
    ].filter(Boolean);
    out.push(
      `  ${status.padEnd(4)} ${number(record.bytes).padStart(12)} B  ${record.url}  ${notes.join(', ')}`.trimEnd(),
    );
  }
  if (site.notFetched.length) out.push('Not fetched:');
  for (const skipped of site.notFetched)
    out.push(`  ${skipped.url}  (${skipped.reason}, listed in ${skipped.listedIn})`);
  if (site.notFetchedMore) out.push(`  … and ${number(site.notFetchedMore)} more`);
  return out.join('\n') + '\n';
}

/** The fetched bytes as a folder the page can upload, and the fetch log beside it. */
async function saveSite(dir: string, site: SiteRead, run: SiteRun): Promise<void> {
  for (const file of site.files) {
    const path = join(dir, 'files', savedPath(file.url));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.bytes);
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'fetch-log.json'), JSON.stringify(siteJson(site, run), null, 2) + '\n');
}

/** `http://host:8080/a/b.xml?x=1` → `host_8080/a/b.xml%3Fx%3D1`; `/` alone → `index`. */
export function savedPath(url: string): string {
  const parsed = new URL(url);
  const segments = (parsed.pathname + parsed.search)
    .split('/')
    .slice(1)
    .map((segment) => encodeURIComponent(decodedSegment(segment)).replace(/^\.\.?$/, '_'));
  if (!segments.at(-1)) segments[segments.length - 1] = 'index';
  return [parsed.host.replace(':', '_'), ...segments].join('/');
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
