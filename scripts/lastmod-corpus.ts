/**
 * `npm run lastmod-corpus -- DIR`: the lastmod verdict of every file a corpus manifest.json
 * lists (the real corpus: /work/shared/corpus/sitemaps/real), read together in one session
 * so that index lastmods are compared with the children supplied beside them.
 *
 * Prints one line per file (verdict, reasons, entries with lastmod, distinct values) and a
 * summary. A file whose manifest says it stamps one lastmod on at least
 * GENERATION_MIN_DATED entries must be called `generation-time`; exit 1 when one is not,
 * 2 on a usage error. Not part of `npm test`: a fresh clone has no corpus beside it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATION_MIN_DATED } from '../src/core/lastmod/lastmod-thresholds';
import { answerOf, inspectFiles } from './inspect-run';

/** The corpus facts were computed on this day; judging "future" at it keeps the output stable. */
const CORPUS_NOW_MS = Date.parse('2026-11-30T00:00:00Z');

interface ManifestEntry {
  file: string;
  expected?: { entries_with_lastmod?: number; distinct_lastmod?: number };
}

async function main(argv: readonly string[]): Promise<number> {
  const dir = argv.find((arg) => arg !== '--');
  if (!dir || !existsSync(join(dir, 'manifest.json'))) {
    console.error('Usage: npm run lastmod-corpus -- DIR   (DIR holds a manifest.json)');
    return 2;
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
    files: ManifestEntry[];
  };
  const paths = manifest.files.map((entry) => join(dir, entry.file));
  const answer = await answerOf(await inspectFiles(paths, CORPUS_NOW_MS));
  const { documents: reports, lastmodTotal } = answer.documentReports;
  const tally = new Map<string, number>();
  let missed = 0;
  for (const entry of manifest.files) {
    const report = reports.find((r) => r.name === join(dir, entry.file));
    const verdict = report?.lastmodVerdict;
    const codes = verdict?.reasons.map((r) => r.code) ?? [];
    const label = verdict?.verdict ?? '(no verdict)';
    tally.set(label, (tally.get(label) ?? 0) + 1);
    const stamped =
      (entry.expected?.distinct_lastmod ?? 0) === 1 &&
      (entry.expected?.entries_with_lastmod ?? 0) >= GENERATION_MIN_DATED;
    const isMissed = stamped && !codes.includes('generation-time');
    if (isMissed) missed++;
    const figures = report
      ? `${report.lastmod.present}/${report.urls || report.sitemaps} with lastmod, ${report.lastmod.distinct} distinct`
      : 'not read';
    console.log(
      `${isMissed ? 'MISSED ' : ''}${entry.file.padEnd(44)} ${label.padEnd(9)} ${codes.join(',').padEnd(34)} ${figures}`,
    );
  }
  const total = lastmodTotal.verdict;
  console.log(
    `\n${manifest.files.length} files: ${[...tally].map(([verdict, n]) => `${n} ${verdict}`).join(', ')}; ` +
      `all URLs together: ${total.verdict} (${total.reasons.map((r) => r.code).join(', ')})` +
      (missed ? `; ${missed} single-stamp files NOT called generation-time` : ''),
  );
  return missed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
