/**
 * The options of `npm run inspect -- --site URL`: the caps of the site reader
 * (src/core/site/site-fetch.ts), each with its default, and who the reader says it is.
 */
import { PRODUCT_TOKEN } from '../src/core/page-check/page-permission';
import { DEFAULT_SITE_CAPS, type SiteCaps } from '../src/core/site/site-fetch';
import { readFileSync } from 'node:fs';
import type { ChildChoice } from '../src/core/site/child-choice';
import { parseRequestHeader, type RequestHeader } from './request-headers';
import {
  allValues,
  givenOf,
  isGiven,
  lastValue,
  wholeNumber,
  type OptionTable,
  type ParsedOptions,
} from './command-options';

/** Where a site's operator finds out what fetched their robots.txt and sitemaps. */
export const SITE_DOCS_URL = 'https://www.npmjs.com/package/sitemap-inspector';

// One folder down from package.json both here (scripts/) and in the packed command line (dist/).
const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** RFC 9309 §2.2.1 product token, with a version and a link (as crawlers' user agents do). */
export const DEFAULT_USER_AGENT = `${PRODUCT_TOKEN}/${version} (+${SITE_DOCS_URL})`;

export interface SiteRun {
  readonly url: string;
  readonly caps: SiteCaps;
  readonly userAgent: string;
  readonly saveDir?: string;
  /** `--header`: sent to the named site's origin only (request-headers.ts, nodeSiteFetch). */
  readonly headers: readonly RequestHeader[];
  /** `--discover`: with no `Sitemap:` line, try the common places. */
  readonly discover: boolean;
  /** `--follow` / `--skip`: which children of an index to read. */
  readonly children: ChildChoice;
  /** `--pages N`: after the sitemaps, check a sample of N pages against lastmod. */
  readonly pages?: number;
}

const NUMBER_OPTIONS = [
  ['--max-files', 'maxFiles', 1],
  ['--max-file-bytes', 'maxFileBytes', 1],
  ['--max-total-bytes', 'maxTotalBytes', 1],
  ['--timeout', 'timeoutMs', 1000],
  ['--deadline', 'deadlineMs', 1000],
  ['--concurrency', 'concurrency', 1],
  ['--retries', 'retries', 1],
] as const;

const defaults = DEFAULT_SITE_CAPS;

/** The options that read a site, for a command's option table (all but `--site` need it), with their help. */
export const SITE_OPTIONS: OptionTable = [
  {
    name: '--site',
    takesValue: true,
    usage: '--site URL',
    help: 'the site (any address on it: only its origin counts)',
  },
  {
    name: '--max-files',
    takesValue: true,
    usage: '--max-files=N',
    help: `fetch at most N sitemaps (default ${defaults.maxFiles})`,
  },
  {
    name: '--max-file-bytes',
    takesValue: true,
    usage: '--max-file-bytes=N',
    help: `at most N bytes per file, as received and inflated (default ${defaults.maxFileBytes}, the protocol's 50 MB)`,
  },
  {
    name: '--max-total-bytes',
    takesValue: true,
    usage: '--max-total-bytes=N',
    help: `at most N bytes received in all (default ${defaults.maxTotalBytes})`,
  },
  {
    name: '--timeout',
    takesValue: true,
    usage: '--timeout=S',
    help: `at most S seconds per file, redirects, retries and body included (default ${defaults.timeoutMs / 1000})`,
  },
  {
    name: '--deadline',
    takesValue: true,
    usage: '--deadline=S',
    help: `at most S seconds for the whole read; what is left is listed, not fetched (default ${defaults.deadlineMs / 1000})`,
  },
  {
    name: '--concurrency',
    takesValue: true,
    usage: '--concurrency=N',
    help: `at most N requests at a time to one host (default ${defaults.concurrency})`,
  },
  {
    name: '--rate',
    takesValue: true,
    usage: '--rate=N',
    help: `start at most N files a second on one host (default ${defaults.ratePerSecond}; 0.5 is one\nevery two seconds)`,
  },
  {
    name: '--retries',
    takesValue: true,
    usage: '--retries=N',
    help: `retry a 429 or 503 with Retry-After at most N times (default ${defaults.retries})`,
  },
  {
    name: '--follow-hosts',
    takesValue: false,
    help: 'also fetch sitemaps on other hosts, and follow redirects there (http and\nhttps only, never to a private address unless the site is on one)',
  },
  {
    name: '--user-agent',
    takesValue: true,
    usage: '--user-agent=TEXT',
    help: `the User-Agent sent (default "${DEFAULT_USER_AGENT}")`,
  },
  {
    name: '--header',
    takesValue: true,
    isRepeatable: true,
    usage: '--header "Name: value"',
    help: "add a request header (repeat for more); sent to the named site's\norigin only, never to another host, even with --follow-hosts",
  },
  {
    name: '--follow',
    takesValue: true,
    isRepeatable: true,
    usage: '--follow PATTERN',
    help: 'under an index, read only the children whose URL matches one\nsuch glob (* is any run of characters; repeat for more)',
  },
  {
    name: '--skip',
    takesValue: true,
    isRepeatable: true,
    usage: '--skip PATTERN',
    help: 'under an index, leave out the children whose URL matches it\n(repeat for more); what is left out is listed',
  },
  {
    name: '--discover',
    takesValue: false,
    help: 'when robots.txt lists no sitemap, try the common places\n(/sitemap.xml, /sitemap_index.xml, /wp-sitemap.xml, feeds, …),\neach reported with what it answered',
  },
  {
    name: '--pages',
    takesValue: true,
    usage: '--pages=N',
    help: "then fetch a sample of at most N sitemap URLs (the newest lastmod, the oldest,\nthe undated, and across sections) and compare each page's own dates with its\nlastmod; pages robots.txt refuses to our User-Agent are never fetched\n(docs/lastmod.md)",
  },
  {
    name: '--save',
    takesValue: true,
    usage: '--save DIR',
    help: "write the fetched bytes under DIR/files (names made safe: see\ndocs/reading-a-site.md) and the fetch log, with each URL's saved name,\nto DIR/fetch-log.json",
  },
];

/** What `--site URL` does, for the help above its options. */
export const SITE_DESCRIPTION = `With --site URL it reads a live site instead of files: the robots.txt of the URL's
origin, every Sitemap: line (or /sitemap.xml), and every index's children. It fetches
robots.txt and sitemaps only, and pages only with --pages.`;

/**
 * The site run the options describe (`--json`, `--rows`, `--lang` work on a site's report as
 * on files'); `run` is undefined without `--site`.
 */
export function siteRunOf(parsed: ParsedOptions): { run?: SiteRun } | { error: string } {
  const url = lastValue(parsed, '--site');
  if (url === undefined) {
    const siteOnly = givenOf(parsed, SITE_OPTIONS)[0];
    return siteOnly ? { error: `${siteOnly} needs --site URL` } : {};
  }
  let caps: SiteCaps = DEFAULT_SITE_CAPS;
  if (isGiven(parsed, '--follow-hosts')) caps = { ...caps, followHosts: true };
  for (const [name, key, scale] of NUMBER_OPTIONS) {
    const text = lastValue(parsed, name);
    if (text === undefined) continue;
    const isZeroAllowed = key === 'retries';
    const n = wholeNumber(text, isZeroAllowed);
    if (n === undefined)
      return {
        error: `${name}: expected a ${isZeroAllowed ? '' : 'positive '}whole number, not ${text}`,
      };
    caps = { ...caps, [key]: n * scale };
  }
  if (!/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url))
    return { error: `--site takes an http:// or https:// address, not ${url}` };
  const userAgent = lastValue(parsed, '--user-agent') ?? DEFAULT_USER_AGENT;
  if (!userAgent.trim()) return { error: '--user-agent takes a non-empty value' };
  // RFC 9110 §5.5: a field value is visible characters, spaces and tabs; a CR or LF would end the header.
  if (!/^[\t\x20-\x7e\x80-\xff]*$/.test(userAgent))
    return { error: '--user-agent takes one line of text, without control characters' };
  const rate = lastValue(parsed, '--rate');
  if (rate !== undefined) {
    // A decimal too: 0.5 is one file every two seconds.
    const n = /^[0-9]{1,6}(\.[0-9]{1,3})?$/.test(rate) ? Number(rate) : 0;
    if (!(n > 0))
      return { error: `--rate: expected a positive number of files a second, not ${rate}` };
    caps = { ...caps, ratePerSecond: n };
  }
  const headers: RequestHeader[] = [];
  for (const text of allValues(parsed, '--header')) {
    const header = parseRequestHeader(text);
    if ('error' in header) return header;
    headers.push(header.header);
  }
  const pagesText = lastValue(parsed, '--pages');
  const pages = pagesText === undefined ? undefined : wholeNumber(pagesText, false);
  if (pagesText !== undefined && pages === undefined)
    return { error: `--pages: expected a positive whole number, not ${pagesText}` };
  const saveDir = lastValue(parsed, '--save');
  return {
    run: {
      url,
      caps,
      userAgent,
      ...(saveDir ? { saveDir } : {}),
      headers,
      discover: isGiven(parsed, '--discover'),
      children: { follow: allValues(parsed, '--follow'), skip: allValues(parsed, '--skip') },
      ...(pages !== undefined ? { pages } : {}),
    },
  };
}
