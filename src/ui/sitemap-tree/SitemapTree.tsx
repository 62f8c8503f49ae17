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
import { t } from '../i18n/i18n';
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
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  /** Nodes whose missing children the user unfolded. */
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string>();
  const items = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(
    () => visibleNodes(roots, collapsed, unfolded),
    [roots, collapsed, unfolded],
  );
  const current = visible.find((entry) => entry.node.key === focusKey)
    ? focusKey
    : visible[0]?.node.key;
  const shouldFocus = useRef(false);

  useEffect(() => {
    if (shouldFocus.current && current) items.current.get(current)?.focus();
    shouldFocus.current = false;
  }, [current]);

  /** Shows every missing child of `parentKey`, focus staying where the folded row was. */
  const unfold = (entry: VisibleNode) => {
    if (entry.parentKey === undefined) return;
    const next = new Set([...unfolded, entry.parentKey]);
    setUnfolded(next);
    // The first child that was folded takes the row's place, and the focus with it.
    const replacing = visibleNodes(roots, collapsed, next)[visible.indexOf(entry)];
    if (replacing) {
      shouldFocus.current = true;
      setFocusKey(replacing.node.key);
    }
  };
  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const action = treeKeyAction(event.key, current, visible, collapsed);
    if (!action) return;
    event.preventDefault();
    if ('focus' in action) {
      shouldFocus.current = true;
      setFocusKey(action.focus);
      items.current.get(action.focus)?.focus();
    } else if ('toggle' in action) toggle(action.toggle);
    else {
      const entry = visible.find((v) => v.node.key === action.activate);
      if (entry?.foldedMissing !== undefined) unfold(entry);
      else if (entry && entry.node.documentIds.length > 0) onActivate(entry.node);
    }
  };

  /** What every tree item has: its place in the roving focus and in the tree's levels. */
  const itemProps = (key: string, level: number) => ({
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
              <span className="tree-twisty" aria-hidden="true">
                …
              </span>
              {t('tree.foldedMissing', { count: entry.foldedMissing })}
            </li>
          );
        const hasChildren = node.children.length > 0;
        const isOpen = hasChildren && !collapsed.has(node.key);
        return (
          <li
            key={node.key}
            {...itemProps(node.key, level)}
            aria-expanded={hasChildren ? isOpen : undefined}
            className={`tree-item level-${Math.min(level, 8)}`}
            onClick={() => {
              setFocusKey(node.key);
              if (hasChildren) toggle(node.key);
            }}
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
            {onAssign && (
              <AssignFile
                node={node}
                choices={assignable}
                tabIndex={node.key === current ? 0 : -1}
                onAssign={onAssign}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
