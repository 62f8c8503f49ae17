/**
 * `npm run check-corpus -- DIR`: runs our engine over a folder of files described by a
 * manifest.json and compares what it reports with the manifest's independently computed
 * facts. Understands three manifests: the real corpus (`expected` per file, computed with
 * Python's expat and regular expressions), make-fixtures output (`breaks` per file) and our
 * own generator's (`expectCodes`). Sub-folders with their own manifest.json are checked too.
 *
 * Prints one line per file (agree / disagree, with every differing fact) and a summary.
 * Exit 0 when everything agrees, 1 when something disagrees, 2 on a usage error. Not part of
 * `npm test`: a fresh clone has no corpus beside it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportedDocument } from '../src/worker/protocol/report';
import { documentsOf, inspectFiles } from './inspect-run';
import { ReaderShare } from './reader-share';

interface Check {
  fact: string;
  expected: unknown;
  actual: unknown;
}

type Entry = Record<string, unknown> & { file: string };

/** make-fixtures `breaks` → the codes that must appear (any one of them). */
const BREAK_CODES: Record<string, string[]> = {
  'entity-expansion': ['entity-declaration'],
  'external-entity': ['external-entity'],
  'external-dtd': ['external-entity'],
  'decompressed-size': ['too-large', 'inflate-limit'],
  'max-urls': ['too-many-urls'],
  'max-bytes': ['too-large'],
  'max-loc-length': ['loc-too-long'],
  'nesting-depth': ['nesting-too-deep'],
  truncated: ['truncated', 'xml-malformed'],
  'gzip-stream': ['truncated', 'decompression-failed'],
  utf8: ['invalid-utf8'],
  'lastmod-future': ['lastmod-future'],
  'lastmod-invalid': ['lastmod-invalid'],
};

const ROOT_KINDS: Record<string, string> = {
  urlset: 'urlset',
  sitemapindex: 'sitemapindex',
  rss: 'rss',
  atom: 'atom',
  text: 'text',
};

function checksFor(entry: Entry, report: ReportedDocument, members: ReportedDocument[]): Check[] {
  const checks: Check[] = [];
  // An archive's problems include its members' (a zip bomb's too-large sits on each member).
  const codes = new Set<string>(
    [report, ...(report.kind === 'archive' ? members : [])].flatMap((r) =>
      r.problems.map((p) => p.code),
    ),
  );
  // Any one of the wanted codes agrees; `expected` then names the one found.
  const has: HasCode = (fact, wanted) => {
    const found = wanted.find((c) => codes.has(c));
    checks.push({
      fact,
      expected: found ?? wanted.join('|'),
      actual: found ?? ([...codes].join(',') || 'none'),
    });
  };
  const expected = entry.expected as Record<string, unknown> | undefined;
  if (expected && report.kind === 'robots') {
    checks.push({ fact: 'kind', expected: 'robots', actual: report.kind });
    checks.push({
      fact: 'sitemaps',
      expected: (expected.sitemaps as string[]).length,
      actual: report.sitemaps,
    });
  } else if (expected && entry.kind === 'robots') {
    checks.push({ fact: 'kind', expected: 'robots', actual: report.kind });
  } else if (expected) expectedFactChecks(checks, expected, report, has);
  else if (Array.isArray(entry.expectCodes)) expectCodesChecks(checks, entry, report, members);
  else breaksChecks(checks, entry, report, members, has);
  return checks;
}

/** Records whether the report has one of the `wanted` problem codes, as fact `fact`. */
type HasCode = (fact: string, wanted: string[]) => void;

/** A manifest entry with an `expected` block of facts about a sitemap. */
function expectedFactChecks(
  checks: Check[],
  expected: Record<string, unknown>,
  report: ReportedDocument,
  has: HasCode,
): void {
  const rootKind = String(expected.root_kind);
  if (rootKind in ROOT_KINDS)
    checks.push({ fact: 'kind', expected: ROOT_KINDS[rootKind], actual: report.kind });
  if (expected.well_formed === false)
    has('well_formed=false', ['xml-malformed', 'truncated', 'unknown-entity']);
  if (expected.compression === 'gzip')
    checks.push({ fact: 'format', expected: 'gzip', actual: report.format });
  if (typeof expected.decompressed_bytes === 'number')
    checks.push({
      fact: 'inflatedBytes',
      expected: expected.decompressed_bytes,
      actual: report.inflatedBytes,
    });
  if (expected.well_formed !== false) {
    const entries =
      rootKind === 'text' ? expected.url_lines : (expected.entries_with_loc ?? expected.entries);
    if (typeof entries === 'number')
      checks.push({ fact: 'entries', expected: entries, actual: report.urls + report.sitemaps });
    if (typeof expected.entries_with_lastmod === 'number')
      checks.push({
        fact: 'lastmod.present',
        expected: expected.entries_with_lastmod,
        actual: report.lastmod.present,
      });
    if (typeof expected.distinct_lastmod === 'number')
      checks.push({
        fact: 'lastmod.distinct',
        expected: expected.distinct_lastmod,
        actual: report.lastmod.distinct,
      });
  }
  if (expected.utf8_valid === false) has('utf8_valid=false', ['invalid-utf8', 'encoding-not-utf8']);
  if (typeof expected.max_loc_len === 'number' && expected.max_loc_len >= 2048)
    has('max_loc_len>=2048', ['loc-too-long']);
  if (typeof expected.non_url_lines === 'number' && expected.non_url_lines > 0)
    has('non_url_lines', ['text-line-not-url']);
}

