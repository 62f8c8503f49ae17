/**
 * Keyboard movement in the index tree, as the WAI-ARIA tree view pattern describes it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): Up/Down move between visible
 * nodes, Right opens a closed node or moves to its first child, Left closes an open node or
 * moves to its parent, Home/End jump to the first/last visible node. Pure, so it is tested
 * without a browser.
 */
import type { TreeNodeView } from '../../worker/protocol/tree';

export interface VisibleNode {
  node: TreeNodeView;
  level: number;
  parentKey?: string;
  /**
   * Set on the row that stands for this many missing children of `parentKey`, folded away
   * (its `node` is that row's own, with no document behind it); activating it unfolds them.
   */
  foldedMissing?: number;
}

/** Children shown per node; a 50,000-sitemap index lists the rest as a count. */
export const CHILDREN_SHOWN = 500;

/**
 * Missing children shown before the rest fold into one row with their count, for a node with
 * more than twice as many: an index with 278 missing children drew 278 rows, each with its
 * "Assign a file…" select of every unlisted file (the page's longest task, 904 ms).
 */
export const MISSING_SHOWN = 5;

/** A missing child that is not assigned by hand (what the fold counts). */
const isMissing = (node: TreeNodeView) => node.state === 'missing' && node.isAssigned !== true;

/**
 * The nodes on screen, in order: every node whose ancestors are all open; past MISSING_SHOWN,
 * a node's missing children are one folded row unless the node is in `unfolded`.
 */
export function visibleNodes(
  roots: readonly TreeNodeView[],
  collapsed: ReadonlySet<string>,
  unfolded: ReadonlySet<string> = new Set(),
): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: readonly TreeNodeView[], level: number, parentKey?: string) => {
    const listed = nodes.slice(0, CHILDREN_SHOWN);
    const isFolding =
      parentKey !== undefined &&
      !unfolded.has(parentKey) &&
      listed.filter(isMissing).length > 2 * MISSING_SHOWN;
    let missingShown = 0;
    let folded = 0;
    for (const node of listed) {
      if (isFolding && isMissing(node) && ++missingShown > MISSING_SHOWN) {
        folded++;
        continue;
      }
      out.push({ node, level, ...(parentKey !== undefined ? { parentKey } : {}) });
      if (node.children.length > 0 && !collapsed.has(node.key))
        walk(node.children, level + 1, node.key);
    }
    if (folded > 0 && parentKey !== undefined)
      out.push({ node: foldRow(parentKey), level, parentKey, foldedMissing: folded });
  };
  walk(roots, 1);
  return out;
}

/** The folded row's node: a key of its own beside its siblings', nothing to show or assign. */
function foldRow(parentKey: string): TreeNodeView {
  return {
    key: `${parentKey}\u0000folded-missing`,
    name: '',
    state: 'missing',
    urls: 0,
    problems: 0,
    documentIds: [],
    children: [],
  };
}

export type TreeMove = { focus: string } | { toggle: string } | { activate: string } | null;

/** What a key does with the focus on `focusKey`. */
export function treeKeyAction(
  key: string,
  focusKey: string,
  visible: readonly VisibleNode[],
  collapsed: ReadonlySet<string>,
): TreeMove {
  const index = visible.findIndex((entry) => entry.node.key === focusKey);
  if (index < 0) return visible[0] ? { focus: visible[0].node.key } : null;
  const current = visible[index];
  const hasChildren = current.node.children.length > 0;
  const isOpen = hasChildren && !collapsed.has(current.node.key);
  switch (key) {
    case 'ArrowDown':
      return index + 1 < visible.length ? { focus: visible[index + 1].node.key } : null;
    case 'ArrowUp':
      return index > 0 ? { focus: visible[index - 1].node.key } : null;
    case 'ArrowRight':
      if (!hasChildren) return null;
      return isOpen ? { focus: visible[index + 1].node.key } : { toggle: current.node.key };
    case 'ArrowLeft':
      if (isOpen) return { toggle: current.node.key };
      return current.parentKey !== undefined ? { focus: current.parentKey } : null;
    case 'Home':
      return { focus: visible[0].node.key };
    case 'End':
      return { focus: visible[visible.length - 1].node.key };
    case 'Enter':
    case ' ':
      return { activate: current.node.key };
    default:
      return null;
  }
}
