/**
 * The walk that builds the index tree (sitemap-tree.ts): roots, the children each index or
 * robots.txt lists, and the problems found on the way (sitemaps.org; Google Search Central
 * "Manage your sitemaps with an index"): nested-index, index-child-missing,
 * index-child-out-of-scope, index-cycle.
 */
import { createProblem, type Problem } from '../problems/problem';
import type { IndexTreeProblemCode } from './index-tree-codes';
import type { DocumentKind } from '../sitemap/sitemap-entry';
import type {
  IndexTreeNode,
  TreeFile,
  TreeLimits,
  TreeNodeState,
  TreeProblem,
} from './sitemap-tree-types';
import { listedSitemaps, type ListedSitemap } from './tree-listing';
import {
  assignmentsByPosition,
  baseOf,
  type ChildMatch,
  distinctPaths,
  expectedFileName,
  FileMatcher,
  isOutOfScope,
} from './tree-match';

const isIndex = (kind: DocumentKind): boolean => kind === 'sitemapindex';
const listsSitemaps = (file: TreeFile): boolean => isIndex(file.kind) || file.kind === 'robots';

/** Where a walk is: the files from the root down to here, by position in `files`. */
type FilePath = readonly number[];

/**
 * One tree being built. Nodes are created depth-first and numbered in that order; each file's
 * children are expanded under its first node only, and the walk stops at a cycle, at
 * `maxDepth` and at `maxNodes`.
 */
export class TreeBuilder {
  readonly problems: TreeProblem[] = [];
  private readonly files: readonly TreeFile[];
  private readonly limits: TreeLimits;
  private readonly matcher: FileMatcher;
  /** Per file: the shortest end of its path that tells it from files of the same name. */
  private readonly displayPaths: string[];
  /** Tree problems per file, added to the file's own when counting. */
  private readonly treeProblemsOf = new Map<number, number>();
  private readonly firstNodeOf = new Map<number, IndexTreeNode>();
  private nodeCount = 0;

  /** `assignments` maps a listed URL to the `id` of the file the user assigned to it by hand. */
  constructor(
    files: readonly TreeFile[],
    limits: TreeLimits,
    assignments: ReadonlyMap<string, number> = new Map(),
  ) {
    this.files = files;
    this.limits = limits;
    const names = files.map((file) => file.name);
    this.matcher = new FileMatcher(
      names,
      assignmentsByPosition(
        assignments,
        files.map((file) => file.id),
      ),
    );
    this.displayPaths = distinctPaths(names);
  }

  /**
   * robots.txt files and `Sitemap:` lines, then indexes nobody lists, then indexes only
   * reachable through a cycle.
   */
  buildRoots(robotsRoots: readonly string[]): IndexTreeNode[] {
    const { files } = this;
    const roots: IndexTreeNode[] = [];
    files.forEach((file, index) => {
      if (file.kind === 'robots') roots.push(this.fileNode(index, [], {}));
    });
    for (const loc of robotsRoots) {
      const match = this.matcher.match(loc);
      if (match < 0)
        roots.push(this.newNode({ state: 'missing', loc, expectedName: expectedFileName(loc) }));
      else roots.push(this.fileNode(match, [], { loc }));
    }
    const isListed = this.listedFiles(robotsRoots);
    files.forEach((file, index) => {
      if (isIndex(file.kind) && !isListed[index]) roots.push(this.fileNode(index, [], {}));
    });
    files.forEach((file, index) => {
      if (isIndex(file.kind) && !this.firstNodeOf.has(index))
        roots.push(this.fileNode(index, [], {}));
    });
    return roots;
  }

  /** Supplied files no root reaches (archives aside: their members stand for them). */
  buildUnlisted(): IndexTreeNode[] {
    const unlisted: IndexTreeNode[] = [];
    this.files.forEach((file, index) => {
      if (!this.firstNodeOf.has(index) && file.kind !== 'archive')
        unlisted.push(this.fileNode(index, [], {}));
    });
    return unlisted;
  }

  /** Sets each node's own problem count: its file's problems plus those the tree found. */
  countProblems(node: IndexTreeNode): void {
    const index = node.fileIndex;
    if (index !== undefined && node.state !== 'cycle')
      node.problems = this.files[index].problems.length + (this.treeProblemsOf.get(index) ?? 0);
    for (const child of node.children) this.countProblems(child);
  }

  /** Which files some other index or robots.txt lists (they are not roots). */
  private listedFiles(robotsRoots: readonly string[]): boolean[] {
    const isListed = new Array<boolean>(this.files.length).fill(false);
    this.files.forEach((file, index) => {
      if (!listsSitemaps(file)) return;
      const locs = listedSitemaps(file).map((listed) => listed.loc);
      for (const match of this.matcher.resolveChildren(locs, [index], (i) => this.files[i].url)) {
        if (match && match.fileIndex !== index) isListed[match.fileIndex] = true;
      }
    });
    for (const loc of robotsRoots) {
      const match = this.matcher.match(loc);
      if (match >= 0) isListed[match] = true;
    }
    return isListed;
  }

