/**
 * A run of the session's reading that keeps no URL store: `npm run inspect -- --rows
 * OUT.parquet --stream` (docs/parquet.md), for sites whose URLs outgrow one machine's memory.
 * The inputs are read twice, through the session's own per-input reading (ingest-input.ts)
 * with rows that go elsewhere:
 *
 * 1. the first reading hashes every URL (8 bytes each) to learn which are listed more than
 *    once and how often, and gives the documents: the index tree, the scope check's locations,
 *    the first robots.txt and the site it governs;
 * 2. the second writes every row to the Parquet file as it comes, one row group at a time,
 *    with the values the store's export writes for the same inputs, and counts what the
 *    session finds over all stored rows once they are in (written-rows.ts).
 *
 * Memory holds the URLs' hashes (8 bytes a URL in the first reading; in the second, a slot of
 * 24 bytes for each URL listed more than once, in a table at most three quarters full), one
 * document's lastmod values, one row group and the problems the report gives, capped over the
 * run and not only per file (kept-problems.ts; the duplicates as numbers and URL bytes until
 * the file is written: kept-duplicates.ts): not the URLs. docs/limits.md states the bound.
 *
 * What a streamed run does not give, because it needs every URL at once: the lastmod verdict
 * over all URLs, the hreflang analysis (so `hreflang_cluster` is null on every row), the rule
 * review. Without a store there is no store cap (`store-full`); the inflate caps apply as ever.
 */
import { uncancelledRequest } from '../session-context';
import type { Writer } from 'hyparquet-writer';
import type { DocumentId, InputId } from '../../../core/ids';
import { LocHasher } from '../../../core/export/loc-hash';
import { RepeatedUrls } from '../../../core/export/repeated-urls';
import { StreamedRows } from '../../../core/export/streamed-rows';
import { writtenRowColumns } from '../../../core/export/parquet-schema';
import { robotsRowColumn } from '../../../core/robots/analyses/robots-row-column';
import type { LastmodDocumentInsight } from '../../../core/lastmod/lastmod-insight';
import { GeneratorLintTally } from '../../../core/sitemap/generator-lint';
import type { SessionDocumentReport, OpenFileInput } from '../../protocol/files';
import type { ProblemGroup } from '../../protocol/problems';
import { DEFAULT_ROBOTS_CHECK } from '../../protocol/robots';
import { BlockedUrls } from '../blocked-urls';
import { readInput } from '../ingest-input';
import type { DocumentRows } from '../input-documents';
import { sortProblemGroups } from '../problem-groups';
import type { DocumentRecord, InputRecord } from '../session-documents';
import { SessionBudget, type SessionLimits } from '../session-limits';
import { SessionProblems } from '../session-problems';
import { buildSessionTree } from '../session-tree';
import { sourceSize } from '../source-chunks';
import { KeptProblems } from './kept-problems';
import { LastmodTally } from './lastmod-tally';
import { StreamedLastmod, streamedRegistry } from './streamed-analyses';
import { SurveyRows } from './survey-rows';
import { WrittenRows } from './written-rows';
import { firstRobots, scopeTallies, streamedRowProblems } from './streamed-documents';

export interface StreamedRunOptions {
  /** "Now" for the readers' and the verdicts' checks of dates in the future. */
  readonly nowMs: number;
  readonly limits: SessionLimits;
  /** SessionOptions.nativeInflate: the command line keeps gzip on fflate (`'zip'`). */
  readonly nativeInflate?: boolean | 'zip';
  /** Adds the `robots` column: each URL's verdict for this crawler under the first robots.txt. */
  readonly agent?: string;
  /** The URL hash's 8-byte key (loc-hash.ts); a random one per run when not given. */
  readonly hashKey?: Uint8Array;
  /** Rows per row group; STREAMED_GROUP_ROWS when not given. */
  readonly groupRows?: number;
}

