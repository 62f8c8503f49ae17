import { describe, expect, test } from 'vitest';
import type { TreeNodeView } from '../../worker/protocol/tree';
import { MISSING_SHOWN, treeKeyAction, visibleNodes } from './tree-navigation';

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

describe('an index with many missing children folds them past a few rows, with their count', () => {
  const missing = (key: string): TreeNodeView => ({ ...node(key), state: 'missing' });
  const indexOf = (missingCount: number) => [
    node('index', [
      node('present'),
      ...Array.from({ length: missingCount }, (_, i) => missing(`m${i}`)),
    ]),
  ];
  const rows = (missingCount: number, unfolded: string[] = []) =>
    visibleNodes(indexOf(missingCount), new Set(), new Set(unfolded)).map((v) =>
      v.foldedMissing !== undefined ? `folded ${v.foldedMissing}` : v.node.key,
    );
  test.each<[string, number, string[], number, string | undefined]>([
    ['a few missing stay rows', 2 * MISSING_SHOWN, [], 2 + 2 * MISSING_SHOWN, undefined],
    [
      '278 missing: a few rows and a count',
      278,
      [],
      2 + MISSING_SHOWN + 1,
      `folded ${278 - MISSING_SHOWN}`,
    ],
    ['278 missing, unfolded by the user', 278, ['index'], 2 + 278, undefined],
  ])('%s', (_name, missingCount, unfolded, rowCount, last) => {
    const shown = rows(missingCount, unfolded);
    expect(shown).toHaveLength(rowCount);
    expect(shown.slice(0, 2)).toEqual(['index', 'present']);
    if (last) expect(shown.at(-1)).toBe(last);
    else expect(shown.some((row) => row.startsWith('folded'))).toBe(false);
  });
  test('an assigned child is not counted as missing', () => {
    const index = [
      node('index', [
        ...Array.from({ length: 20 }, (_, i) => ({ ...missing(`m${i}`), isAssigned: true })),
      ]),
    ];
    expect(visibleNodes(index, new Set())).toHaveLength(21);
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
