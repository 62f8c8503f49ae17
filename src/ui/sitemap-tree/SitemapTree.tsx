/**
 * One index tree as a WAI-ARIA tree view (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/):
 * one tab stop (roving tabindex), arrows, Home/End, Enter to show a node's URLs. Rendered
 * flat with `aria-level`, which the pattern allows, from `visibleNodes`.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DocumentId } from '../../core/ids';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { t } from '../i18n/i18n';
import { AssignFile, type Assignable } from './AssignFile';
import { TreeNodeLabel } from './TreeNodeLabel';
import { treeKeyAction, visibleNodes } from './tree-navigation';

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
  const [focusKey, setFocusKey] = useState<string>();
  const items = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(roots, collapsed), [roots, collapsed]);
  const current = visible.find((entry) => entry.node.key === focusKey)
    ? focusKey
    : visible[0]?.node.key;
  const shouldFocus = useRef(false);

  useEffect(() => {
    if (shouldFocus.current && current) items.current.get(current)?.focus();
    shouldFocus.current = false;
  }, [current]);

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
      if (entry && entry.node.documentIds.length > 0) onActivate(entry.node);
    }
  };

  return (
    <ul role="tree" aria-label={label} className="sitemap-tree" onKeyDown={onKeyDown}>
      {visible.map(({ node, level }) => {
        const hasChildren = node.children.length > 0;
        const isOpen = hasChildren && !collapsed.has(node.key);
        return (
          <li
            key={node.key}
            ref={(element) => {
              if (element) items.current.set(node.key, element);
              else items.current.delete(node.key);
            }}
            role="treeitem"
            aria-level={level}
            aria-expanded={hasChildren ? isOpen : undefined}
            aria-selected={node.key === current}
            tabIndex={node.key === current ? 0 : -1}
            className={`tree-item level-${Math.min(level, 8)}`}
            onFocus={(event) => {
              if (event.target === event.currentTarget) setFocusKey(node.key);
            }}
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