/**
 * Rows per row group of a streamed file: a quarter of the store export's 100,000, since the
 * writer's working set grows with the group (its copies of each column, the timestamps as
 * BigInt, the pages). A million URLs peaked at 315 MB with groups of 100,000 and 224 MB with
 * 25,000, for a file 0.6 % larger (2026-12-04, docs/benchmarks.md).
 */
export const STREAMED_GROUP_ROWS = 25_000;

/** Room for the hashes still to come is made once this share of the inputs' bytes is read. */
const ESTIMATE_AFTER_SHARE = 1 / 16;
/** Asked for beyond the estimate, so a slight underestimate does not double the list. */
const ESTIMATE_MARGIN = 1 / 16;

/** The documents and URL counts of one reading, by input. */
type Reading = Map<InputId, { urls: number; documents: number }>;

export class StreamedRun {
  private constructor(
    private readonly problemsOfRun: SessionProblems,
    private readonly registry: ReturnType<typeof streamedRegistry>,
    private readonly lastmod: StreamedLastmod,
    /** Rows written to the file. */
    readonly rows: number,
    /** True when the file has the `robots` column (an agent was given and a robots.txt read). */
    readonly hasRobots: boolean,
    /** Distinct URLs the first reading met, and the bytes its hash table held at most. */
    readonly distinctUrls: number,
    readonly hashBytes: number,
    /** URL rows that list hreflang alternates, which a streamed run does not analyse. */
    readonly rowsWithAlternates: number,
    /** Problems the run's caps left out of the report (kept-problems.ts), by code. */
    readonly problemsCut: ReadonlyMap<string, number>,
  ) {}

  /** Reads `inputs` (twice) and writes every URL row to `writer`, then finishes the file. */
  static async write(
    inputs: readonly OpenFileInput[],
    writer: Writer,
    options: StreamedRunOptions,
  ): Promise<StreamedRun> {
    const hasher = new LocHasher(options.hashKey ?? randomKey());
    const repeated = new RepeatedUrls();
    const survey = new SurveyRows(repeated, hasher);
    const surveyed = new Map<DocumentId, DocumentRecord>();
    const totalBytes = inputs.reduce((sum, input) => sum + sourceSize(input.source), 0);
    // Room for the hashes of the URLs still to come, at the rate the bytes read so far gave:
    // made once (again only if the rate rises past the margin), not by doubling, each doubling a
    // copy of every hash held and, for a moment, three times the memory.
    let bytesBefore = 0;
    let reserved = 0;
    const estimate = (bytesRead: number) => {
      const read = bytesBefore + bytesRead;
      if (read < totalBytes * ESTIMATE_AFTER_SHARE || survey.urls === 0 || read >= totalBytes)
        return;
      const expected = (survey.urls / read) * totalBytes;
      if (expected <= reserved) return;
      reserved = expected * (1 + ESTIMATE_MARGIN);
      repeated.reserve(reserved);
    };
    const first = await readAll(inputs, survey, surveyed, options, new KeptProblems(surveyed), {
      onBytesRead: estimate,
      onInputRead: (input) => (bytesBefore += sourceSize(input.source)),
    });
    const hashBytes = repeated.byteLength;
    repeated.beginSecondReading();
    const distinctUrls = repeated.distinct;

    const tree = buildSessionTree(surveyed.values());
    const scope = scopeTallies(surveyed, tree.locations);
    const robots = firstRobots(surveyed, survey.firstUrls);
    const hasRobots = options.agent !== undefined && robots !== null;
    surveyed.clear();

    const streamed = new StreamedRows(
      writer,
      writtenRowColumns(new Set(hasRobots ? [robotsRowColumn.id] : [])),
      options.groupRows ?? STREAMED_GROUP_ROWS,
    );
    const documents = new Map<DocumentId, DocumentRecord>();
    const lint = new GeneratorLintTally((id) => documents.get(id)?.name ?? '');
    const tallies = {
      lastmod: new LastmodTally(options.nowMs),
      scope: new Map(
        [...scope].flatMap(([id, { tally }]) => (tally ? [[id, tally] as const] : [])),
      ),
      lint,
      blocked: new BlockedUrls(DEFAULT_ROBOTS_CHECK.agent),
    };
    const written = new WrittenRows(streamed, repeated, hasher, tallies, robots, options.agent);
    const keptProblems = new KeptProblems(documents);
    const second = await readAll(inputs, written, documents, options, keptProblems);
    for (const input of inputs) {
      const [before, after] = [first.get(input.inputId)!, second.get(input.inputId)!];
      if (before.urls !== after.urls || before.documents !== after.documents)
        throw new Error(
          `${input.name} changed between the two readings (${before.urls} URLs, then ${after.urls})`,
        );
    }
    streamed.finish();
    // Made now, with the file written: kept as numbers while it was (kept-duplicates.ts).
    for (const [documentId, duplicates] of written.duplicateProblems())
      documents.get(documentId)!.duplicatesWhenRead = duplicates;

    const problems = new SessionProblems(streamedRowProblems(scope), documents);
    const lastmod = new StreamedLastmod(documents, tallies.lastmod);
    const registry = streamedRegistry({ blocked: tallies.blocked, lastmod, lint });
    problems.addDerivation((sessionTree) => registry.documentProblems(sessionTree));
    return new StreamedRun(
      problems,
      registry,
      lastmod,
      streamed.rows,
      hasRobots,
      distinctUrls,
      hashBytes,
      written.rowsWithAlternates,
      new Map([...keptProblems.cutOfCode, ...written.duplicatesCut()]),
    );
  }

