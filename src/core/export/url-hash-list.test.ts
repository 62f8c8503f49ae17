import { expect, test } from 'vitest';
import { UrlHashList } from './url-hash-list';

test('the hashes held more than once, with how often, whatever order they came in', () => {
  const list = new UrlHashList();
  const hashes = [
    [1, 2],
    [3, 4],
    [1, 2],
    [0xffffffff, 0],
    [2, 1],
    [1, 2],
    [0xffffffff, 0],
  ];
  for (const [low, high] of hashes) list.add({ low, high });
  expect(list.size).toBe(7);
  expect([...list.repeats()]).toEqual(
    expect.arrayContaining([
      { hash: { low: 1, high: 2 }, count: 3 },
      { hash: { low: 0xffffffff, high: 0 }, count: 2 },
    ]),
  );
  expect([...list.repeats()]).toHaveLength(2);
});

test('grows past its first size, or once to what was reserved', () => {
  const list = new UrlHashList();
  for (let i = 0; i < 100_000; i++) list.add({ low: i, high: i % 7 });
  list.add({ low: 5, high: 5 });
  expect(list.size).toBe(100_001);
  expect([...list.repeats()]).toEqual([{ hash: { low: 5, high: 5 }, count: 2 }]);
  const reserved = new UrlHashList();
  reserved.reserve(1_000_000);
  expect(reserved.byteLength).toBe(8_000_000);
});
