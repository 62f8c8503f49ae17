/**
 * The report `npm run inspect -- FILE …` prints: readable (each file with its counts, lastmod
 * verdict and problems, what was found across files, the totals last) or `--json`'s one
 * document, written from the session's report answer (its `documentReports` and `problems`,
 * src/worker/session/report-answer.ts). The same for a streamed run (inspect-stream.ts),
 * which gives the same parts but no verdict over all URLs, and says so.
 */
import { coreText } from '../src/messages/core-texts';
import type { DateFact, PageFacts } from '../src/core/page/page-facts';
import type { LastmodVerdict } from '../src/core/lastmod/lastmod-verdict';
import { isLeftOutChild } from '../src/core/site/left-out-child';
import type { ProblemGroup } from '../src/worker/protocol/problems';
import type {
  DocumentReports,
  ReportAnswer,
  ReportedDocument,
} from '../src/worker/protocol/report';
import { cliWords, type CliWords } from './cli-messages';

/**
 * The parts of the report answer the summary is written from; a streamed run gives them too,
 * without the verdict over all URLs (it keeps no URL store).
 */
export type SummaryAnswer = Pick<ReportAnswer, 'problems'> & {
  documentReports: Pick<DocumentReports, 'documents'> &
    Partial<Pick<DocumentReports, 'lastmodTotal'>>;
};

const PROBLEMS_SHOWN = 30;

/** The verdict and its reasons' codes, as `--json` adds them to a `lastmod` object. */
function verdictJson(verdict: LastmodVerdict | undefined) {
  return verdict ? { verdict: verdict.verdict, reasons: verdict.reasons.map((r) => r.code) } : {};
}

/** An HTML page's `page` object: the dates it states, with their sources, and what surrounds them. */
function pageJson(page: PageFacts) {
  const date = (fact: DateFact | null) => (fact ? { text: fact.text, source: fact.source } : null);
  return {
    modified: date(page.modified),
    published: date(page.published),
    dates: page.dates.map((fact) => ({ text: fact.text, role: fact.role, source: fact.source })),
    lang: page.lang,
    title: page.title,
    canonical: page.canonical,
    noindex: page.noindex.robotsMeta || page.noindex.xRobotsTag,
    fingerprint: page.fingerprint,
    notes: page.notes,
  };
}

/** The text report's line for a page. */
function pageLine(page: PageFacts): string {
  const stated = (label: string, fact: DateFact | null) =>
    fact ? `${label} ${fact.text} [${fact.source}]` : `${label} -`;
  return `${stated('modified', page.modified)}, ${stated('published', page.published)}`;
}

export function toJson(answer: SummaryAnswer, words: CliWords = cliWords()) {
  const { documents: reports, lastmodTotal } = answer.documentReports;
  const groups = answer.problems;
  return {
    files: reports.map((r) => ({
      name: r.name,
      format: r.format,
      kind: r.kind,
      bytes: r.bytes,
      inflatedBytes: r.inflatedBytes,
      urls: r.urls,
      sitemaps: r.sitemaps,
      lastmod: {
        present: r.lastmod.present,
        distinct: r.lastmod.distinct,
        ...verdictJson(r.lastmodVerdict),
      },
      problems: r.problems.map((p) => ({
        code: p.code,
        severity: p.severity,
        line: p.line,
        column: p.column,
        message: words.problem(p),
      })),
      ...(r.page ? { page: pageJson(r.page) } : {}),
    })),
    totals: {
      files: reports.length,
      urls: reports.reduce((sum, r) => sum + r.urls, 0),
      problems: problemTotal(groups),
      ...(lastmodTotal
        ? {
            lastmod: {
              present: lastmodTotal.facts.dated + lastmodTotal.facts.invalid,
              distinct: lastmodTotal.facts.distinct,
              ...verdictJson(lastmodTotal.verdict),
            },
          }
        : {}),
    },
  };
}

/**
 * The Problems tab's answer (every code with its count, derived problems such as
 * `url-blocked-by-robots` and the hreflang and crawl codes included): the same session
 * answer the page shows, so the two count alike.
 */
export function problemGroupsJson(groups: readonly ProblemGroup[]) {
  return groups.map(({ code, severity, count }) => ({ code, severity, count }));
}

/** Problems in all, as the page's Overview and Problems tab count them. */
const problemTotal = (groups: readonly ProblemGroup[]): number =>
  groups.reduce((sum, group) => sum + group.count, 0);

/**
 * The Problems tab's codes that no file's own list shows (found across files: a sitemap URL
 * robots.txt blocks, hreflang return links…), with their counts, for the readable report.
 */