/** A manifest entry listing the problem codes it expects (`expectCodes`). */
function expectCodesChecks(
  checks: Check[],
  entry: Entry,
  report: ReportedDocument,
  members: ReportedDocument[],
): void {
  const target =
    typeof entry.member === 'string'
      ? members.find((m) => m.name.endsWith(`/${entry.member}`))
      : report;
  const targetCodes = new Set<string>((target ?? report).problems.map((p) => p.code));
  const expectCodes = entry.expectCodes as string[];
  for (const code of expectCodes)
    checks.push({
      fact: `code ${code}`,
      expected: code,
      actual: targetCodes.has(code) ? code : [...targetCodes].join(',') || 'none',
    });
  if (expectCodes.length === 0) {
    const errors = [report, ...members].flatMap((r) =>
      r.problems.filter((p) => p.severity === 'error').map((p) => p.code),
    );
    checks.push({ fact: 'no errors', expected: '', actual: errors.join(',') });
  }
  if (typeof entry.urls === 'number')
    checks.push({ fact: 'urls', expected: entry.urls, actual: report.urls });
}

/** A manifest entry naming what it `breaks`, with counts for what should still be read. */
function breaksChecks(
  checks: Check[],
  entry: Entry,
  report: ReportedDocument,
  members: ReportedDocument[],
  has: HasCode,
): void {
  for (const name of (entry.breaks as string[] | undefined) ?? [])
    if (BREAK_CODES[name]) has(`breaks ${name}`, BREAK_CODES[name]);
  const isBomb = (entry.breaks as string[] | undefined)?.includes('decompressed-size');
  if (typeof entry.decompressed_bytes === 'number' && !isBomb)
    checks.push({
      fact: 'inflatedBytes',
      expected: entry.decompressed_bytes,
      actual: report.inflatedBytes,
    });
  if (Array.isArray(entry.members)) {
    for (const member of entry.members as Entry[]) {
      const found = members.find((m) => m.name.endsWith(`/${member.file}`));
      checks.push({
        fact: `${member.file} urls+sitemaps`,
        expected: Number(member.urls ?? 0) + Number(member.sitemaps ?? 0),
        actual: found ? found.urls + found.sitemaps : 'missing',
      });
      if (typeof member.lastmod_count === 'number')
        checks.push({
          fact: `${member.file} lastmod.present`,
          expected: member.lastmod_count,
          actual: found?.lastmod.present,
        });
    }
  } else if (
    entry.well_formed !== false &&
    !(entry.breaks as string[] | undefined)?.some(
      (b) => b === 'decompressed-size' || b === 'nesting-depth',
    )
  ) {
    if (typeof entry.urls === 'number')
      checks.push({ fact: 'urls', expected: entry.urls, actual: report.urls });
    if (typeof entry.sitemaps === 'number')
      checks.push({ fact: 'sitemaps', expected: entry.sitemaps, actual: report.sitemaps });
    if (typeof entry.lastmod_count === 'number')
      checks.push({
        fact: 'lastmod.present',
        expected: entry.lastmod_count,
        actual: report.lastmod.present,
      });
    if (typeof entry.distinct_lastmod === 'number')
      checks.push({
        fact: 'lastmod.distinct',
        expected: entry.distinct_lastmod,
        actual: report.lastmod.distinct,
      });
  }
}

async function checkFolder(
  dir: string,
  totals: { files: number; agree: number; checks: number; failed: number },
  share: ReaderShare,
): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    files: Entry[];
  };
  console.log(`\n# ${dir} (${manifest.files.length} files)`);
  for (const entry of manifest.files) {
    const path = join(dir, entry.file);
    share.note(path);
    const reports = documentsOf(await inspectFiles([path], Date.parse('2026-11-30T00:00:00Z')));
    const report = reports.find((r) => r.name === path);
    if (!report) continue;
    const members = reports.filter((r) => r !== report);
    const checks = checksFor(entry, report, members);
    const disagreements = checks.filter((c) => !agrees(c));
    totals.files++;
    totals.checks += checks.length;
    totals.failed += disagreements.length;
    if (disagreements.length === 0) {
      totals.agree++;
      console.log(`  agree     ${entry.file} (${checks.length} facts)`);
    } else {
      console.log(
        `  DISAGREE  ${entry.file}: ${disagreements.map((c) => `${c.fact} expected ${String(c.expected)} got ${String(c.actual)}`).join('; ')}`,
      );
      if (typeof entry.notes === 'string') console.log(`            note: ${entry.notes}`);
    }
  }
}

function agrees(check: Check): boolean {
  return check.expected === check.actual;
}

async function main(argv: readonly string[]): Promise<number> {
  const dir = argv.find((a) => a !== '--');
  if (!dir || !existsSync(join(dir, 'manifest.json'))) {
    console.error('Usage: npm run check-corpus -- DIR   (DIR holds a manifest.json)');
    return 2;
  }
  const totals = { files: 0, agree: 0, checks: 0, failed: 0 };
  const share = new ReaderShare();
  await checkFolder(dir, totals, share);
  for (const name of readdirSync(dir).sort()) {
    const sub = join(dir, name);
    if (statSync(sub).isDirectory() && existsSync(join(sub, 'manifest.json')))
      await checkFolder(sub, totals, share);
  }
  console.log(
    `\n${totals.agree}/${totals.files} files agree; ${totals.checks - totals.failed}/${totals.checks} facts agree`,
  );
  console.log(share.summary());
  return totals.failed === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
