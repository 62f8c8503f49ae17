import { describe, expect, test } from 'vitest';
import { HeldReports } from './held-reports';

/** Flushes `held` up to `upTo` and returns what came out, in order. */
function flushed(held: HeldReports<string>, upTo?: number): string[] {
  const out: string[] = [];
  held.flush((report) => out.push(report), upTo);
  return out;
}

describe('HeldReports', () => {
  test('is empty at first; flushing or discarding an empty queue does nothing', () => {
    const held = new HeldReports<string>();
    expect(held.length).toBe(0);
    expect(flushed(held)).toEqual([]);
    held.discard();
    expect(held.length).toBe(0);
  });

  test('hands reports on in position order, whatever order they were held in', () => {
    const held = new HeldReports<string>();
    held.hold(5, 'five');
    held.hold(9, 'nine');
    held.hold(2, 'two');
    held.hold(7, 'seven');
    expect(held.length).toBe(4);
    expect(flushed(held)).toEqual(['two', 'five', 'seven', 'nine']);
    expect(held.length).toBe(0);
  });

  test('reports held at one position keep the order they were held in', () => {
    const held = new HeldReports<string>();
    held.hold(3, 'first');
    held.hold(3, 'second');
    held.hold(1, 'before');
    held.hold(3, 'third');
    expect(flushed(held)).toEqual(['before', 'first', 'second', 'third']);
  });

  test('flushes only up to a position (inclusive) and keeps the rest', () => {
    const held = new HeldReports<string>();
    for (const at of [1, 4, 6, 10]) held.hold(at, `at ${at}`);
    expect(flushed(held, 0)).toEqual([]);
    expect(flushed(held, 4)).toEqual(['at 1', 'at 4']);
    expect(held.length).toBe(2);
    held.hold(2, 'at 2');
    expect(flushed(held, 8)).toEqual(['at 2', 'at 6']);
    expect(flushed(held)).toEqual(['at 10']);
  });

  test('discard drops everything held', () => {
    const held = new HeldReports<string>();
    held.hold(1, 'a');
    held.hold(2, 'b');
    held.discard();
    expect(held.length).toBe(0);
    expect(flushed(held)).toEqual([]);
    held.hold(3, 'c');
    expect(flushed(held)).toEqual(['c']);
  });

  test('a report held while flushing waits for the next flush', () => {
    const held = new HeldReports<string>();
    held.hold(1, 'a');
    held.hold(2, 'b');
    const out: string[] = [];
    held.flush((report) => {
      out.push(report);
      if (report === 'a') held.hold(0, 'late');
    });
    expect(out).toEqual(['a', 'b']);
    expect(flushed(held)).toEqual(['late']);
  });
});
