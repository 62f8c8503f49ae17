/**
 * The lastmod verdict of every document and of all of them together, from the URL store
 * (a document's rows are the store file of the same id) and, for sitemap indexes, their
 * `<sitemap>` entries. The session calls it for the command line, the Lastmod view and the
 * derived whole-file problems.
 */
import type { UrlStore } from '../analysis/url-store';
import type { Problem } from '../problems/problem';
import type { DocumentKind } from '../sitemap/sitemap-entry';
import { indexMismatches, type IndexLink, type IndexMismatch } from './index-mismatch';
import { lastmodProblems } from './lastmod-problems';
import {
  lastmodFacts,
  lastmodFactsAndValues,
  sampleOfValues,
  type LastmodFacts,
} from './lastmod-facts';
import { pooledLastmodFacts, type LastmodRun } from './lastmod-runs';
import { rowsOfDocuments, sampleLastmod } from './lastmod-sample';
import { judgeLastmod, type LastmodVerdict } from './lastmod-verdict';
import { siteVerdict } from './site-verdict';

export interface LastmodDocumentInput {
  /** The document's id, which is also its file id in the store. */
  documentId: number;
  kind: DocumentKind;
  /** A sitemap index's entries: their lastmod is what an index's verdict judges. */
  sitemapRefs?: readonly { lastmodText?: string; lastmodMs: number; lastmodPrecision: number }[];
}

export interface LastmodJudgement {
  facts: LastmodFacts;
  verdict: LastmodVerdict;
}

export interface LastmodDocumentInsight extends LastmodJudgement {
  documentId: number;
  /** The verdict's reasons as whole-file problems of this document. */
  problems: Problem[];
}

export interface LastmodInsight {
  /** Documents that can carry lastmod (sitemaps, indexes, feeds), in the order given. */
  documents: LastmodDocumentInsight[];
  /**
   * Every URL in the store as one sample, with every index mismatch, plus the reasons of the
   * files that hold at least SITE_REASON_URL_SHARE of the URLs (site-verdict.ts).
   */
  total: LastmodJudgement;
}

const JUDGED_KINDS: ReadonlySet<DocumentKind> = new Set([
  'urlset',
  'sitemapindex',
  'text',
  'rss',
  'atom',
]);

/** True for the document kinds that get a lastmod verdict (not robots.txt or archives). */
export function hasLastmodVerdict(kind: DocumentKind): boolean {
  return JUDGED_KINDS.has(kind);
}

/**
 * Each document's facts, kept between calls by the caller for one `nowMs`: a finished
 * document's rows never change (a removal takes the whole document away), so its values are
 * sorted once, not once per call. Without it a session of 20 files sorted every file's
 * values again each time a file finished.
 */
export type LastmodFactsCache = Map<number, LastmodFacts>;

/**
 * Each document's valid values, sorted, beside its facts in a {@link LastmodFactsCache}: the
 * facts of all URLs are merged from them (lastmod-runs.ts) instead of a sort of every value,
 * which took ~0.1 s of the analyzer for a million URLs each time the Overview asked.
 */
export type LastmodValuesCache = Map<number, Float64Array>;

/** The documents' verdicts, judged at `nowMs`, and the index mismatches found for them. */
export function lastmodDocuments(
  store: UrlStore,
  documents: readonly LastmodDocumentInput[],
  links: readonly IndexLink[],
  nowMs: number,
  factsCache: LastmodFactsCache = new Map(),
  valuesCache: LastmodValuesCache = new Map(),
): { documents: LastmodDocumentInsight[]; mismatches: ReadonlyMap<number, IndexMismatch> } {
  const unjudged = documents.filter(
    (doc) => hasLastmodVerdict(doc.kind) && !factsCache.has(doc.documentId),
  );
  const rowsOf = rowsOfDocuments(
    store,
    unjudged.flatMap((doc) => (doc.kind === 'sitemapindex' ? [] : [doc.documentId])),
  );
  for (const doc of unjudged) {
    if (doc.kind === 'sitemapindex') {
      factsCache.set(doc.documentId, indexLastmodFacts(doc, nowMs));
      continue;
    }
    const rows = rowsOf.get(doc.documentId) ?? new Uint32Array(0);
    const { facts, sorted } = lastmodFactsAndValues(sampleLastmod(store, rows), nowMs);
    factsCache.set(doc.documentId, facts);
    valuesCache.set(doc.documentId, sorted);
  }
  return judgeLastmodDocuments(documents, links, factsCache);
}

