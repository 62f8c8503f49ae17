/**
 * How the session makes (or holds) the analysis of each descriptor (core/analyses/
 * analysis-descriptors.ts), keyed by descriptor id: the session registers them in the
 * descriptors' order, so its list of analyses is derived, never kept by hand.
 *
 * Why a companion list here rather than a `create` member on the descriptor: a descriptor is
 * core, read by the problem registry and the docs, and core must not import the worker (its
 * tsconfig has no WebWorker lib and .dependency-cruiser.cjs forbids the edge), while making
 * an analysis needs the worker's types (the store's session, the earlier snapshot). The key
 * is the descriptor's id, so an analysis with a maker and no descriptor does not compile.
 */
import type { AnalysisId } from '../../core/analyses/analysis-descriptors';
import { analysisDescriptors } from '../../core/analyses/analysis-descriptors';
import type { Descriptors } from '../../core/analyses/declared-columns';
import type { UrlStore } from '../../core/analysis/url-store';
import type { ComparedSession, EarlierSnapshot } from './earlier-snapshot';
import { GeneratorLintAnalysis } from './generator-lint-analysis';
import type { SessionAnalysis } from './session-analysis';
import { SnapshotChange, type RowsSession } from './snapshot-change';

/** What the session hands the makers: its store, and the analyses other parts of it hold too. */
export interface AnalysisHost {
  readonly store: UrlStore;
  readonly robots: SessionAnalysis;
  readonly lastmod: SessionAnalysis;
  readonly hreflang: SessionAnalysis;
  readonly crawl: SessionAnalysis;
  readonly pageCheck: SessionAnalysis;
  readonly logs: SessionAnalysis;
  readonly earlier: EarlierSnapshot<RowsSession>;
  readonly current: ComparedSession;
}

/** Makes (or hands back) one descriptor's analysis for a session. */
export type MakeAnalysis = (host: AnalysisHost) => SessionAnalysis;

/** The makers by descriptor id; a descriptor without one has no session analysis (a reader's codes). */
export type AnalysisMakers = Readonly<Partial<Record<string, MakeAnalysis>>>;

export const sessionAnalysisMakers = {
  'robots-crosscheck': (host) => host.robots,
  lastmod: (host) => host.lastmod,
  hreflang: (host) => host.hreflang,
  crawl: (host) => host.crawl,
  snapshot: (host) => new SnapshotChange(host.earlier, host.current),
  'generator-lint': (host) => new GeneratorLintAnalysis(host.store),
  'page-check': (host) => host.pageCheck,
  logs: (host) => host.logs,
} as const satisfies Partial<Record<AnalysisId, MakeAnalysis>>;

/** The session's analyses, in the descriptors' order (the order the registry asks them in). */
export function sessionAnalyses(
  host: AnalysisHost,
  descriptors: Descriptors = analysisDescriptors,
  makers: AnalysisMakers = sessionAnalysisMakers,
): SessionAnalysis[] {
  return descriptors.flatMap((descriptor) => {
    const make = makers[descriptor.id];
    return make ? [make(host)] : [];
  });
}