  /** Every document's report with the problems found across documents, as the session's. */
  reports(): SessionDocumentReport[] {
    return this.problemsOfRun.reports();
  }

  /** The Problems answer, as InspectorSession.problems() sorts it. */
  problems(): ProblemGroup[] {
    return sortProblemGroups(this.registry.problemGroups(this.problemsOfRun.groups()));
  }

  /** The lastmod verdict of each document (the one over all URLs is not given). */
  lastmodDocuments(): LastmodDocumentInsight[] {
    return this.lastmod.documentVerdicts(this.problemsOfRun.tree());
  }
}

/**
 * Reads every input in turn into `rows` and `documents`: one reading of the run. `watch`
 * hears how far each input is read (its own bytes so far) and when it is done.
 */
async function readAll(
  inputs: readonly OpenFileInput[],
  rows: DocumentRows,
  documents: Map<DocumentId, DocumentRecord>,
  options: StreamedRunOptions,
  kept: KeptProblems,
  watch: {
    onBytesRead?(bytesRead: number): void;
    onInputRead?(input: OpenFileInput): void;
  } = {},
): Promise<Reading> {
  // One budget per reading: each reading inflates what the session would, and meets its caps.
  const budget = new SessionBudget(options.limits);
  const reading: Reading = new Map();
  // Each document's problems are cut to the run's caps as the next one begins.
  const cutting: DocumentRows = {
    addDocument: (name) => {
      kept.cutFinished();
      return rows.addDocument(name);
    },
    addUrl: (...args) => rows.addUrl(...args),
    addBatch: (...args) => rows.addBatch(...args),
  };
  for (const file of inputs) {
    const input: InputRecord = {
      inputId: file.inputId,
      name: file.name,
      source: file.source,
      documentIds: [],
      isRemoved: false,
    };
    // A streamed run keeps no store, so no store cap: every URL is written.
    const read = await readInput(cutting, () => null, documents, input, {
      ...uncancelledRequest(),
      nowMs: options.nowMs,
      budget,
      // What the session's analyses take from rows as they pass (hreflang's links) is not
      // kept in a streamed run: hreflang_cluster is null (docs/parquet.md).
      analyses: { onRowsRead: () => undefined },
      ...(options.nativeInflate !== undefined ? { nativeInflate: options.nativeInflate } : {}),
      ...(watch.onBytesRead ? { onBytesRead: watch.onBytesRead } : {}),
    });
    kept.cutFinished();
    reading.set(file.inputId, { urls: read.result.urls, documents: input.documentIds.length });
    watch.onInputRead?.(file);
  }
  return reading;
}

function randomKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(8));
}
