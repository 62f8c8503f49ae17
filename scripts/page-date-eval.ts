/**
 * `npx tsx scripts/page-date-eval.ts LABELS.json PAGES_DIR [...]`: how well the page reader
 * (src/core/page/read-page.ts) finds a page's date, on a public date-annotated collection:
 * htmldate's evaluation sets (github.com/adbar/htmldate, `tests/eval_default.json` with
 * `tests/eval/`, `tests/eval_mediacloud_2020.json` with `tests/test_set/`), whose labels map a
 * URL to `{ file, date }`, the page's publication date as a day. The pages are the
 * publishers' and stay out of this repository; the command reads them where they are.
 *
 * A page counts as found when the reader states a date (published, else modified), and as
 * right when that date's day, in the zone it was written with, is the label's. Precision is
 * right / found, recall right / labelled.
 */
import { percentOf } from '../src/core/percent';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPage } from '../src/core/page/read-page';
import type { DateFact, DateSource } from '../src/core/page/page-facts';

interface Label {
  readonly file: string;
  readonly date: string;
}

/** The calendar day a date names where it was written (UTC when written without a zone). */
function writtenDay(fact: DateFact): string {
  return new Date(fact.instant + (fact.offset ?? 0) * 60_000).toISOString().slice(0, 10);
}

function evaluate(labelsPath: string, pagesDir: string) {
  // The mediacloud set writes Python's `NaN` for a page without a date: no label.
  const text = readFileSync(labelsPath, 'utf8').replaceAll(': NaN', ': null');
  const labels = JSON.parse(text) as Record<string, Label | { file: string; date: null }>;
  let labelled = 0;
  let found = 0;
  let right = 0;
  const bySource = new Map<DateSource, { found: number; right: number }>();
  for (const [url, label] of Object.entries(labels)) {
    if (label.date === null) continue;
    let body: Uint8Array;
    try {
      body = readFileSync(join(pagesDir, label.file));
    } catch {
      continue;
    }
    labelled++;
    const facts = readPage({ url, status: 200, headers: { 'content-type': 'text/html' }, body });
    const stated = facts.published ?? facts.modified;
    if (!stated) continue;
    found++;
    const source = bySource.get(stated.source) ?? { found: 0, right: 0 };
    source.found++;
    if (writtenDay(stated) === label.date) {
      right++;
      source.right++;
    }
    bySource.set(stated.source, source);
  }
  return { labelled, found, right, bySource };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${percentOf(part, whole)} %`;

function main(args: readonly string[]): number {
  if (args.length < 2 || args.length % 2 !== 0) {
    console.error(
      'Usage: npx tsx scripts/page-date-eval.ts LABELS.json PAGES_DIR [LABELS.json PAGES_DIR ...]',
    );
    return 2;
  }
  for (let i = 0; i < args.length; i += 2) {
    const { labelled, found, right, bySource } = evaluate(args[i]!, args[i + 1]!);
    console.log(
      `${args[i]}: ${labelled} pages, a date found on ${found}, right on ${right}: precision ${percent(right, found)}, recall ${percent(right, labelled)}`,
    );
    for (const [source, counts] of [...bySource].sort((a, b) => b[1].found - a[1].found))
      console.log(
        `  ${source}: ${counts.found} found, ${percent(counts.right, counts.found)} right`,
      );
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
