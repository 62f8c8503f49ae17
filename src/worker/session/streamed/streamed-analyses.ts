/**
 * What a streamed run counted as its rows passed, as the session's analyses
 * (session-analysis.ts): those whose descriptors say they run streamed (`isStreamed`),
 * registered in the descriptors' order, the order InspectorSession registers theirs, so the
 * same code (analysis-registry.ts, session-problems.ts) assembles the problems of both, and
 * the two list them alike: each file's lastmod reasons, the generator lint's problems, the
 * `url-blocked-by-robots` group.
 */
import type { DocumentId } from '../../../core/ids';
import {
  judgeLastmodDocuments,
  type LastmodDocumentInsight,
} from '../../../core/lastmod/lastmod-insight';
import type { LastmodFacts } from '../../../core/lastmod/lastmod-facts';
import {
  GENERATOR_LINT_ROW_CODES,
  type GeneratorLintTally,
} from '../../../core/sitemap/generator-lint';
import { analysisDescriptors } from '../../../core/analyses/analysis-descriptors';
import type { Descriptors } from '../../../core/analyses/declared-columns';
import { AnalysisRegistry } from '../analysis-registry';
import type { BlockedUrls } from '../blocked-urls';
import type { SessionProblem } from '../problem-groups';
import type { SessionAnalysis } from '../session-analysis';
import type { DocumentRecord } from '../session-documents';
import { indexLinks, judgedInputs, sitemapLine } from '../session-lastmod';
import type { SessionTree } from '../session-tree';
import type { LastmodTally } from './lastmod-tally';

/** The lastmod verdict of each document, judged from the facts its rows gave as they passed. */
export class StreamedLastmod implements SessionAnalysis {
  readonly version = 0;
  private facts?: ReadonlyMap<number, LastmodFacts>;

  constructor(
    private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>,
    private readonly tally: LastmodTally,
  ) {}

  /** The verdicts per finished document, as SessionLastmod.documentVerdicts gives them. */
  documentVerdicts(tree: SessionTree): LastmodDocumentInsight[] {
    const inputs = judgedInputs(this.documents.values());
    this.facts ??= this.tally.factsOf(inputs);
    const lineOf = (indexId: number, loc: string) => sitemapLine(this.documents, indexId, loc);
    return judgeLastmodDocuments(inputs, indexLinks(tree, lineOf), this.facts).documents;
  }

  documentProblems(tree: SessionTree): SessionProblem[] {
    return this.documentVerdicts(tree).flatMap(({ documentId, problems }) =>
      problems.map((problem) => ({ documentId: documentId as DocumentId, problem })),
    );
  }
}

/** What a streamed run counted, as the makers of its analyses take it. */
export interface StreamedTallies {
  readonly blocked: BlockedUrls;
  readonly lastmod: StreamedLastmod;
  readonly lint: GeneratorLintTally;
}

/** Makes one streamed descriptor's analysis from the run's tallies. */
type MakeStreamed = (tallies: StreamedTallies) => SessionAnalysis;

/**
 * How each descriptor that runs streamed (`isStreamed`) does, keyed by its id: a descriptor
 * marked streamed without a maker here does not compile.
 */
const streamedMakers = {
  'robots-crosscheck': ({ blocked }) => ({
    version: 0,
    problemGroups: () => {
      const group = blocked.group();
      return group ? [group] : [];
    },
  }),
  lastmod: ({ lastmod }) => lastmod,
  'generator-lint': ({ lint }) => ({
    version: 0,
    documentProblems: () => lint.problems(),
    // The rows each problem counts carry its code, as the stored session's do.
    urlCount: (code) => (GENERATOR_LINT_ROW_CODES.includes(code) ? lint.rowsWith(code) : undefined),
  }),
} as const satisfies Record<StreamedAnalysisId, MakeStreamed>;

type StreamedAnalysisId = Extract<(typeof analysisDescriptors)[number], { isStreamed: true }>['id'];

/**
 * The registry of a streamed run: the descriptors that run streamed, in their order (the
 * order the session registers its analyses in: analysis-descriptors.ts).
 */
export function streamedRegistry(
  tallies: StreamedTallies,
  descriptors: Descriptors = analysisDescriptors,
  makers: Readonly<Partial<Record<string, MakeStreamed>>> = streamedMakers,
): AnalysisRegistry {
  const registry = new AnalysisRegistry();
  for (const descriptor of descriptors) {
    const make = descriptor.isStreamed ? makers[descriptor.id] : undefined;
    if (make) registry.register(make(tallies));
  }
  return registry;
}
