/**
 * The change feed of one `watch` run, three ways: readable text, `--json` (codes and values,
 * one document) and `--markdown` (for a CI job summary or a chat message). What the site
 * wrote (robots.txt lines, URLs) is data: in Markdown it goes inside code spans, fenced with
 * more backticks than it holds (CommonMark §6.1), so it can never become a link, an image,
 * HTML or a heading; every format is then printed through terminal-text.ts.
 */
import { sharePercent } from '../src/core/percent';
import { snapshotFindingMessage } from '../src/messages/snapshot-texts';
import type { FailOutcome } from './watch-fail-on';
import type { WatchChanges } from './watch-changes';
import type { PassedOverFolder } from './watch-state';
import type { PageCheck } from '../src/core/page-check/check-pages';
import {
  pageChangeRates,
  schedulingVerdict,
  type PageChangeCounts,
} from '../src/core/page-check/page-changes';
import type { PageChanges } from './watch-pages';

export interface WatchRun {
  readonly url: string;
  readonly stamp: string;
  /** The newest earlier snapshot that could be read: the one compared with. */
  readonly previous: string | null;
  /** Earlier snapshots newer than `previous` that could not be read, newest first, with why. */
  readonly skipped: readonly PassedOverFolder[];
  /** Earlier snapshots exist and none could be read: not a first run, yet nothing compared. */
  readonly isPreviousUnreadable: boolean;
  readonly changes: WatchChanges | null;
  /** Expectations failing under the robots.txt read now (counted on a first run too). */
  readonly failingExpectations: number;
  readonly failOn: readonly FailOutcome[];
  readonly isRobotsVersionKept: boolean;
  readonly pruned: readonly string[];
  /** With `--pages N`: this run's page check, and its pages compared with the last run's. */
  readonly pages?: { readonly check: PageCheck; readonly changes: PageChanges | null };
}

/** Counts with the two rates they give. */
function countsJson(counts: PageChangeCounts) {
  const rates = pageChangeRates(counts);
  return { ...counts, announcedRate: rates.announced, realRate: rates.real };
}

/** `watch.pages` of `--json`. */
function pagesJson(pages: NonNullable<WatchRun['pages']>) {
  const { check, changes } = pages;
  return {
    sampled: check.pages.length,
    verdict: check.site.verdict,
    counts: check.site.counts,
    ...(changes ? countsJson(changes.run) : { checked: 0 }),
    accumulated: changes
      ? {
          runs: changes.history.runs,
          ...countsJson(changes.history.totals),
          scheduling: schedulingVerdict(changes.history.totals),
          ...(changes.isHistoryUnreadable ? { unreadable: true } : {}),
        }
      : null,
  };
}

/** The feed's lines for the page check. */
function pageLines(pages: NonNullable<WatchRun['pages']>, bullet: string): string[] {
  const { check, changes } = pages;
  const agree = check.site.counts.agrees;
  const out = [
    `${bullet}pages: ${check.pages.length} checked against lastmod, ${agree} agree: ${check.site.verdict}`,
  ];
  if (changes) {
    const { run, history } = changes;
    out.push(
      `    since the last run: ${run.checked} compared, ${run.contentChanged} changed content (${run.lastmodMovedWithContent} with lastmod moved, ${run.contentChangedWithoutLastmod} without), ${run.lastmodMovedWithoutContent} re-dated without a change`,
    );
    const rates = pageChangeRates(history.totals);
    const percent = (rate: number | null) => (rate === null ? '-' : `${sharePercent(rate)}%`);
    out.push(
      `    over ${history.runs} runs: lastmod announced ${percent(rates.announced)} of content changes, ${percent(rates.real)} of its moves were real: ${schedulingVerdict(history.totals)}`,
    );
    if (changes.isHistoryUnreadable)
      out.push('    page-history.json cannot be read: left as it is, this run not added');
  }
  return out;
}

export function watchJson(run: WatchRun): string {
  const changes = run.changes;
  const urls = changes?.urls;
  const doc = {
    watch: {
      url: run.url,
      snapshot: run.stamp,
      previous: run.previous,
      skipped: run.skipped.map(({ name, reason }) => ({ snapshot: name, reason })),
      previousUnreadable: run.isPreviousUnreadable,
      robots: changes && {
        statusBefore: changes.robots.statusBefore,
        statusAfter: changes.robots.statusAfter,
        changed: changes.robots.isChanged,
        removedLines: changes.robots.lines.removed,
        addedLines: changes.robots.lines.added,
        reordered: changes.robots.lines.isReordered,
        urlsChecked: changes.robots.urlsChecked,
        flipped: changes.robots.flipCount,
        flips: changes.robots.flips,
        expectations: changes.robots.expectations,
      },
      sitemaps: changes?.sitemaps ?? null,
      urls: urls
        ? {
            added: urls.comparison.totals.added,
            removed: urls.comparison.totals.removed,
            lastmodChanged: urls.comparison.totals.lastmodChanged,
            unchanged: urls.comparison.totals.unchanged,
            cut: urls.isCut,
            addedFirst: urls.added,
            removedFirst: urls.removed,
            lastmodChangedFirst: urls.redated,
            findings: urls.comparison.findings.map(({ code, file, params }) => ({
              code,
              file,
              params,
            })),
          }
        : null,
      ...(changes?.urlsRefused ? { urlsNotCompared: changes.urlsRefused } : {}),
      failingExpectations: run.failingExpectations,
      failOn: run.failOn,
      robotsVersionKept: run.isRobotsVersionKept,
      pruned: run.pruned,
      ...(run.pages ? { pages: pagesJson(run.pages) } : {}),
    },
  };
  return JSON.stringify(doc, null, 2) + '\n';
}

