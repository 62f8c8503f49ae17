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
} from '../../core/lastmod/lastmod-insight';
import type { UrlStore } from '../../core/analysis/url-store';
import { parseW3cDatetime } from '../../core/sitemap/w3c-datetime';
import type { TreeNodeView } from '../protocol';
import type { DocumentRecord } from './session-documents';
import type { SessionTree } from './session-tree';

/**
 * Verdicts per finished document and overall, judged at `nowMs`; `factsCache` keeps each
 * document's facts for that same `nowMs` (see LastmodFactsCache).
 */
export function sessionLastmod(
  store: UrlStore,
  documents: Iterable<DocumentRecord>,
  tree: SessionTree,
  nowMs: number,
  factsCache?: LastmodFactsCache,
): LastmodInsight {
  return lastmodInsight(store, judgedInputs(documents), indexLinks(tree), nowMs, factsCache);
}

/**
 * The verdicts per finished document only: what the derived whole-file problems need, asked
 * whenever the problems are, so without the all-URLs verdict that sorts every value.
 */
export function sessionLastmodDocuments(
  store: UrlStore,
  documents: Iterable<DocumentRecord>,
  tree: SessionTree,
  nowMs: number,
  factsCache: LastmodFactsCache,
): LastmodDocumentInsight[] {
  return lastmodDocuments(store, judgedInputs(documents), indexLinks(tree), nowMs, factsCache)
    .documents;
}

function judgedInputs(documents: Iterable<DocumentRecord>): LastmodDocumentInput[] {
  return [...documents].flatMap((doc) =>
    doc.report
      ? [{ documentId: doc.documentId, kind: doc.report.kind, sitemapRefs: doc.sitemapRefs }]
      : [],
  );
}

/** Each index → supplied child pair of the tree that carries an index lastmod. */
export function indexLinks(tree: Pick<SessionTree, 'roots' | 'unlisted'>): IndexLink[] {
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
          });
      }
      visit(child);
    }
  };
  [...tree.roots, ...tree.unlisted].forEach(visit);
  return links;
}
