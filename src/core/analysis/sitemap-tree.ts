/**
 * The **Index tree**: every sitemap index with its children, built from the files supplied.
 * Each child is present (matched to a supplied file, see tree-match.ts), missing (listed, not
 * supplied: the expected file name is given) or failed (supplied but unreadable). robots.txt
 * `Sitemap:` lines are roots; supplied files that no index lists are shown apart. Cycles and
 * depth are guarded, and each file's children are expanded once (a file listed twice points
 * to its first node), so hostile indexes cannot blow the tree up. The walk and the problems
 * it finds are in tree-builder.ts.
 */
import type { SitemapTree, IndexTreeNode, TreeFile, TreeLimits } from './sitemap-tree-types';
import { TreeBuilder } from './tree-builder';

export type {
  SitemapTree,
  IndexTreeNode,
  TreeFile,
  TreeLimits,
  TreeNodeState,
  TreeProblem,
} from './sitemap-tree-types';

const DEFAULT_LIMITS: TreeLimits = { maxDepth: 8, maxNodes: 200_000 };

/**
 * Builds the index tree of the supplied files, plus `Sitemap:` URLs known from elsewhere, in
 * three steps: the roots with everything they reach, the files nothing reaches, then each
 * node's counts. `assignments` maps a listed URL to the `id` of the file the user assigned
 * to it by hand.
 */
export function buildSitemapTree(
  files: readonly TreeFile[],
  robotsRoots: readonly string[] = [],
  limits: TreeLimits = DEFAULT_LIMITS,
  assignments: ReadonlyMap<string, number> = new Map(),
): SitemapTree {
  const builder = new TreeBuilder(files, limits, assignments);
  const roots = builder.buildRoots(robotsRoots);
  const unlisted = builder.buildUnlisted();
  for (const node of [...roots, ...unlisted]) {
    builder.countProblems(node);
    sumTotals(node);
  }
  return { roots, unlisted, problems: builder.problems };
}

/** Subtree sums, bottom up; a repeated or cyclic node adds only its children's (none). */
function sumTotals(node: IndexTreeNode): void {
  let urls = 0;
  let problems = 0;
  for (const child of node.children) {
    sumTotals(child);
    urls += child.totalUrls;
    problems += child.totalProblems;
  }
  const isCounted = node.repeatOf === undefined && node.state !== 'cycle';
  node.totalUrls = (isCounted ? node.urls : 0) + urls;
  node.totalProblems = (isCounted ? node.problems : 0) + problems;
}

/**
 * Names of the supplied files in a node's subtree (the node's own file first): selecting a
 * tree node filters the URL table to these files (map them with `UrlStore.fileIdOf`).
 */
export function filesUnder(node: IndexTreeNode): string[] {
  const names = new Set<string>();
  const visit = (current: IndexTreeNode): void => {
    if (current.file !== undefined && current.state !== 'cycle') names.add(current.file);
    current.children.forEach(visit);
  };
  visit(node);
  return [...names];
}
