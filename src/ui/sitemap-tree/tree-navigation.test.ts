import { describe, expect, test } from 'vitest';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { treeKeyAction, visibleNodes } from './tree-navigation';

const node = (key: string, children: TreeNodeView[] = []): TreeNodeView => ({
  key,
  name: key,
  state: 'supplied',
  urls: 0,
  problems: 0,
  documentIds: [],
  children,
});

// robots → index → (a, b); unlisted root c
const roots = [node('robots', [node('index', [node('a'), node('b')])]), node('c')];

describe('visibleNodes', () => {
  test('everything open by default, with levels', () => {
    expect(visibleNodes(roots, new Set()).map((v) => `${v.node.key}@${v.level}`)).toEqual([
      'robots@1',
      'index@2',
      'a@3',
      'b@3',
      'c@1',
    ]);
  });
  test('a closed node hides its descendants', () => {
    expect(visibleNodes(roots, new Set(['index'])).map((v) => v.node.key)).toEqual([
      'robots',
      'index',
      'c',
    ]);
  });
});

describe('treeKeyAction follows the WAI-ARIA tree pattern', () => {
  test.each<[string, string, string[], unknown]>([
    ['ArrowDown', 'robots', [], { focus: 'index' }],
    ['ArrowDown', 'c', [], null],
    ['ArrowUp', 'a', [], { focus: 'index' }],
    ['ArrowRight', 'index', [], { focus: 'a' }],
    ['ArrowRight', 'index', ['index'], { toggle: 'index' }],
    ['ArrowRight', 'a', [], null],
    ['ArrowLeft', 'index', [], { toggle: 'index' }],
    ['ArrowLeft', 'a', [], { focus: 'index' }],
    ['ArrowLeft', 'index', ['index'], { focus: 'robots' }],
    ['Home', 'b', [], { focus: 'robots' }],
    ['End', 'robots', [], { focus: 'c' }],
    ['Enter', 'b', [], { activate: 'b' }],
    ['x', 'b', [], null],
  ])('%s on %s (closed: %j) → %j', (key, focus, closed, action) => {
    const collapsed = new Set(closed);
    expect(treeKeyAction(key, focus, visibleNodes(roots, collapsed), collapsed)).toEqual(action);
  });
});
