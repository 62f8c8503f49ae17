/**
 * The session's lastmod verdicts (core/lastmod/lastmod-insight.ts) from what it has read:
 * each finished document, the store's URLs, and the index tree's matched children, whose
 * `<lastmod>` in the index is compared with the newest lastmod inside them.
 */
import type { IndexLink } from '../../core/lastmod/index-mismatch';
import {
  lastmodDocuments,
  lastmodInsight,
  type LastmodDocumentInput,
  type LastmodDocumentInsight,
  type LastmodFactsCache,
  type LastmodInsight,
  type LastmodValuesCache,
} from '../../core/lastmod/lastmod-insight';
import type { UrlStore } from '../../core/analysis/url-store';
import { parseW3cDatetime } from '../../core/sitemap/w3c-datetime';
import type { TreeNodeView } from '../protocol/tree';
import type { DocumentRecord } from './session-documents';
import type { SessionTree } from './session-tree';
import type { SessionProblem } from './problem-groups';
import type { SessionAnalysis } from './session-analysis';
import { asDocumentId } from '../../core/ids';

/** How long verdicts judged at one instant are kept: "in the future" moves on. */
const JUDGED_FOR_MS = 60_000;

/**
 * The session's verdicts and what they are computed from, kept between questions: each
 * finished document's facts for one instant (its values sorted once, not each time a file
 * finishes), and the last verdicts over all URLs for one data version.
 */
export class SessionLastmod implements SessionAnalysis {
  /** Its verdicts change with the data, and with the clock ("in the future" moves on). */
  readonly version = 0;
  /**
   * Each finished document's facts, judged at `nowMs` (LastmodFactsCache), and its valid
   * values sorted (LastmodValuesCache: what the all-URLs facts are merged from).
   */
  private facts: JudgedFacts = { nowMs: -Infinity, cache: new Map(), values: new Map() };
  /** The last verdicts over all URLs, their data version and when they were judged. */
  private verdicts?: { dataVersion: number; nowMs: number; insight: LastmodInsight };

  constructor(
    private readonly store: UrlStore,
    private readonly documents: ReadonlyMap<number, DocumentRecord>,
    private readonly nowMs: () => number,
  ) {}

  /**
   * The verdicts per finished document only: what the derived whole-file problems need,
   * asked whenever the problems are, so without the all-URLs verdict that sorts every value.
   */
  documentVerdicts(tree: SessionTree): LastmodDocumentInsight[] {
    const { nowMs, cache, values } = this.judgedAt();
    return lastmodDocuments(
      this.store,
      judgedInputs(this.documents.values()),
      indexLinks(tree, this.sitemapLineOf),
      nowMs,
      cache,
      values,
    ).documents;
  }

  /**
   * A file stamped with its generation time is not clean: its lastmod reasons are warnings
   * under Problems too (whole-file problems, line 0).
   */
  documentProblems(tree: SessionTree): SessionProblem[] {
    return this.documentVerdicts(tree).flatMap(({ documentId, problems }) =>
      problems.map((problem) => ({ documentId: asDocumentId(documentId), problem })),
    );
  }

  /** Verdicts per finished document and over all URLs, judged now. */
  insight(tree: SessionTree): LastmodInsight {
    const { nowMs, cache, values } = this.judgedAt();
    return lastmodInsight(
      this.store,
      judgedInputs(this.documents.values()),
      indexLinks(tree, this.sitemapLineOf),
      nowMs,
      cache,
      values,
    );
  }

  /**
   * {@link insight}, kept while the data stays the same (`dataVersion`) for at most a minute:
   * the Lastmod view asks again at every refresh, and the all-URLs verdict sorts every value.
   */
  currentInsight(
    dataVersion: number,
    tree: () => SessionTree,
  ): { nowMs: number; insight: LastmodInsight } {
    const { nowMs } = this.judgedAt();
    let verdicts = this.verdicts;
    if (!verdicts || verdicts.dataVersion !== dataVersion || verdicts.nowMs !== nowMs) {
      verdicts = { dataVersion, nowMs, insight: this.insight(tree()) };
      this.verdicts = verdicts;
    }
    return verdicts;
  }

  private readonly sitemapLineOf = (indexDocumentId: number, loc: string): number =>
    sitemapLine(this.documents, indexDocumentId, loc);

  /** The instant verdicts are judged at, and the documents' facts judged then. */
  private judgedAt(): JudgedFacts {
    const nowMs = this.nowMs();
    if (nowMs - this.facts.nowMs > JUDGED_FOR_MS)
      this.facts = { nowMs, cache: new Map(), values: new Map() };
    // A removed document's values would be held for nothing (8 bytes a URL).
    for (const documentId of this.facts.values.keys())
      if (!this.documents.has(documentId)) this.facts.values.delete(documentId);
    return this.facts;
  }
}

/** The documents' facts judged at one instant, and their sorted values. */
interface JudgedFacts {
  nowMs: number;
  cache: LastmodFactsCache;
  values: LastmodValuesCache;
}

/** The `<sitemap>` line of `loc` in an index (its first listing); 0 when unknown. */
export function sitemapLine(
  documents: ReadonlyMap<number, DocumentRecord>,
  indexDocumentId: number,
  loc: string,
): number {
  return documents.get(indexDocumentId)?.sitemapRefs.find((ref) => ref.loc === loc)?.line ?? 0;
}

/** The finished documents as the verdicts take them. */
export function judgedInputs(documents: Iterable<DocumentRecord>): LastmodDocumentInput[] {
  return [...documents].flatMap((doc) =>
    doc.report
      ? [{ documentId: doc.documentId, kind: doc.report.kind, sitemapRefs: doc.sitemapRefs }]
      : [],
  );
}

/**
 * Each index → supplied child pair of the tree that carries an index lastmod; `lineOf` finds
 * the index's `<sitemap>` line for a listed loc (0 when unknown).
 */
export function indexLinks(
  tree: Pick<SessionTree, 'roots' | 'unlisted'>,
  lineOf: (indexDocumentId: number, loc: string) => number = () => 0,
): IndexLink[] {
  const links: IndexLink[] = [];
  const visit = (node: TreeNodeView): void => {
    for (const child of node.children) {
      if (
        node.kind === 'sitemapindex' &&
        node.documentId !== undefined &&
        child.documentId !== undefined &&
        child.lastmodText !== undefined &&
        !child.isCycle
      ) {
        const parsed = parseW3cDatetime(child.lastmodText);
        if (parsed.ok)
          links.push({
            indexDocumentId: node.documentId,
            childDocumentId: child.documentId,
            lastmodMs: parsed.ms,
            lastmodPrecision: parsed.precision,
            loc: child.loc ?? child.name,
            line: child.loc === undefined ? 0 : lineOf(node.documentId, child.loc),
          });
      }
      visit(child);
    }
  };
  [...tree.roots, ...tree.unlisted].forEach(visit);
  return links;
}
