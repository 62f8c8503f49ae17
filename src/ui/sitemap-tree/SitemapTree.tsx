/**
 * One index tree as a WAI-ARIA tree view (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/):
 * one tab stop (roving tabindex), arrows, Home/End, Enter to show a node's URLs. Rendered
 * flat with `aria-level`, which the pattern allows, from `visibleNodes`. Many missing children
 * of one index fold into one row with their count (tree-navigation.ts); Enter or a click on it
 * shows them all.
 */
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { DocumentId } from '../../core/ids';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { t } from '../../i18n/i18n';
import { AssignFile, type Assignable } from './AssignFile';
import { TreeNodeLabel } from './TreeNodeLabel';
import { treeKeyAction, visibleNodes, type VisibleNode } from './tree-navigation';

interface Props {
  roots: readonly TreeNodeView[];
  label: string;
  onActivate(node: TreeNodeView): void;
  /** Supplied documents no index lists: what a missing node may be assigned by hand. */
  assignable?: readonly Assignable[];
  onAssign?(loc: string, documentId: DocumentId | null): void;
}

export function SitemapTree({ roots, label, onActivate, assignable = [], onAssign }: Props) {
  const [collapsed, toggle] = useToggledKeys();
  /** Nodes whose missing children the user unfolded. */
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const visible = useMemo(
    () => visibleNodes(roots, collapsed, unfolded),
    [roots, collapsed, unfolded],
  );
  const { current, setFocusKey, focusAfterRender, focusNow, itemProps } = useRovingFocus(visible);

  /** Shows every missing child of `parentKey`, focus staying where the folded row was. */
  const unfold = (entry: VisibleNode) => {
    if (entry.parentKey === undefined) return;
    const next = new Set([...unfolded, entry.parentKey]);
    setUnfolded(next);
    // The first child that was folded takes the row's place, and the focus with it.
    const replacing = visibleNodes(roots, collapsed, next)[visible.indexOf(entry)];
    if (replacing) focusAfterRender(replacing.node.key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const action = treeKeyAction(event.key, current, visible, collapsed);
    if (!action) return;
    event.preventDefault();
    if ('focus' in action) focusNow(action.focus);
    else if ('toggle' in action) toggle(action.toggle);
    else {
      const entry = visible.find((v) => v.node.key === action.activate);
      if (entry?.foldedMissing !== undefined) unfold(entry);
      else if (entry && entry.node.documentIds.length > 0) onActivate(entry.node);
    }
  };

  return (
    <ul role="tree" aria-label={label} className="sitemap-tree" onKeyDown={onKeyDown}>
      {visible.map((entry) => {
        const { node, level } = entry;
        if (entry.foldedMissing !== undefined)
          return (
            <li
              key={node.key}
              {...itemProps(node.key, level)}
              className={`tree-item tree-folded level-${Math.min(level, 8)}`}
              onClick={() => unfold(entry)}
            >
              <FoldedMissing count={entry.foldedMissing} />
            </li>
          );
        return (
          <NodeItem
            key={node.key}
            node={node}
            level={level}
            item={itemProps(node.key, level)}
            isCollapsed={collapsed.has(node.key)}
            onClick={() => {
              setFocusKey(node.key);
              if (node.children.length > 0) toggle(node.key);
            }}
            onActivate={onActivate}
            assign={onAssign && { choices: assignable, isCurrent: node.key === current, onAssign }}
          />
        );
      })}
    </ul>
  );
}

/** The tree's one tab stop (roving tabindex): the current item, and moving the focus. */
function useRovingFocus(visible: readonly VisibleNode[]) {
  const [focusKey, setFocusKey] = useState<string>();
  const items = useRef(new Map<string, HTMLLIElement>());
  const current = visible.find((entry) => entry.node.key === focusKey)
    ? focusKey
    : visible[0]?.node.key;
  const shouldFocus = useRef(false);

  useEffect(() => {
    if (shouldFocus.current && current) items.current.get(current)?.focus();
    shouldFocus.current = false;
  }, [current]);

  /** Focuses `key` once it is rendered (an item that takes a folded row's place). */
  const focusAfterRender = (key: string) => {
    shouldFocus.current = true;
    setFocusKey(key);
  };
  /** Focuses `key`, rendered already. */
  const focusNow = (key: string) => {
    focusAfterRender(key);
    items.current.get(key)?.focus();
  };

  /** What every tree item has: its place in the roving focus and in the tree's levels. */
  const itemProps = (key: string, level: number): TreeItemProps => ({
    ref: (element: HTMLLIElement | null) => {
      if (element) items.current.set(key, element);
      else items.current.delete(key);
    },
    role: 'treeitem',
    'aria-level': level,
    'aria-selected': key === current,
    tabIndex: key === current ? 0 : -1,
    onFocus: (event: FocusEvent<HTMLLIElement>) => {
      if (event.target === event.currentTarget) setFocusKey(key);
    },
  });

  return { current, setFocusKey, focusAfterRender, focusNow, itemProps };
}

/** Keys toggled in and out of a set (the collapsed nodes). */
function useToggledKeys(): [ReadonlySet<string>, (key: string) => void] {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setKeys((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return [keys, toggle];
}

/** The row that stands for many missing children of one index. */
function FoldedMissing({ count }: { count: number }) {
  return (
    <>
      <span className="tree-twisty" aria-hidden="true">
        …
      </span>
      {t('tree.foldedMissing', { count })}
    </>
  );
}

/** What every tree item has: its place in the roving focus and in the tree's levels. */
interface TreeItemProps {
  ref: (element: HTMLLIElement | null) => void;
  role: string;
  'aria-level': number;
  'aria-selected': boolean;
  tabIndex: number;
  onFocus: (event: FocusEvent<HTMLLIElement>) => void;
}

/** A node: its twisty, its label, Show URLs, and the hand assignment of a missing one. */
function NodeItem({
  node,
  level,
  item,
  isCollapsed,
  onClick,
  onActivate,
  assign,
}: {
  node: TreeNodeView;
  level: number;
  item: TreeItemProps;
  isCollapsed: boolean;
  onClick(): void;
  onActivate(node: TreeNodeView): void;
  assign:
    | {
        choices: readonly Assignable[];
        isCurrent: boolean;
        onAssign(loc: string, documentId: DocumentId | null): void;
      }
    | undefined;
}) {
  const hasChildren = node.children.length > 0;
  const isOpen = hasChildren && !isCollapsed;
  return (
    <li
      {...item}
      aria-expanded={hasChildren ? isOpen : undefined}
      className={`tree-item level-${Math.min(level, 8)}`}
      onClick={onClick}
    >
      <span className="tree-twisty" aria-hidden="true">
        {hasChildren ? (isOpen ? '▾' : '▸') : '·'}
      </span>
      <TreeNodeLabel node={node} />
      {node.documentIds.length > 0 && (
        <button
          type="button"
          tabIndex={-1}
          className="tree-show"
          onClick={(event) => {
            event.stopPropagation();
            onActivate(node);
          }}
        >
          {t('tree.showUrls')}
        </button>
      )}
      {assign && (
        <AssignFile
          node={node}
          choices={assign.choices}
          tabIndex={assign.isCurrent ? 0 : -1}
          onAssign={assign.onAssign}
        />
      )}
    </li>
  );
}
