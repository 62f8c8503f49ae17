/**
 * `--site URL --pages N`: after the site's sitemaps are read, a sample of their URLs is
 * fetched and each page's own dates are compared with its lastmod (the page check,
 * src/core/page-check/check-pages.ts), under the site read's caps, pace and User-Agent, and
 * the site's robots.txt for that User-Agent. `--json` carries it as `pages`; the text report
 * ends with it; `--save DIR` keeps each page and its headers under `DIR/pages/`.
 */
import { pageModification } from '../src/core/page/page-verdict';
import { sharePercent } from '../src/core/percent';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkPages, type CheckedPage, type PageCheck } from '../src/core/page-check/check-pages';
import { pageCandidates } from '../src/core/page-check/page-candidates';
import type { SiteIo } from '../src/core/site/site-fetch';
import type { SiteInspectRun } from './inspect-site';
import { SavedNames } from './saved-names';

/** Samples `size` pages of what the site run read, and checks them. */
export async function runPageCheck(
  fetched: SiteInspectRun,
  size: number,
  io: SiteIo,
  keep: readonly string[] = [],
): Promise<PageCheck> {
  const { site, run } = fetched;
  const robotsBody = site.files.find((file) => file.url === site.robotsUrl)?.bytes;
  return checkPages(pageCandidates(fetched.session.store), io, {
    size,
    siteUrl: run.url,
    userAgent: run.userAgent,
    robots: { status: site.robotsStatus, ...(robotsBody ? { body: robotsBody } : {}) },
    caps: run.caps,
    keep,
  });
}

/** `pages` of `--json`. */
export function pagesJson(check: PageCheck, saved?: ReadonlyMap<string, string>) {
  return {
    sampled: check.pages.length,
    candidates: check.candidates,
    verdict: check.site.verdict,
    counts: check.site.counts,
    comparable: check.site.comparable,
    contradictedShare: check.site.contradictedShare,
    examples: check.site.examples.map((example) => example.url),
    lastModifiedIsDynamic: check.site.isLastModifiedDynamic,
    urls: check.pages.map((page) => pageJson(page, saved?.get(page.url))),
  };
}

function pageJson(page: CheckedPage, savedAs: string | undefined) {
  const facts = page.facts;
  return {
    url: page.url,
    lastmod: page.lastmod,
    stratum: page.stratum,
    verdict: page.verdict,
    status: page.status,
    ...(page.notRead ? { notFetched: page.notRead } : {}),
    ...(page.robotsLine !== undefined ? { robotsLine: page.robotsLine } : {}),
    ...(page.headers.location ? { location: page.headers.location } : {}),
    pageModified: facts?.modified?.text ?? null,
    pagePublished: facts?.published?.text ?? null,
    source: (facts && pageModification(facts)?.source) ?? null,
    lastModified: facts?.lastModifiedHeader?.text ?? null,
    ...(facts
      ? {
          canonical: facts.canonical,
          noindex: facts.noindex.robotsMeta || facts.noindex.xRobotsTag,
          lang: facts.lang,
          fingerprint: facts.fingerprint,
          notes: facts.notes,
        }
      : {}),
    ...(savedAs ? { savedAs } : {}),
  };
}

/** The text report's closing section. */
export function pagesText(check: PageCheck): string {
  const { site } = check;
  const lines = [
    '',
    `Pages checked against lastmod: ${check.pages.length} of ${check.candidates} sitemap URLs sampled`,
    `  site verdict: ${site.verdict} (${site.comparable} comparable, ${sharePercent(site.contradictedShare)}% contradict lastmod)`,
  ];
  for (const [verdict, count] of Object.entries(site.counts))
    if (count > 0) lines.push(`  ${verdict}: ${count}`);
  if (site.isLastModifiedDynamic)
    lines.push('  Last-Modified is the response time on every page: not a modification date');
  for (const page of check.pages) {
    const stated = page.facts?.modified ?? page.facts?.published;
    const why = page.notRead ? ` (${page.notRead}${page.status ? ` ${page.status}` : ''})` : '';
    lines.push(
      `  ${page.verdict}${why}: ${page.url}  lastmod ${page.lastmod ?? '-'}, page ${stated ? `${stated.text} [${stated.source}]` : '-'}`,
    );
  }
  return lines.join('\n') + '\n';
}

/** What `--save` writes of a check, in memory (`--open` serves it): pages.json and the bodies. */
export interface SavedPages {
  /** pages.json's text. */
  readonly json: string;
  /** Saved name (`/`-separated, under `pages/`) → the body. */
  readonly bodies: ReadonlyMap<string, Uint8Array>;
  /** URL → saved name. */
  readonly savedAs: ReadonlyMap<string, string>;
}

/**
 * Each page read, named by saved-names.ts (never by the site's own path), and pages.json with
 * the status and headers of each, its stratum and any robots.txt refusal: all the page's
 * worker needs to judge them again as the command line did (src/core/page-check/saved-pages.ts
 * reads it).
 */
export function savedPagesOf(check: PageCheck): SavedPages {
  const names = new SavedNames();
  const bodies = new Map<string, Uint8Array>();
  const savedAs = new Map<string, string>();
  const log = [];
  for (const page of check.pages) {
    let name: string | undefined;
    if (page.body) {
      name = names.nameOf(page.url);
      bodies.set(name, page.body);
      savedAs.set(page.url, name);
    }
    log.push({
      url: page.url,
      lastmod: page.lastmod,
      stratum: page.stratum,
      verdict: page.verdict,
      status: page.status,
      headers: page.headers,
      // What the next `watch --pages` run compares with (watch-pages.ts).
      modified: page.facts?.modified?.text ?? null,
      fingerprint: page.facts?.fingerprint ?? null,
      ...(page.notRead ? { notFetched: page.notRead } : {}),
      ...(page.robotsLine !== undefined ? { robotsLine: page.robotsLine } : {}),
      ...(name ? { savedAs: name } : {}),
    });
  }
  const json = JSON.stringify({ candidates: check.candidates, pages: log }, null, 2) + '\n';
  return { json, bodies, savedAs };
}

/** `--save DIR`: savedPagesOf's files under `DIR/pages/` and `DIR/pages.json`. Returns URL → saved name. */
export async function savePages(dir: string, check: PageCheck): Promise<Map<string, string>> {
  const saved = savedPagesOf(check);
  for (const [name, body] of saved.bodies) {
    const path = join(dir, 'pages', ...name.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'pages.json'), saved.json);
  return new Map(saved.savedAs);
}
