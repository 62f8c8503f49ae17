/**
 * `npm run inspect -- --crawl FILE [--json] SITEMAPS…`: the sitemaps read by the session,
 * joined against a crawl export (src/core/crawl) read from disk a 1 MiB slice at a time; the
 * coverage printed is the report answer's (the session's join, as the page's Coverage tab).
 * `--crawl-columns url=NAME[,status=NAME][,indexability=NAME][,canonical=NAME]` maps a CSV
 * whose header is not a known export. docs/command-line.md describes the output.
 */
import { uncancelledRequest } from '../src/worker/session/session-context';
import { existsSync, openAsBlob, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { searchConsoleExportZip } from '../src/core/crawl/search-console-export';
import type { InspectorSession } from '../src/worker/session/inspector-session';
import type { CrawlColumnMapping } from '../src/core/crawl/crawl-columns';
import type { CrawlFile } from '../src/core/crawl/crawl-file';
import { NON_INDEXABLE_REASONS } from '../src/core/crawl/crawl-verdict';
import type { CoverageView } from '../src/worker/protocol/crawl';
import type { CliWords } from './cli-messages';
import { lastValue, type OptionTable, type ParsedOptions } from './command-options';

/** What `--crawl` printed: the export as given and read, and the session's join of it. */
export interface CrawlRun {
  name: string;
  file: CrawlFile;
  coverage: CoverageView;
}

/** `url=Address,status=Code` as a mapping, or a reason it is not one. */
export function parseCrawlColumns(text: string): CrawlColumnMapping | string {
  const mapping: Partial<CrawlColumnMapping> = {};
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    const role = part.slice(0, at).trim();
    if (at < 0 || !['url', 'status', 'indexability', 'canonical'].includes(role))
      return `--crawl-columns: "${part}" is not role=COLUMN (roles: url, status, indexability, canonical)`;
    mapping[role as keyof CrawlColumnMapping] = part.slice(at + 1);
  }
  return mapping.url ? (mapping as CrawlColumnMapping) : '--crawl-columns needs url=COLUMN';
}

/**
 * Reads the crawl export into the session, as the page's crawlOpen does (a 1 MiB slice at a
 * time from a Blob of the file), so that `--rows` writes its columns too. A Search Console
 * `Table.csv` with its `Metadata.csv` beside it is read with it, as the page reads the two
 * uploaded together (the export's zip, search-console-export.ts); so is the zip itself.
 */