const number = (n: number) => n.toLocaleString('en-US');

/** One feed, written once for both readable forms: `code` wraps what the site wrote. */
function feedLines(run: WatchRun, code: (text: string) => string, bullet: string): string[] {
  const out: string[] = [];
  const changes = run.changes;
  const skipped = run.skipped.length;
  if (!changes && run.isPreviousUnreadable) {
    out.push(
      `Nothing compared (${run.stamp}): none of the ${skipped} earlier snapshots can be read.`,
    );
  } else if (!changes) {
    out.push(`First snapshot (${run.stamp}): nothing to compare yet.`);
  } else {
    const { robots, sitemaps, urls } = changes;
    out.push(
      `Changes since ${run.previous}${skipped ? ` (${skipped} newer snapshots could not be read)` : ''}:`,
    );
    if (!robots.isChanged) out.push(`${bullet}robots.txt: unchanged`);
    else {
      const status =
        robots.statusBefore !== robots.statusAfter
          ? ` (answered ${robots.statusAfter}, was ${robots.statusBefore})`
          : '';
      out.push(
        `${bullet}robots.txt: ${robots.lines.removed.length} lines removed, ${robots.lines.added.length} added${robots.lines.isReordered ? ', lines moved' : ''}${status}`,
      );
      for (const line of robots.lines.removed)
        out.push(`    - line ${line.line}: ${code(line.text)}`);
      for (const line of robots.lines.added)
        out.push(`    + line ${line.line}: ${code(line.text)}`);
      out.push(
        `    ${number(robots.flipCount)} verdicts flip among ${number(robots.urlsChecked)} sitemap URLs`,
      );
      for (const flip of robots.flips)
        out.push(
          `    ${flip.agent}: ${code(flip.url)} ${flip.before} → ${flip.after}${flip.line ? ` (line ${flip.line})` : ''}`,
        );
    }
    for (const expectation of robots.expectations.filter((e) => e.wasPassing !== e.isPassing))
      out.push(
        `${bullet}expectation line ${expectation.line} (${expectation.expect} ${expectation.agent} ${code(expectation.url)}): ${expectation.isPassing ? 'passes now' : 'FAILS now'}, ${expectation.actual}${expectation.decidingLine ? ` by line ${expectation.decidingLine}` : ''}`,
      );
    out.push(
      `${bullet}sitemaps: ${sitemaps.added.length} added, ${sitemaps.removed.length} removed, ${sitemaps.failing.length} failing now`,
    );
    for (const url of sitemaps.added) out.push(`    + ${code(url)}`);
    for (const url of sitemaps.removed) out.push(`    - ${code(url)}`);
    for (const failing of sitemaps.failing)
      out.push(
        `    ! ${code(failing.url)} (${failing.failure}${failing.status ? ` ${failing.status}` : ''})`,
      );
    if (!urls) out.push(`${bullet}URLs: not compared (${changes.urlsRefused ?? 'no sitemap'})`);
    else {
      const { totals } = urls.comparison;
      out.push(
        `${bullet}URLs: ${number(totals.added)} added, ${number(totals.removed)} removed, ${number(totals.lastmodChanged)} re-dated, ${number(totals.unchanged)} unchanged${urls.isCut ? ' (a snapshot was cut by a cap: removals cannot be ruled out)' : ''}`,
      );
      for (const url of urls.added) out.push(`    + ${code(url)}`);
      for (const url of urls.removed) out.push(`    - ${code(url)}`);
      for (const redated of urls.redated)
        out.push(`    ~ ${code(redated.url)} lastmod ${redated.before} → ${redated.after}`);
      for (const finding of urls.comparison.findings)
        out.push(
          `    lastmod ${finding.code} in ${code(finding.file)}: ${snapshotFindingMessage(finding, 'en')}`,
        );
    }
  }
  if (run.pages) out.push(...pageLines(run.pages, bullet));
  if (run.failingExpectations > 0)
    out.push(`${bullet}${run.failingExpectations} expectations fail under the robots.txt read now`);
  if (run.isRobotsVersionKept) out.push(`${bullet}robots.txt version kept in the history`);
  if (run.pruned.length) out.push(`${bullet}pruned ${run.pruned.length} old snapshots`);
  const met = run.failOn.filter((outcome) => outcome.isMet).map((outcome) => outcome.condition);
  if (run.failOn.length)
    out.push(
      `${bullet}--fail-on: ${met.length ? `met: ${met.join(', ')}` : 'nothing met'}${run.isPreviousUnreadable ? ' (no earlier snapshot can be read: the run fails)' : ''}`,
    );
  return out;
}

export function watchText(run: WatchRun): string {
  return (
    [`watch ${run.url}: snapshot ${run.stamp}`, ...feedLines(run, (text) => text, '')].join('\n') +
    '\n'
  );
}

export function watchMarkdown(run: WatchRun): string {
  return (
    [`### Site watch: ${codeSpan(run.url)}`, '', ...feedLines(run, codeSpan, '- ')].join('\n') +
    '\n'
  );
}

/** `text` as a Markdown code span: fenced with one backtick more than its longest run. */
export function codeSpan(text: string): string {
  let longest = 0;
  let run = 0;
  for (const char of text) {
    run = char === '`' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
  return `${fence}${pad}${text.replace(/[\r\n]/g, ' ')}${pad}${fence}`;
}
