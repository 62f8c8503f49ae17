/**
 * `npm run inspect -- --compare BEFORE AFTER [--json] [--rows OUT.parquet] [--fail-on-removed]`:
 * two snapshots of a site side by side (src/core/snapshot), each a file, an archive or a
 * folder, each read by the worker's own session into a URL store of its own. Prints the
 * counts, the per-file table and the findings (or, with `--json`, one document with
 * `compare`); `--rows` writes the change of every URL to Parquet.
 *
 * When a cap of the session (`--max-urls=N` and the others, session-limits.ts) cut either
 * snapshot, the comparison says so first, in the summary, on stderr and as `cut` in `--json`:
 * what was compared is only what was kept.
 *
 * Exit status: 0; 1 when some input could not be read or holds no sitemap, or with
 * `--fail-on-removed` when URLs were removed or a snapshot was cut (for a deploy pipeline:
 * docs/command-line.md); 2 on a usage error.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { ByteWriter } from 'hyparquet-writer';
import { compareSnapshots, type SnapshotComparison } from '../src/core/snapshot/snapshot-compare';
import { snapshotCut } from '../src/core/snapshot/snapshot-cut';
import { joinSnapshots } from '../src/core/snapshot/snapshot-join';
import { writeSnapshotParquet } from '../src/core/snapshot/snapshot-parquet';
import { isLocale, type Locale } from '../src/messages/locale';
import { snapshotFindingMessage } from '../src/messages/snapshot-texts';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../src/worker/session/session-limits';
import { sessionFileKeys } from '../src/worker/session/earlier-snapshot';
import { readSnapshot, whyNotSnapshotPath } from './compare-snapshot';
import { cutText } from './compare-cut-text';
import type { SnapshotRun } from './compare-snapshot';
import { LIMIT_OPTIONS, limitsOf } from './limit-options';
import {
  commandHelp,
  isGiven,
  isHelpAsked,
  lastValue,
  parseOptions,
  type CommandHelp,
  type OptionTable,
} from './command-options';

const COMPARE_OPTIONS: OptionTable = [
  {
    name: '--compare',
    takesValue: false,
    usage: '--compare BEFORE AFTER',
    help: 'the two snapshots, each a sitemap file, an archive or a folder',
  },
  {
    name: '--json',
    takesValue: false,
    help: 'print one JSON document: { "compare": { added, removed, lastmodChanged,\nunchanged, moved, files: [...], sections: [...], findings: [...],\nregenerated: [...] } }',
  },
  {
    name: '--fail-on-removed',
    takesValue: false,
    help: 'exit 1 when any URL of BEFORE is missing from AFTER, or when a cap cut\neither snapshot (then what is missing cannot be known)',
  },
  {
    name: '--rows',
    takesValue: true,
    usage: '--rows OUT.parquet',
    help: 'write the change of every URL (removed ones too) to a Parquet file',
  },
  {
    name: '--lang',
    takesValue: true,
    usage: '--lang en|ja|zh',
    help: "the language of the findings' messages",
  },
  // Each snapshot gets a session of its own, with these caps.
  ...LIMIT_OPTIONS,
];

/** `--compare BEFORE AFTER`: its help, as the command table lists it. */
export const COMPARE_HELP: CommandHelp = {
  usage:
    '--compare BEFORE AFTER [--json] [--rows OUT.parquet] [--fail-on-removed] [--lang en|ja|zh]',
  description: `Compares two snapshots of a site (each a sitemap file, an archive or a folder): the URLs
added, removed, with lastmod changed and unchanged, per file and section, and the lastmod
findings only two snapshots show (a file regenerated with every lastmod moved to one instant).
Each snapshot's session has the caps below.`,
  options: COMPARE_OPTIONS,
  more: 'A snapshot cut by a cap (store-full, inflate-limit) is reported first ("cut" in --json).',
  exitStatus: `0 compared, 1 an input could not be read or holds no sitemap (or, with
--fail-on-removed, URLs removed or a snapshot cut), 2 usage error.`,
};