export async function readCrawlFile(
  session: InspectorSession,
  path: string,
  mapping?: CrawlColumnMapping,
): Promise<CrawlFile> {
  const metadataPath = join(dirname(path), 'Metadata.csv');
  const source =
    basename(path) === 'Table.csv' && existsSync(metadataPath)
      ? new Blob([searchConsoleExportZip(readFileSync(path), readFileSync(metadataPath))])
      : await openAsBlob(path);
  await session.crawl.open(
    { name: path, source, ...(mapping ? { mapping } : {}) },
    uncancelledRequest(),
  );
  return session.crawl.loaded!;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The crawl export itself, as `coverage.crawl` of `--json` (alone when it was refused). */
export function crawlFileJson(name: string, file: CrawlFile, words: CliWords) {
  return {
    name,
    shape: file.table.shape ?? null,
    delimiter: file.delimiter ?? null,
    rows: file.rows,
    urls: file.table.size,
    repeatedRows: file.table.repeatedRows,
    // A Search Console export's issue, from its Metadata.csv: the reason of every row.
    issue: file.fileReason ?? null,
    columns: file.table.needsMapping ? file.table.header : undefined,
    problems: file.problems.map((p) => ({
      code: p.code,
      severity: p.severity,
      line: p.line,
      message: words.problem(p),
    })),
  };
}

/** The `coverage` object of `--json`. */
export function crawlJson(run: CrawlRun, words: CliWords) {
  const { coverage, file } = run;
  return {
    crawl: crawlFileJson(run.name, file, words),
    sitemapUrls: coverage.sitemapUrls,
    crawlUrls: coverage.crawlUrls,
    sitemapNotCrawled: coverage.sitemapNotCrawled,
    crawledNotInSitemaps: coverage.crawledNotInSitemaps,
    sitemapNonIndexable: coverage.sitemapNonIndexable,
    sitemapIndexable: coverage.sitemapIndexable,
    shares: {
      sitemapNotCrawled: share(coverage.sitemapNotCrawled, coverage.sitemapUrls),
      sitemapNonIndexable: share(coverage.sitemapNonIndexable, coverage.sitemapUrls),
      crawledNotInSitemaps: share(coverage.crawledNotInSitemaps, coverage.crawlUrls),
    },
    byReason: coverage.byReason,
    redirectTargetsListed: coverage.redirectTargetsListed,
    canonicalsListed: coverage.canonicalsListed,
    wouldMatchIfFolded: coverage.foldedMatches,
    bySection: coverage.bySection.map(({ key, ...counts }) => ({ section: key, ...counts })),
    byFile: coverage.byFile.map(({ key, ...counts }) => ({ file: key, ...counts })),
    problems: coverage.problems.map((group) => ({
      code: group.code,
      severity: group.severity,
      count: group.count,
      first: group.occurrences.map(({ file, line, column, url, params }) => ({
        file,
        line,
        column,
        ...(url !== undefined ? { url } : {}),
        message: words.problem({ code: group.code, ...(params ? { params } : {}) }),
      })),
    })),
  };
}

/** The readable summary's crawl block. */
export function crawlText(run: CrawlRun, words: CliWords): string {
  const { coverage, file } = run;
  const number = (n: number) => n.toLocaleString('en-US');
  const out = [
    '',
    `Crawl coverage: ${run.name}  [${file.table.shape ?? 'columns unknown'}]  ${number(file.rows)} rows, ${number(coverage.crawlUrls)} URLs`,
  ];
  for (const p of file.problems)
    out.push(
      `  ${p.severity.padEnd(7)} ${String(p.line).padEnd(10)} ${p.code}: ${words.problem(p)}`,
    );
  out.push(
    `  sitemapNotCrawled     ${number(coverage.sitemapNotCrawled)} of ${number(coverage.sitemapUrls)} sitemap URLs (${share(coverage.sitemapNotCrawled, coverage.sitemapUrls)}%)`,
    `  crawledNotInSitemaps  ${number(coverage.crawledNotInSitemaps)} indexable pages no sitemap lists`,
    `  sitemapNonIndexable   ${number(coverage.sitemapNonIndexable)} of ${number(coverage.sitemapUrls)} (${share(coverage.sitemapNonIndexable, coverage.sitemapUrls)}%)`,
  );
  for (const reason of NON_INDEXABLE_REASONS)
    if (coverage.byReason[reason] > 0)
      out.push(`    ${reason.padEnd(20)}${number(coverage.byReason[reason])}`);
  if (coverage.foldedMatches > 0)
    out.push(
      `  note: ${number(coverage.foldedMatches)} URLs not crawled would match if trailing slashes and index.html were folded`,
    );
  for (const group of coverage.problems) {
    const { params } = group.occurrences[0]!;
    const message = words.problem({ code: group.code, ...(params ? { params } : {}) });
    out.push(
      `  ${group.severity.padEnd(7)} ${number(group.count).padStart(9)}  ${group.code}: ${message}`,
    );
  }
  return out.join('\n') + '\n';
}

/**
 * What a crawl export must look like, for the refusal of one that is not (crawl-columns.ts
 * `recogniseHeader`: the header names each export is known by).
 */
const EXPECTED_EXPORTS =
  'a CSV or TSV export of Screaming Frog (Address with Status Code or Indexability), Sitebulb (URL with HTTP Status Code, Indexable or Indexable Status) or Search Console page indexing (URL with Reason); for any other header name its columns with --crawl-columns url=NAME';

/**
 * Why the crawl export read cannot be joined (binary, empty, a header no export has), or
 * undefined: joined, such a file would say every sitemap URL was not crawled.
 */
export function crawlRefusal(path: string, file: CrawlFile, words: CliWords): string | undefined {
  if (file.isReadable) return undefined;
  const why = file.problems.map((p) => `  ${p.code}: ${words.problem(p)}`).join('\n');
  return `--crawl ${path}: not read as a crawl export\n${why}\nExpected ${EXPECTED_EXPORTS}.\n`;
}

export interface CrawlOptions {
  path?: string;
  mapping?: CrawlColumnMapping;
}

/** `--crawl` and `--crawl-columns`, for a command's option table. */
export const CRAWL_OPTIONS: OptionTable = [
  {
    name: '--crawl',
    takesValue: true,
    usage: '--crawl FILE',
    help: 'report sitemapNotCrawled, crawledNotInSitemaps and sitemapNonIndexable\n(by reason); with --json, as "coverage"; with --rows, each row\'s crawl\nstatus, verdict and target beside it',
  },
  {
    name: '--crawl-columns',
    takesValue: true,
    usage: '--crawl-columns url=NAME[,status=NAME][,indexability=NAME][,canonical=NAME]',
    help: 'the columns of a CSV whose header is not a known export',
  },
];

/** What `--crawl` does, for the help above its options. */
export const CRAWL_DESCRIPTION = `With --crawl FILE the sitemaps are joined against a crawl export (CSV or TSV from
Screaming Frog, Sitebulb or Search Console's page indexing report):`;

/** The crawl export the options name, checked. */
export function crawlOptionsOf(
  parsed: ParsedOptions,
): { options: CrawlOptions } | { error: string } {
  const options: CrawlOptions = {};
  const path = lastValue(parsed, '--crawl');
  if (path !== undefined) options.path = path;
  const columns = lastValue(parsed, '--crawl-columns');
  if (columns !== undefined) {
    const mapping = parseCrawlColumns(columns);
    if (typeof mapping === 'string') return { error: mapping };
    options.mapping = mapping;
  }
  if (options.mapping && !options.path) return { error: '--crawl-columns needs --crawl FILE' };
  if (options.path !== undefined && !isFile(options.path))
    return { error: `--crawl ${options.path}: no such file` };
  return { options };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
