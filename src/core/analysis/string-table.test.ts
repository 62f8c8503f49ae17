import { describe, expect, test } from 'vitest';
import { StringTable } from './string-table';

/** A table holding `texts` one after another, and the start offset of each (plus the end). */
function tableOf(texts: readonly string[]): { table: StringTable; starts: Uint32Array } {
  const table = new StringTable(4);
  const starts = new Uint32Array(texts.length + 1);
  texts.forEach((text, i) => (starts[i] = table.append(text)));
  starts[texts.length] = table.used;
  return { table, starts };
}

const texts = ['https://a.example/', 'https://b.example/é', 'https://c.example/', 'x', ''];
const cases: [string, number[], string[], boolean][] = [
  ['every row', [0, 5], texts, false],
  ['no row', [], [], true],
  [
    'the non-ASCII row removed: ASCII again',
    [0, 1, 2, 5],
    ['https://a.example/', ...texts.slice(2)],
    true,
  ],
  ['runs at both ends', [0, 2, 3, 5], [...texts.slice(0, 2), ...texts.slice(3)], false],
  ['one run in the middle', [1, 3], texts.slice(1, 3), false],
];

describe('StringTable.keepRuns', () => {
  test.each(cases)('%s', (_name, runs, kept, isAscii) => {
    const { table, starts } = tableOf(texts);
    table.keepRuns(starts, runs);
    const read = kept.map((_, row) => table.read(starts[row], starts[row + 1]));
    expect(read).toEqual(kept);
    expect(starts[kept.length]).toBe(table.used);
    expect(table.used).toBe(new TextEncoder().encode(kept.join('')).length);
    expect(table.isAscii).toBe(isAscii);
  });
});