const COMPARE_USAGE = commandHelp(COMPARE_HELP);

export interface CompareResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

interface CompareOptions {
  before: string;
  after: string;
  asJson: boolean;
  rows?: string;
  failOnRemoved: boolean;
  locale: Locale;
  limits: SessionLimits;
}

function parse(argv: readonly string[]): CompareOptions | string {
  const outcome = parseOptions(argv, COMPARE_OPTIONS);
  if (!outcome.ok) return outcome.error;
  const { parsed } = outcome;
  const locale = lastValue(parsed, '--lang') ?? 'en';
  if (!isLocale(locale)) return `--lang takes en, ja or zh, not ${locale}`;
  const limits = limitsOf(parsed, DEFAULT_SESSION_LIMITS);
  if ('error' in limits) return limits.error;
  const paths = parsed.positionals;
  if (paths.length !== 2)
    return `--compare takes two snapshots, BEFORE and AFTER (got ${paths.length})`;
  const rows = lastValue(parsed, '--rows');
  return {
    before: paths[0]!,
    after: paths[1]!,
    asJson: isGiven(parsed, '--json'),
    failOnRemoved: isGiven(parsed, '--fail-on-removed'),
    locale,
    limits: limits.limits,
    ...(rows !== undefined ? { rows } : {}),
  };
}

export async function runCompareCommand(argv: readonly string[]): Promise<CompareResult> {
  if (isHelpAsked(argv)) return { stdout: COMPARE_USAGE + '\n', stderr: '', exitCode: 0 };
  const options = parse(argv);
  if (typeof options === 'string')
    return { stdout: '', stderr: `${options}\n\n${COMPARE_USAGE}\n`, exitCode: 2 };
  // Both paths checked before either is read: a FIFO or a typo is said at once.
  const badPaths = [options.before, options.after].flatMap((path) => {
    const reason = whyNotSnapshotPath(path);
    return reason === undefined ? [] : [`${path}: ${reason}\n`];
  });
  if (badPaths.length > 0) return { stdout: '', stderr: badPaths.join(''), exitCode: 1 };
  const now = Date.now();
  const earlierRead = await readSnapshot(options.before, now, options.limits);
  const currentRead = await readSnapshot(options.after, now, options.limits);
  const refusals = (
    [
      [options.before, earlierRead],
      [options.after, currentRead],
    ] as const
  ).flatMap(([path, read]) => (read.ok ? [] : [`${path}: ${read.reason}\n`]));
  if (!earlierRead.ok || !currentRead.ok)
    return { stdout: '', stderr: refusals.join(''), exitCode: 1 };
  const earlier = earlierRead.run;
  const current = currentRead.run;
  const cut = { before: snapshotCut(earlier.documents), after: snapshotCut(current.documents) };
  const join = joinSnapshots(earlier.session.store, current.session.store);
  const keys = sessionFileKeys(earlier.session, current.session);
  const comparison = compareSnapshots(earlier.session.store, current.session.store, join, keys);
  let stderr = '';
  for (const [path, run] of [
    [options.before, earlier],
    [options.after, current],
  ] as const)
    for (const report of run.documents.filter((r) => r.unreadable))
      stderr += `${path}: ${report.name} could not be read\n`;
  if (options.rows) {
    const writer = new ByteWriter();
    let rows = 0;
    for (const done of writeSnapshotParquet(
      earlier.session.store,
      current.session.store,
      join,
      writer,
      keys,
    ))
      rows = done;
    const bytes = new Uint8Array(writer.getBuffer());
    const fd = openSync(options.rows, 'w');
    try {
      writeSync(fd, bytes);
    } finally {
      closeSync(fd);
    }
    stderr += `Wrote ${rows.toLocaleString('en-US')} URL changes to ${options.rows} (${bytes.length.toLocaleString('en-US')} bytes, Parquet).\n`;
  }
  const stdout = options.asJson
    ? JSON.stringify(
        { compare: { ...compareJson(comparison, options, earlier, current), cut } },
        null,
        2,
      ) + '\n'
    : cutText(cut, options) + compareText(comparison, options);
  // With --json, stdout is the document: the cut is said on stderr too, for the log's reader.
  if (options.asJson) stderr += cutText(cut, options);
  const isUnreadable = [earlier, current].some((run) => run.documents.some((r) => r.unreadable));
  const isRemovedFailure = options.failOnRemoved && comparison.totals.removed > 0;
  if (isRemovedFailure)
    stderr += `${comparison.totals.removed.toLocaleString('en-US')} URLs of ${options.before} are missing from ${options.after} (--fail-on-removed).\n`;
  // A gate (--fail-on-…) cannot pass on a cut snapshot: the URLs left out of either side are
  // neither counted as removed nor known to be there.
  const isCutFailure = options.failOnRemoved && (cut.before !== null || cut.after !== null);
  if (isCutFailure)
    stderr += `A snapshot was cut by a cap, so removed URLs cannot be ruled out (--fail-on-removed); raise the cap (--max-urls=N, --max-store-bytes=N, --max-inflated-bytes=N) or compare smaller snapshots.\n`;
  return { stdout, stderr, exitCode: isUnreadable || isRemovedFailure || isCutFailure ? 1 : 0 };
}

