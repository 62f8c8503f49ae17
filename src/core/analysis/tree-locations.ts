/**
 * Where each supplied file lives, as far as the index tree knows: the URL the index (or the
 * robots.txt `Sitemap:` line) that lists it gives. That is the location the file's own URLs
 * must be at or below (sitemaps.org "Sitemap file location"; see core/sitemap/url-scope.ts).
 * A file listed under several URLs keeps the first, the one its tree node is expanded under.
 */
import type { SitemapTree, IndexTreeNode } from './sitemap-tree';

/** File position in the tree's input → the URL it was listed under. */
export function knownLocations(tree: SitemapTree): Map<number, string> {
  const locations = new Map<number, string>();
  const visit = (node: IndexTreeNode): void => {
    const isOwnNode = node.state === 'supplied' && node.repeatOf === undefined;
    if (isOwnNode && node.fileIndex !== undefined && node.loc !== undefined)
      if (!locations.has(node.fileIndex)) locations.set(node.fileIndex, node.loc);
    node.children.forEach(visit);
  };
  [...tree.roots, ...tree.unlisted].forEach(visit);
  return locations;
}
