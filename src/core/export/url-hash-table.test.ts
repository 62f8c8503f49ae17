import { describe, expect, test } from 'vitest';
import { UrlHashTable } from './url-hash-table';

const hash = (low: number, high: number) => ({ low: low >>> 0, high: high >>> 0 });

describe('UrlHashTable', () => {
  test('a key is new once, then found at the same slot', () => {
    const table = new UrlHashTable();
    const added = table.add(hash(7, 9));
    expect(added).toBeLessThan(0);
    expect(table.add(hash(7, 9))).toBe(~added);
    expect(table.find(hash(7, 9))).toBe(~added);
    expect(table.find(hash(7, 10))).toBe(-1);
    expect(table.size).toBe(1);
  });

  test('keys equal in one word only are different keys', () => {
    const table = new UrlHashTable();
    table.add(hash(1, 2));
    expect(table.add(hash(1, 3))).toBeLessThan(0);
    expect(table.add(hash(4, 2))).toBeLessThan(0);
    expect(table.size).toBe(3);
  });

  test('the hash [0, 0] is a key like any other', () => {
    const table = new UrlHashTable();
    expect(table.find(hash(0, 0))).toBe(-1);
    expect(table.add(hash(0, 0))).toBeLessThan(0);
    expect(table.find(hash(0, 0))).toBeGreaterThanOrEqual(0);
    expect(table.size).toBe(1);
  });

  test('growing keeps every key and its values', () => {
    const table = new UrlHashTable(2);
    const keys = 50_000;
    for (let i = 0; i < keys; i++) {
      const slot = ~table.add(hash(Math.imul(i, 0x9e3779b1), i));
      table.column(0)[slot] = i;
      table.column(1)[slot] = i * 2;
    }
    expect(table.size).toBe(keys);
    for (let i = 0; i < keys; i += 997) {
      const slot = table.find(hash(Math.imul(i, 0x9e3779b1), i));
      expect([table.column(0)[slot], table.column(1)[slot]]).toEqual([i, i * 2]);
    }
  });
});
