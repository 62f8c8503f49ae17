/**
 * The Lastmod view's answer for one scope (all URLs, one input, or the URL table's filter):
 * the histogram and coverage of the scope's rows, the scope's verdict, every file's figures
 * and verdict, the verdict of all files, and the "changed since T" counts of the URL
 * table's rows. The histogram and counts are linear in the rows; the per-file verdicts come
 * from the session's LastmodInsight, which sorts each file's values once per data version.
 */
import type { LastmodInsight, LastmodJudgement } from '../../core/lastmod/lastmod-insight';
import { changedSinceCounts } from '../../core/lastmod/changed-since';
import { lastmodFacts } from '../../core/lastmod/lastmod-facts';
import { lastmodHistogram, MAX_HISTOGRAM_BINS } from '../../core/lastmod/lastmod-histogram';
import { sampleLastmod, type RowSelection } from '../../core/lastmod/lastmod-sample';
import { judgeLastmod } from '../../core/lastmod/lastmod-verdict';
import type { UrlStore } from '../../core/analysis/url-store';
import type { LastmodAnswer, LastmodAsk, LastmodFileRow } from '../protocol/lastmod';
import type { ViewQuery } from '../protocol/rows';
import type { DocumentRecord } from './session-documents';

export type { LastmodAnswer };
export type LastmodQuestion = LastmodAsk;

export interface LastmodSources {
  store: UrlStore;
  documents: ReadonlyMap<number, DocumentRecord>;
  /** Every file's verdict and all files' (InspectorSession.lastmod), judged at `nowMs`. */
  insight: LastmodInsight;
  nowMs: number;
  /** The store rows a query selects (the session's view of it). */
  rowsOf(query: ViewQuery): Uint32Array;
}

/** The answer to one `lastmod` request. */
export function lastmodAnswer(question: LastmodQuestion, sources: LastmodSources): LastmodAnswer {
  const { store, documents, insight, nowMs } = sources;
  const { scope } = question;
  const rows: RowSelection =
    scope.kind === 'all'
      ? undefined
      : sources.rowsOf(
          scope.kind === 'file'
            ? { inputIds: [scope.inputId] }
            : scope.kind === 'document'
              ? { documentIds: [scope.documentId] }
              : withoutSort(question.query),
        );
  const maxBins = Math.max(1, Math.min(question.maxBins ?? MAX_HISTOGRAM_BINS, MAX_HISTOGRAM_BINS));
  const histogram = lastmodHistogram(store, rows, nowMs, maxBins);

  const files: LastmodFileRow[] = [];
  for (const judged of insight.documents) {
    const doc = documents.get(judged.documentId);
    if (!doc?.report) continue;
    if (scope.kind === 'file' && doc.inputId !== scope.inputId) continue;
    if (scope.kind === 'document' && doc.documentId !== scope.documentId) continue;
    files.push({
      documentId: doc.documentId,
      inputId: doc.inputId,
      name: doc.name,
      kind: doc.report.kind,
      facts: judged.facts,
      verdict: judged.verdict,
    });
  }

  let judgement: LastmodJudgement;
  if (scope.kind === 'all') judgement = insight.total;
  else if ((scope.kind === 'file' || scope.kind === 'document') && files.length === 1)
    judgement = files[0];
  else {
    // A filter, or an archive of several files: the selected URLs as one sample.
    const facts = lastmodFacts(sampleLastmod(store, rows), nowMs);
    judgement = { facts, verdict: judgeLastmod(facts) };
  }

  const since = question.changedSinceMs;
  return {
    nowMs,
    histogram,
    facts: judgement.facts,
    verdict: judgement.verdict,
    files,
    total: insight.total,
    ...(since !== undefined && Number.isFinite(since)
      ? {
          changedSince: changedSinceCounts(
            store,
            sources.rowsOf(withoutLastmodBounds(question.query)),
            since,
          ),
        }
      : {}),
  };
}

function withoutSort({ sort: _sort, ...rest }: ViewQuery): ViewQuery {
  return rest;
}

/** The query's rows before its lastmod bounds: what "changed since" splits. */
function withoutLastmodBounds(query: ViewQuery): ViewQuery {
  const {
    lastmodFromMs: _from,
    lastmodToMs: _to,
    includeNoLastmod: _include,
    ...rest
  } = withoutSort(query);
  return rest;
}