export function problemGroupsText(answer: SummaryAnswer): string {
  const groups = answer.problems;
  const reports = answer.documentReports.documents;
  const listed = new Set<string>(reports.flatMap((report) => report.problems.map((p) => p.code)));
  const acrossFiles = groups.filter((group) => !listed.has(group.code));
  if (acrossFiles.length === 0) return '';
  const lines = acrossFiles.map(
    (group) =>
      `  ${group.severity.padEnd(7)} ${group.count.toLocaleString('en-US').padStart(10)} ${group.code}`,
  );
  return ['', 'Found across files (as the Problems tab counts them):', ...lines, ''].join('\n');
}

/** `lastmod: doubtful (generation-time, date-only): verify a sample of pages before trusting it` */
function verdictLine(verdict: LastmodVerdict): string {
  const reasons = verdict.reasons.length
    ? ` (${verdict.reasons.map((r) => r.code).join(', ')})`
    : '';
  // The summary's frame is English (its words are the problems' alone, `--lang`).
  return `lastmod: ${verdict.verdict}${reasons}: ${coreText('lastmodActions', verdict.verdict, 'en')}`;
}

/**
 * A file that could not be read (exit status 1): not a child the user's own `--skip` /
 * `--follow` left out, which has no bytes by the user's choice.
 */
export function isUnreadableFile(report: ReportedDocument): boolean {
  return report.unreadable === true && !isLeftOutChild(report);
}

/** After a file's name: a child the user's pattern left out was never meant to be read. */
function readState(report: ReportedDocument): string {
  if (isLeftOutChild(report)) return '  — not fetched';
  return report.unreadable ? '  — could not be read' : '';
}

export function toText(
  answer: SummaryAnswer,
  words: CliWords,
  /** A section printed before the totals (the rule review), which stay the last line. */
  beforeTotals = '',
): string {
  // No verdict over all URLs in a streamed run, which says why (inspect-stream.ts).
  const { documents: reports, lastmodTotal } = answer.documentReports;
  const groups = answer.problems;
  const out: string[] = [];
  const number = (n: number) => n.toLocaleString('en-US');
  for (const r of reports) {
    const size =
      r.inflatedBytes !== r.bytes
        ? `${number(r.bytes)} bytes, ${number(r.inflatedBytes)} inflated`
        : `${number(r.bytes)} bytes`;
    out.push(`${r.name}  [${r.format}, ${r.kind}]  ${size}${readState(r)}`);
    if (r.kind === 'archive') {
      const members = reports.filter((m) => m.parentDocumentId === r.documentId);
      out.push(
        `  ${number(members.length)} members, ${number(members.reduce((s, m) => s + m.urls, 0))} URLs`,
      );
    } else if (r.page) {
      out.push(`  ${pageLine(r.page)}`);
    } else if (!r.unreadable) {
      const counts = [`${number(r.urls)} URLs`, `${number(r.sitemaps)} sitemaps`];
      if (r.kind !== 'robots')
        counts.push(
          `lastmod on ${number(r.lastmod.present)} (${number(r.lastmod.distinct)} distinct)`,
        );
      out.push(`  ${counts.join(', ')}`);
      if (r.lastmodVerdict) out.push(`  ${verdictLine(r.lastmodVerdict)}`);
    }
    for (const p of r.problems.slice(0, PROBLEMS_SHOWN)) {
      const where = p.line > 0 ? `${p.line}:${p.column}` : '-';
      out.push(`  ${p.severity.padEnd(7)} ${where.padEnd(10)} ${p.code}: ${words.problem(p)}`);
    }
    if (r.problems.length > PROBLEMS_SHOWN)
      out.push(`  … and ${number(r.problems.length - PROBLEMS_SHOWN)} more problems (see --json)`);
  }
  const urls = reports.reduce((sum, r) => sum + r.urls, 0);
  const problems = problemTotal(groups);
  const leftOut = reports.filter(isLeftOutChild).length;
  const unreadable = reports.filter(isUnreadableFile).length;
  if (beforeTotals) out.push(beforeTotals.replace(/\n$/, ''));
  out.push(
    '',
    lastmodTotal
      ? `All URLs: ${verdictLine(lastmodTotal.verdict)}`
      : 'All URLs: lastmod not judged (--stream keeps no URL store)',
    `${number(reports.length)} files, ${number(urls)} URLs, ${number(problems)} problems${unreadable ? `, ${unreadable} unreadable` : ''}${leftOut ? `, ${leftOut} left out` : ''}`,
  );
  return out.join('\n') + '\n';
}