  /** A node for supplied file `index`, its children expanded below it the first time. */
  private fileNode(index: number, path: FilePath, fields: Partial<IndexTreeNode>): IndexTreeNode {
    const file = this.files[index];
    const node = this.newNode({
      ...fields,
      state: file.unreadable ? 'failed' : 'supplied',
      file: file.name,
      fileIndex: index,
      displayPath: this.displayPaths[index],
      kind: file.kind,
    });
    node.urls = file.urls;
    const first = this.firstNodeOf.get(index);
    if (first) {
      node.repeatOf = first.id;
      return node;
    }
    this.firstNodeOf.set(index, node);
    if (listsSitemaps(file)) this.expand(node, index, path, fields.loc ?? file.url);
    return node;
  }

  /** Adds the children file `index` lists under `node`, within the depth and node limits. */
  private expand(
    node: IndexTreeNode,
    index: number,
    path: FilePath,
    location: string | undefined,
  ): void {
    const listed = listedSitemaps(this.files[index]);
    if (path.length >= this.limits.maxDepth) {
      node.isTruncated = listed.length > 0;
      return;
    }
    const childPath = [...path, index];
    const matches = this.matcher.resolveChildren(
      listed.map((child) => child.loc),
      childPath,
      (i) => this.firstNodeOf.get(i)?.loc ?? this.files[i].url,
    );
    // A Hugo index lists /en/sitemap.xml and /zh/sitemap.xml: a missing child whose expected
    // name a sibling shares is shown by its URL, or the two would read the same.
    const nameCounts = new Map<string, number>();
    for (const child of listed) {
      const key = expectedFileName(child.loc).toLowerCase();
      nameCounts.set(key, (nameCounts.get(key) ?? 0) + 1);
    }
    for (const [position, child] of listed.entries()) {
      if (this.nodeCount >= this.limits.maxNodes) {
        node.isTruncated = true;
        return;
      }
      node.children.push(
        this.childNode(index, child, location, childPath, matches[position], nameCounts),
      );
    }
  }

  /** A node for one sitemap listed by file `parent` (whose own URL is `parentLoc`, if known). */
  private childNode(
    parent: number,
    child: ListedSitemap,
    parentLoc: string | undefined,
    path: FilePath,
    found: ChildMatch | undefined,
    /** How many of the parent's children expect each file name (lower case). */
    nameCounts: ReadonlyMap<string, number>,
  ): IndexTreeNode {
    const { files } = this;
    const parentFile = files[parent];
    const fields = {
      loc: child.loc,
      listedAt: { file: parentFile.name, line: child.line, column: child.column },
      ...(child.lastmodText !== undefined ? { lastmodText: child.lastmodText } : {}),
      ...(found?.isAmbiguous ? { isAmbiguous: true } : {}),
      ...(found?.isAssigned ? { isAssigned: true } : {}),
    };
    // Cross-submission through robots.txt is allowed, so only indexes are held to their directory.
    if (isIndex(parentFile.kind) && parentLoc && isOutOfScope(parentLoc, child.loc)) {
      this.report(parent, 'index-child-out-of-scope', child, {
        loc: child.loc,
        base: baseOf(parentLoc),
      });
    }
    const match = found?.fileIndex ?? -1;
    if (match < 0) {
      const expected = expectedFileName(child.loc);
      this.report(parent, 'index-child-missing', child, { loc: child.loc, expected });
      return this.newNode({
        ...fields,
        state: 'missing',
        expectedName: expected,
        ...((nameCounts.get(expected.toLowerCase()) ?? 0) > 1 ? { displayPath: child.loc } : {}),
      });
    }
    if (path.includes(match)) {
      const cycle = [...path.slice(path.indexOf(match)), match]
        .map((i) => files[i].name)
        .join(' → ');
      this.report(parent, 'index-cycle', child, { path: cycle });
      const { name, kind } = files[match];
      const displayPath = this.displayPaths[match];
      return this.newNode({
        ...fields,
        state: 'cycle',
        file: name,
        fileIndex: match,
        displayPath,
        kind,
      });
    }
    if (isIndex(parentFile.kind) && isIndex(files[match].kind)) {
      this.report(parent, 'nested-index', child, { loc: child.loc });
    }
    return this.fileNode(match, path, fields);
  }

  private newNode(fields: Partial<IndexTreeNode> & { state: TreeNodeState }): IndexTreeNode {
    const id = this.nodeCount++;
    return {
      id,
      urls: 0,
      problems: 0,
      totalUrls: 0,
      totalProblems: 0,
      children: [],
      ...fields,
    };
  }

  private report(
    fileIndex: number,
    code: IndexTreeProblemCode,
    child: ListedSitemap,
    params: Record<string, string | number>,
  ): void {
    const problem: Problem = createProblem(code, child.line, child.column, params, child.loc);
    this.problems.push({ ...problem, file: this.files[fileIndex].name, fileIndex });
    this.treeProblemsOf.set(fileIndex, (this.treeProblemsOf.get(fileIndex) ?? 0) + 1);
  }
}
