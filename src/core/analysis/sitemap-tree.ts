/**
 * The **Index tree** (issue 4 §6, issue 5 §2): every sitemap index with its children, built
 * from the files supplied. Each child is present (matched to a supplied file, see
 * tree-match.ts), missing (listed, not supplied: the expected file name is given) or failed
 * (supplied but unreadable). robots.txt `Sitemap:` lines are roots; supplied files that no
 * index lists are shown apart. Cycles and depth are guarded, and each file's children are
 * expanded once (a file listed twice points to its first node), so hostile indexes cannot
 * blow the tree up.
 *
 * Problems found here (sitemaps.org; Google Search Central "Manage your sitemaps with an
 * index"): nested-index, index-child-missing, index-child-out-of-scope, index-cycle.
 */
import type { FileReport } from '../file-report';
import type { FileProblem, Problem } from '../problem';
import { sitemapProblem, type SitemapProblemCode } from '../sitemap/problem-codes';
import type { DocumentKind, SitemapRef } from '../sitemap/sitemap-entry';
import {
  assignmentsByPosition,
  baseOf,
  type ChildMatch,
  distinctPaths,
  expectedFileName,
  FileMatcher,
  isOutOfScope,
} from './tree-match';

/** What the tree needs of a file: a FileReport fits, with optional extras. */
export type TreeFile = Pick<
  FileReport,
  'name' | 'kind' | 'urls' | 'problems' | 'sitemapLocs' | 'unreadable'
> & {
  /** The index's `<sitemap>` entries with positions and lastmod (preferred over sitemapLocs). */
  sitemapRefs?: readonly SitemapRef[];
  /** The URL the file is known to live at, when known (scope checks need it). */
  url?: string;
  /** The caller's id of the file (a document id): what manual assignments refer to. */
  id?: number;
};

export type TreeNodeState = 'supplied' | 'missing' | 'failed' | 'cycle';

export interface SitemapTreeNode {
  id: number;
  state: TreeNodeState;
  /** The URL as listed by the parent (or the robots.txt line); absent for a top-level file. */
  loc?: string;
  /** The supplied file the node stands for, by name and by position in `files`. */
  file?: string;
  fileIndex?: number;
  /** The shortest end of the file's path that tells it from files of the same name. */
  displayPath?: string;
  /** Several supplied files fitted the loc equally; this one was picked by context. */
  isAmbiguous?: boolean;
  /** The user assigned the file to this loc by hand. */
  isAssigned?: boolean;
  kind?: DocumentKind;
  /** For a missing child: the file name that would have matched. */
  expectedName?: string;
  /** Where the parent lists this child (line 0 when positions are unknown). */
  listedAt?: { file: string; line: number; column: number };
  /** The `<lastmod>` text the parent index gives the child. */
  lastmodText?: string;
  /** URLs and problems of this node's own file. */
  urls: number;
  problems: number;
  /** Sums over the subtree, each file counted once. */
  totalUrls: number;
  totalProblems: number;
  /** This file's children are shown under node `repeatOf` already. */
  repeatOf?: number;
  /** Children not shown: the depth or node limit was reached. */
  isTruncated?: boolean;
  children: SitemapTreeNode[];
}

/** A tree problem, with the position in `files` of the index it belongs to (names may repeat). */
export interface TreeProblem extends FileProblem {
  readonly fileIndex: number;
}

export interface SitemapTree {
  /** robots.txt files and Sitemap: lines, then indexes no other index lists. */
  roots: SitemapTreeNode[];
  /** Supplied files no index or robots.txt lists. */
  unlisted: SitemapTreeNode[];
  /** Problems the tree found, with the file they belong to. */
  problems: TreeProblem[];
}

export interface TreeLimits {
  /** Deepest level expanded (roots are level 0). Nesting is already an error at level 2. */
  maxDepth: number;
  /** Nodes created at most. */
  maxNodes: number;
}

const DEFAULT_LIMITS: TreeLimits = { maxDepth: 8, maxNodes: 200_000 };

interface Child {
  loc: string;
  line: number;
  column: number;
  lastmodText?: string;
}