function snapshotJson(path: string, run: SnapshotRun, urls: number) {
  return { path, files: run.documents.filter((r) => r.kind !== 'archive').length, urls };
}

export function compareJson(
  comparison: SnapshotComparison,
  options: Pick<CompareOptions, 'before' | 'after' | 'locale'>,
  earlier: SnapshotRun,
  current: SnapshotRun,
) {
  const { totals } = comparison;
  return {
    before: snapshotJson(options.before, earlier, totals.earlierUrls),
    after: snapshotJson(options.after, current, totals.currentUrls),
    added: totals.added,
    removed: totals.removed,
    lastmodChanged: totals.lastmodChanged,
    unchanged: totals.unchanged,
    moved: totals.moved,
    files: comparison.files,
    sections: comparison.sections,
    findings: comparison.findings.map((f) => ({
      ...f,
      message: snapshotFindingMessage(f, options.locale),
    })),
    /** The files whose every lastmod moved to one instant. */
    regenerated: comparison.findings.filter((f) => f.code === 'regenerated').map((f) => f.file),
  };
}

const COLUMNS = [
  ['earlierUrls', 'before'],
  ['currentUrls', 'after'],
  ['added', 'added'],
  ['removed', 'removed'],
  ['lastmodChanged', 'lastmod changed'],
  ['unchanged', 'unchanged'],
  ['moved', 'moved'],
] as const;

function compareText(comparison: SnapshotComparison, options: CompareOptions): string {
  const number = (n: number) => n.toLocaleString('en-US');
  const { totals } = comparison;
  const out = [
    `${options.before} (${number(totals.earlierUrls)} URLs) → ${options.after} (${number(totals.currentUrls)} URLs)`,
    `${number(totals.added)} added, ${number(totals.removed)} removed, ${number(totals.lastmodChanged)} lastmod changed, ${number(totals.unchanged)} unchanged, ${number(totals.moved)} moved to another file`,
    '',
  ];
  const width = Math.max(4, ...comparison.files.map((f) => f.file.length));
  out.push(
    [
      'file'.padEnd(width),
      ...COLUMNS.map(([, title]) => title.padStart(Math.max(title.length, 7))),
    ].join('  '),
  );
  for (const file of comparison.files)
    out.push(
      [
        file.file.padEnd(width),
        ...COLUMNS.map(([key, title]) => number(file[key]).padStart(Math.max(title.length, 7))),
      ].join('  '),
    );
  out.push('');
  if (comparison.findings.length === 0) out.push('Findings: none');
  else {
    out.push('Findings:');
    for (const finding of comparison.findings)
      out.push(
        `  ${finding.code}  ${finding.file}: ${snapshotFindingMessage(finding, options.locale)}`,
      );
  }
  return out.join('\n') + '\n';
}
