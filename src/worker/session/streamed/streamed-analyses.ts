/**
 * What a streamed run counted as its rows passed, as the session's analyses
 * (session-analysis.ts): registered in the order InspectorSession registers theirs, so the
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

/** The registry of a streamed run: the robots.txt group, the lastmod verdicts, the lint. */
export function streamedRegistry(
  blocked: BlockedUrls,
  lastmod: StreamedLastmod,
  lint: GeneratorLintTally,
): AnalysisRegistry {
  const registry = new AnalysisRegistry();
  const robots: SessionAnalysis = {
    version: 0,
    problemGroups: () => {
      const group = blocked.group();
      return group ? [group] : [];
    },
  };
  const generatorLint: SessionAnalysis = {
    version: 0,
    documentProblems: () => lint.problems(),
    // The rows each problem counts carry its code, as the stored session's do.
    urlCount: (code) => (GENERATOR_LINT_ROW_CODES.includes(code) ? lint.rowsWith(code) : undefined),
  };
  for (const analysis of [robots, lastmod, generatorLint]) registry.register(analysis);
  return registry;
}