function childrenOf(file: TreeFile): Child[] {
  if (file.sitemapRefs)
    return file.sitemapRefs.map(({ loc, line, column, lastmodText }) => ({
      loc,
      line,
      column,
      lastmodText,
    }));
  return (file.sitemapLocs ?? []).map((loc) => ({ loc, line: 0, column: 0 }));
}

const isIndex = (kind: DocumentKind): boolean => kind === 'sitemapindex';

/**
 * Builds the index tree of the supplied files, plus `Sitemap:` URLs known from elsewhere.
 * `assignments` maps a listed URL to the `id` of the file the user assigned to it by hand.
 */
export function buildSitemapTree(
  files: readonly TreeFile[],
  robotsRoots: readonly string[] = [],
  limits: TreeLimits = DEFAULT_LIMITS,
  assignments: ReadonlyMap<string, number> = new Map(),
): SitemapTree {
  const names = files.map((file) => file.name);
  const matcher = new FileMatcher(
    names,
    assignmentsByPosition(
      assignments,
      files.map((file) => file.id),
    ),
  );
  const displayPaths = distinctPaths(names);
  const problems: TreeProblem[] = [];
  const treeProblemsOf = new Map<number, number>();
  const report = (
    fileIndex: number,
    code: SitemapProblemCode,
    child: Child,
    params: Record<string, string | number>,
  ): void => {
    const problem: Problem = sitemapProblem(code, child.line, child.column, params, child.loc);
    problems.push({ ...problem, file: files[fileIndex].name, fileIndex });
    treeProblemsOf.set(fileIndex, (treeProblemsOf.get(fileIndex) ?? 0) + 1);
  };
  const listers = (file: TreeFile): boolean => isIndex(file.kind) || file.kind === 'robots';

  // Which files some other index or robots.txt lists (they are not roots).
  const isListed = new Array<boolean>(files.length).fill(false);
  files.forEach((file, index) => {
    if (!listers(file)) return;
    const locs = childrenOf(file).map((child) => child.loc);
    for (const match of matcher.resolveChildren(locs, [index], (i) => files[i].url)) {
      if (match && match.fileIndex !== index) isListed[match.fileIndex] = true;
    }
  });
  for (const loc of robotsRoots) {
    const match = matcher.match(loc);
    if (match >= 0) isListed[match] = true;
  }

  let nodeCount = 0;
  const firstNodeOf = new Map<number, SitemapTreeNode>();
  const newNode = (
    fields: Partial<SitemapTreeNode> & { state: TreeNodeState },
  ): SitemapTreeNode => {
    nodeCount++;
    return {
      id: nodeCount - 1,
      urls: 0,
      problems: 0,
      totalUrls: 0,
      totalProblems: 0,
      children: [],
      ...fields,
    };
  };

  /** A node for supplied file `index`, its children expanded below it. */
  const fileNode = (
    index: number,
    path: number[],
    fields: Partial<SitemapTreeNode>,
  ): SitemapTreeNode => {
    const file = files[index];
    const node = newNode({
      ...fields,
      state: file.unreadable ? 'failed' : 'supplied',
      file: file.name,
      fileIndex: index,
      displayPath: displayPaths[index],
      kind: file.kind,
    });
    node.urls = file.urls;
    const first = firstNodeOf.get(index);
    if (first) {
      node.repeatOf = first.id;
      return node;
    }
    firstNodeOf.set(index, node);
    if (!listers(file)) return node;
    const children = childrenOf(file);
    if (path.length >= limits.maxDepth) {
      node.isTruncated = children.length > 0;
      return node;
    }
    const location = fields.loc ?? file.url;
    const ancestors = [...path, index];
    const matches = matcher.resolveChildren(
      children.map((child) => child.loc),
      ancestors,
      (i) => firstNodeOf.get(i)?.loc ?? files[i].url,
    );
    for (const [position, child] of children.entries()) {
      if (nodeCount >= limits.maxNodes) {
        node.isTruncated = true;
        break;
      }
      node.children.push(childNode(index, child, location, ancestors, matches[position]));
    }
    return node;
  };

  /** A node for one loc listed by file `parent` (whose own URL is `parentLoc`, if known). */
  const childNode = (
    parent: number,
    child: Child,
    parentLoc: string | undefined,
    path: number[],
    found: ChildMatch | undefined,
  ): SitemapTreeNode => {
    const parentFile = files[parent];
    const listedAt = { file: parentFile.name, line: child.line, column: child.column };
    const fields = {
      loc: child.loc,
      listedAt,
      ...(child.lastmodText !== undefined ? { lastmodText: child.lastmodText } : {}),
      ...(found?.isAmbiguous ? { isAmbiguous: true } : {}),
      ...(found?.isAssigned ? { isAssigned: true } : {}),
    };
    // Cross-submission through robots.txt is allowed, so only indexes are held to their directory.
    if (isIndex(parentFile.kind) && parentLoc && isOutOfScope(parentLoc, child.loc)) {
      report(parent, 'index-child-out-of-scope', child, {
        loc: child.loc,
        base: baseOf(parentLoc),
      });
    }
    const match = found?.fileIndex ?? -1;
    if (match < 0) {
      const expected = expectedFileName(child.loc);
      report(parent, 'index-child-missing', child, { loc: child.loc, expected });
      return newNode({ ...fields, state: 'missing', expectedName: expected });
    }
    if (path.includes(match)) {
      const cycle = [...path.slice(path.indexOf(match)), match]
        .map((i) => files[i].name)
        .join(' → ');
      report(parent, 'index-cycle', child, { path: cycle });
      return newNode({
        ...fields,
        state: 'cycle',
        file: files[match].name,
        fileIndex: match,
        displayPath: displayPaths[match],
        kind: files[match].kind,
      });
    }
    if (isIndex(parentFile.kind) && isIndex(files[match].kind)) {
      report(parent, 'nested-index', child, { loc: child.loc });
    }
    return fileNode(match, path, fields);
  };

  const roots: SitemapTreeNode[] = [];
  files.forEach((file, index) => {
    if (file.kind === 'robots') roots.push(fileNode(index, [], {}));
  });
  for (const loc of robotsRoots) {
    const match = matcher.match(loc);
    if (match < 0)
      roots.push(newNode({ state: 'missing', loc, expectedName: expectedFileName(loc) }));
    else roots.push(fileNode(match, [], { loc }));
  }
  // Indexes nobody lists; then indexes only reachable through a cycle.
  files.forEach((file, index) => {
    if (isIndex(file.kind) && !isListed[index]) roots.push(fileNode(index, [], {}));
  });
  files.forEach((file, index) => {
    if (isIndex(file.kind) && !firstNodeOf.has(index)) roots.push(fileNode(index, [], {}));
  });
  const unlisted: SitemapTreeNode[] = [];
  files.forEach((file, index) => {
    if (!firstNodeOf.has(index) && file.kind !== 'archive') unlisted.push(fileNode(index, [], {}));
  });

  const countProblems = (node: SitemapTreeNode): void => {
    const index = node.fileIndex;
    if (index !== undefined && node.state !== 'cycle')
      node.problems = files[index].problems.length + (treeProblemsOf.get(index) ?? 0);
    node.children.forEach(countProblems);
  };
  const total = (node: SitemapTreeNode): void => {
    node.children.forEach(total);
    const counted = node.repeatOf === undefined && node.state !== 'cycle';
    node.totalUrls =
      (counted ? node.urls : 0) + node.children.reduce((sum, child) => sum + child.totalUrls, 0);
    node.totalProblems =
      (counted ? node.problems : 0) +
      node.children.reduce((sum, child) => sum + child.totalProblems, 0);
  };
  for (const node of [...roots, ...unlisted]) {
    countProblems(node);
    total(node);
  }
  return { roots, unlisted, problems };
}

/**
 * Names of the supplied files in a node's subtree (the node's own file first): selecting a
 * tree node filters the URL table to these files (map them with `UrlStore.fileIdOf`).
 */
export function filesUnder(node: SitemapTreeNode): string[] {
  const names = new Set<string>();
  const visit = (current: SitemapTreeNode): void => {
    if (current.file !== undefined && current.state !== 'cycle') names.add(current.file);
    current.children.forEach(visit);
  };
  visit(node);
  return [...names];
}