/** A sitemap index's facts: its `<sitemap>` entries' lastmod is what its verdict judges. */
export function indexLastmodFacts(
  index: Pick<LastmodDocumentInput, 'sitemapRefs'>,
  nowMs: number,
): LastmodFacts {
  const sample = sampleOfValues(
    (index.sitemapRefs ?? []).map((ref) => ({
      ms: ref.lastmodMs,
      precision: ref.lastmodPrecision,
      isInvalid: ref.lastmodText !== undefined,
    })),
  );
  return lastmodFacts(sample, nowMs);
}

/**
 * The verdicts of the documents whose facts `facts` holds (every judged kind's, by id), and
 * the index mismatches found for them: the facts may come from the store (above) or from
 * rows counted as they passed (a streamed run).
 */
export function judgeLastmodDocuments(
  documents: readonly LastmodDocumentInput[],
  links: readonly IndexLink[],
  facts: ReadonlyMap<number, LastmodFacts>,
): { documents: LastmodDocumentInsight[]; mismatches: ReadonlyMap<number, IndexMismatch> } {
  const mismatches = indexMismatches(links, (id) => facts.get(id)?.newestMs ?? NaN);
  const judged: LastmodDocumentInsight[] = [];
  for (const doc of documents) {
    const known = hasLastmodVerdict(doc.kind) ? facts.get(doc.documentId) : undefined;
    if (!known) continue;
    const mismatch = mismatches.get(doc.documentId);
    const verdict = judgeLastmod(known, mismatch?.count ?? 0, mismatch?.first);
    judged.push({
      documentId: doc.documentId,
      facts: known,
      verdict,
      problems: lastmodProblems(verdict.reasons),
    });
  }
  return { documents: judged, mismatches };
}

/** Verdicts per document and overall, judged at `nowMs`. */
export function lastmodInsight(
  store: UrlStore,
  documents: readonly LastmodDocumentInput[],
  links: readonly IndexLink[],
  nowMs: number,
  factsCache: LastmodFactsCache = new Map(),
  valuesCache: LastmodValuesCache = new Map(),
): LastmodInsight {
  const { documents: judged, mismatches } = lastmodDocuments(
    store,
    documents,
    links,
    nowMs,
    factsCache,
    valuesCache,
  );
  const kindOf = new Map(documents.map((doc) => [doc.documentId, doc.kind]));
  const totalFacts = storeLastmodFacts(store, nowMs, factsCache, valuesCache);
  let totalMismatches = 0;
  for (const { count } of mismatches.values()) totalMismatches += count;
  const pooled = judgeLastmod(totalFacts, totalMismatches);
  const files = judged.map((doc) => ({ urls: doc.facts.rows, verdict: doc.verdict }));
  // An index's "rows" are its <sitemap> entries, not URLs.
  for (const [i, doc] of judged.entries())
    if (kindOf.get(doc.documentId) === 'sitemapindex') files[i].urls = 0;
  return { documents: judged, total: { facts: totalFacts, verdict: siteVerdict(pooled, files) } };
}

/**
 * The facts of every URL in the store as one sample (`sampleLastmod` of all rows): merged
 * from each document's sorted values where the caches hold them, and where they do not (a
 * document still being read) from its rows, sampled and sorted here.
 */
export function storeLastmodFacts(
  store: UrlStore,
  nowMs: number,
  factsCache: ReadonlyMap<number, LastmodFacts> = new Map(),
  valuesCache: ReadonlyMap<number, Float64Array> = new Map(),
): LastmodFacts {
  const runs: LastmodRun[] = [];
  const unsorted: number[] = [];
  for (const documentId of store.documentIds()) {
    const rows = store.documentUrlCount(documentId);
    if (rows === 0) continue;
    const facts = factsCache.get(documentId);
    const sorted = valuesCache.get(documentId);
    // A finished document's rows never change; the row count guards the cache all the same.
    if (facts && sorted && facts.rows === rows) runs.push({ facts, sorted });
    else unsorted.push(documentId);
  }
  const rowsOf = rowsOfDocuments(store, unsorted);
  for (const documentId of unsorted)
    runs.push(lastmodFactsAndValues(sampleLastmod(store, rowsOf.get(documentId)!), nowMs));
  return pooledLastmodFacts(runs);
}
