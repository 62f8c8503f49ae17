/**
 * The **Index tree** of what the session has read: core's tree
 * (core/analysis/sitemap-tree.ts, which matches listed locs to supplied files and finds the
 * tree problems) built from the finished documents, and re-shaped into the protocol's nodes.
 * Each node keeps the documents under it, so selecting it can filter the URL table.
 *
 * A robots.txt document is passed as a file of kind `robots`: core makes it a root and its
 * `Sitemap:` lines its children. Its lines are not passed again as `robotsRoots` (which are
 * for Sitemap: URLs whose robots.txt is not supplied): they would show twice.
 */
import {
  buildSitemapTree,
  type IndexTreeNode,
  type TreeFile,
  type TreeProblem,
} from '../../core/analysis/sitemap-tree';
import { knownLocations } from '../../core/analysis/tree-locations';
import type { DocumentId } from '../../core/ids';
import type { TreeNodeView } from '../protocol/tree';
import type { DocumentRecord } from './session-documents';

export interface SessionTree {
  roots: TreeNodeView[];
  unlisted: TreeNodeView[];
  /** The tree's problems, each with the document (the listing index) it belongs to. */
  problems: { documentId: DocumentId; problem: TreeProblem }[];
  /** Where each listed document lives, from the loc that lists it (for the scope check). */
  locations: Map<DocumentId, string>;
}

/**
 * Builds the tree from the finished documents, in the order they were read. `assignments`
 * maps a listed loc to the document the user assigned to it by hand (a renamed download).
 */
export function buildSessionTree(
  documents: Iterable<DocumentRecord>,
  assignments: ReadonlyMap<string, DocumentId> = new Map(),
): SessionTree {
  // Archives themselves list nothing; their members are documents of their own.
  const finished = [...documents].filter((doc) => doc.report && doc.report.kind !== 'archive');
  const files: TreeFile[] = finished.map((doc) => {
    const report = doc.report!;
    return {
      id: doc.documentId,
      name: doc.name,
      kind: report.kind,
      urls: report.urls,
      problems: report.problems,
      sitemapRefs: doc.sitemapRefs,
      ...(report.unreadable ? { unreadable: report.unreadable } : {}),
    };
  });
  const tree = buildSitemapTree(files, [], undefined, assignments);

  const byId = new Map<number, IndexTreeNode>();
  const index = (node: IndexTreeNode): void => {
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  [...tree.roots, ...tree.unlisted].forEach(index);

  // A file listed twice is expanded under its first node only; a repeat stands for the same.
  const documentsOf = new Map<number, DocumentId[]>();
  const documentIdsUnder = (node: IndexTreeNode): DocumentId[] => {
    if (node.repeatOf !== undefined) {
      const first = byId.get(node.repeatOf);
      if (first) return documentIdsUnder(first);
    }
    const known = documentsOf.get(node.id);
    if (known) return known;
    const ids = new Set<DocumentId>();
    // A cycle node stands for its ancestor's file: showing that file's URLs is still useful.
    if (node.fileIndex !== undefined) ids.add(finished[node.fileIndex].documentId);
    for (const child of node.children) for (const id of documentIdsUnder(child)) ids.add(id);
    const list = [...ids];
    documentsOf.set(node.id, list);
    return list;
  };
  const totalUrls = (node: IndexTreeNode): number =>
    node.repeatOf !== undefined ? (byId.get(node.repeatOf)?.totalUrls ?? 0) : node.totalUrls;

  const toNode = (node: IndexTreeNode): TreeNodeView => {
    const doc = node.fileIndex === undefined ? undefined : finished[node.fileIndex];
    const isCycle = node.state === 'cycle';
    const state = viewState(node, doc);
    return {
      key: `n${node.id}`,
      ...(node.loc !== undefined ? { loc: node.loc } : {}),
      name: doc?.name ?? (node.expectedName || node.loc || ''),
      state,
      ...(node.kind !== undefined ? { kind: node.kind } : {}),
      ...(node.displayPath !== undefined && node.displayPath !== doc?.name
        ? { displayPath: node.displayPath }
        : {}),
      ...(node.isAmbiguous ? { isAmbiguous: true } : {}),
      ...(node.isAssigned ? { isAssigned: true } : {}),
      ...(doc ? { documentId: doc.documentId } : {}),
      ...failedBecause(state, doc),
      urls: isCycle ? 0 : totalUrls(node),
      ...(node.lastmodText !== undefined ? { lastmodText: node.lastmodText } : {}),
      problems: node.problems,
      documentIds: documentIdsUnder(node),
      ...(isCycle ? { isCycle } : {}),
      ...(node.repeatOf !== undefined ? { isRepeat: true } : {}),
      ...(node.isTruncated ? { isTruncated: true } : {}),
      children: node.children.map(toNode),
    };
  };

  return {
    roots: tree.roots.map(toNode),
    unlisted: tree.unlisted.map(toNode),
    problems: tree.problems.map((problem) => ({
      documentId: finished[problem.fileIndex].documentId,
      problem,
    })),
    locations: new Map(
      [...knownLocations(tree)].map(([fileIndex, loc]) => [finished[fileIndex].documentId, loc]),
    ),
  };
}

/**
 * The protocol's state: a cycle is marked with `isCycle` and takes its file's state; a
 * document that is a child the user's pattern left out has no bytes, so core calls it
 * failed, but it is the user's choice and is shown apart.
 */
function viewState(node: IndexTreeNode, doc: DocumentRecord | undefined): TreeNodeView['state'] {
  const state =
    node.state === 'cycle' ? (doc?.report?.unreadable ? 'failed' : 'supplied') : node.state;
  const isLeftOut = doc?.report?.problems.some(
    (problem) => problem.code === 'index-child-left-out',
  );
  return state === 'failed' && isLeftOut ? 'left-out' : state;
}

/**
 * Why a failed node failed: its document's own reason, as a problem to word. A child the
 * user's pattern left out is a document with no bytes too, and says which pattern did.
 */
function failedBecause(
  state: TreeNodeView['state'],
  doc: DocumentRecord | undefined,
): Pick<TreeNodeView, 'failedBecause'> {
  if (state !== 'failed' && state !== 'left-out') return {};
  const reason = doc?.report?.problems.find(
    (problem) =>
      problem.code === 'fetch-failed' ||
      problem.code === 'index-child-left-out' ||
      problem.code === 'unreadable',
  );
  return reason
    ? { failedBecause: { code: reason.code, ...(reason.params ? { params: reason.params } : {}) } }
    : {};
}
