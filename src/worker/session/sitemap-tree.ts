/**
 * The **Index tree** (issue 5 §2): every robots.txt and sitemap index as a tree of what it
 * lists, each node supplied (we have the file), missing (listed, not supplied: the node
 * names the file we expected) or failed (supplied, but unreadable). Sitemaps supplied but
 * listed by nobody are kept apart, so an orphaned file is seen.
 *
 * Uploaded files have no URL, so a listed `<loc>` is matched to a supplied document by file
 * name: the last path segment of the loc against the last segment of the document's name
 * (`export.zip/sitemaps/part-01.xml` → `part-01.xml`), with or without a `.gz` suffix,
 * since servers often list `x.xml.gz` and people upload what they unpacked (or the reverse).
 * Nested indexes are followed (Google rejects them; the problem list says so), and an index
 * that lists one of its own ancestors stops there instead of looping.
 */
import type { SitemapTreeNode } from '../protocol';
import type { DocumentRecord } from './session-documents';

export interface SitemapTree {
  roots: SitemapTreeNode[];
  unlisted: SitemapTreeNode[];
}

/** The file name a loc asks for: its last path segment, percent-decoded, without query or fragment. */
export function expectedFileName(loc: string): string {
  const path = loc.replace(/[?#].*$/s, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const withoutGz = (name: string) => name.replace(/\.gz$/i, '');

/** Builds the tree from the finished documents, in the order they were read. */
export function buildSitemapTree(documents: Iterable<DocumentRecord>): SitemapTree {
  const finished = [...documents].filter((doc) => doc.report && doc.report.kind !== 'archive');
  const byName = new Map<string, DocumentRecord>();
  for (const doc of finished) {
    const name = withoutGz(baseName(doc.name)).toLowerCase();
    if (!byName.has(name)) byName.set(name, doc);
  }
  const find = (loc: string) => byName.get(withoutGz(expectedFileName(loc)).toLowerCase());

  const listed = new Set<number>();
  for (const doc of finished) {
    for (const ref of doc.sitemapRefs) {
      const child = find(ref.loc);
      if (child && child !== doc) listed.add(child.documentId);
    }
  }

  const build = (
    doc: DocumentRecord,
    key: string,
    ancestors: ReadonlySet<number>,
    loc?: string,
    lastmodText?: string,
  ): SitemapTreeNode => {
    const report = doc.report!;
    const path = new Set(ancestors).add(doc.documentId);
    const children: SitemapTreeNode[] = [];
    doc.sitemapRefs.forEach((ref, index) => {
      const childKey = `${key}/${index}`;
      const child = find(ref.loc);
      if (!child) children.push(missingNode(childKey, ref.loc, ref.lastmodText));
      else if (path.has(child.documentId))
        children.push({ ...leafOf(child, childKey, ref.loc, ref.lastmodText), isCycle: true });
      else children.push(build(child, childKey, path, ref.loc, ref.lastmodText));
    });
    const node = leafOf(doc, key, loc, lastmodText);
    for (const child of children) {
      if (child.isCycle || child.state === 'missing') continue;
      node.urls += child.urls;
      for (const id of child.documentIds)
        if (!node.documentIds.includes(id)) node.documentIds.push(id);
    }
    node.children = children;
    if (report.unreadable) node.state = 'failed';
    return node;
  };

  const roots: SitemapTreeNode[] = [];
  const unlisted: SitemapTreeNode[] = [];
  const reached = new Set<number>();
  const collect = (node: SitemapTreeNode) => {
    if (node.documentId !== undefined) reached.add(node.documentId);
    node.children.forEach(collect);
  };
  const addRoot = (doc: DocumentRecord) => {
    const root = build(doc, `r${doc.documentId}`, new Set());
    collect(root);
    roots.push(root);
  };
  for (const doc of finished) {
    const kind = doc.report!.kind;
    if (kind === 'robots' || (kind === 'sitemapindex' && !listed.has(doc.documentId))) addRoot(doc);
  }
  // Indexes that only list each other (a cycle with no way in) still show, as roots.
  for (const doc of finished) {
    if (doc.report!.kind === 'sitemapindex' && !reached.has(doc.documentId)) addRoot(doc);
  }
  for (const doc of finished) {
    if (!reached.has(doc.documentId)) unlisted.push(build(doc, `u${doc.documentId}`, new Set()));
  }
  return { roots, unlisted };
}

function leafOf(
  doc: DocumentRecord,
  key: string,
  loc?: string,
  lastmodText?: string,
): SitemapTreeNode {
  const report = doc.report!;
  return {
    key,
    ...(loc !== undefined ? { loc } : {}),
    name: doc.name,
    state: report.unreadable ? 'failed' : 'supplied',
    kind: report.kind,
    documentId: doc.documentId,
    urls: report.urls,
    ...(lastmodText !== undefined ? { lastmodText } : {}),
    problems: report.problems.length,
    documentIds: [doc.documentId],
    children: [],
  };
}

function missingNode(key: string, loc: string, lastmodText?: string): SitemapTreeNode {
  return {
    key,
    loc,
    name: expectedFileName(loc) || loc,
    state: 'missing',
    urls: 0,
    ...(lastmodText !== undefined ? { lastmodText } : {}),
    problems: 0,
    documentIds: [],
    children: [],
  };
}
