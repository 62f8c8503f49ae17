import { afterEach, describe, expect, test, vi } from 'vitest';
import { createProgressBatch, PROGRESS_RENDER_MS } from './progress-batch';

/** A frame scheduler the test advances by hand. */
function manualFrames() {
  let pending: (() => void) | undefined;
  return {
    schedule: (callback: () => void) => {
      pending = callback;
      return () => (pending = undefined);
    },
    frame: () => {
      const run = pending;
      pending = undefined;
      run?.();
    },
    isWaiting: () => pending !== undefined,
  };
}

describe('progress coalesced per frame', () => {
  test('only the latest progress of each file is sent, once per frame', () => {
    const frames = manualFrames();
    const sent: [string, number][] = [];
    const batch = createProgressBatch<number>(
      (id, bytes) => sent.push([id, bytes]),
      frames.schedule,
    );
    batch.push('a', 1);
    batch.push('a', 2);
    batch.push('b', 5);
    expect(sent).toEqual([]);
    frames.frame();
    expect(sent).toEqual([
      ['a', 2],
      ['b', 5],
    ]);
    expect(frames.isWaiting()).toBe(false);
    batch.push('a', 3);
    frames.frame();
    expect(sent.at(-1)).toEqual(['a', 3]);
  });

  test('a dropped file sends nothing; dispose stops the frame', () => {
    const frames = manualFrames();
    const sent: string[] = [];
    const batch = createProgressBatch<number>((id) => sent.push(id), frames.schedule);
    batch.push('a', 1);
    batch.push('b', 1);
    batch.drop('a');
    frames.frame();
    expect(sent).toEqual(['b']);
    batch.push('c', 1);
    batch.dispose();
    expect(frames.isWaiting()).toBe(false);
    frames.frame();
    expect(sent).toEqual(['b']);
  });
});

describe('progress shown at most every PROGRESS_RENDER_MS by default', () => {
  afterEach(() => vi.useRealTimers());

  test('the first progress at the next frame, the next ones once the interval has passed', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const batch = createProgressBatch<number>((_id, bytes) => sent.push(bytes));
    batch.push('a', 1);
    vi.advanceTimersByTime(20);
    expect(sent).toEqual([1]);
    batch.push('a', 2);
    batch.push('a', 3);
    vi.advanceTimersByTime(PROGRESS_RENDER_MS / 2);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(PROGRESS_RENDER_MS / 2 + 20);
    expect(sent).toEqual([1, 3]);
    batch.push('a', 4);
    batch.dispose();
    vi.advanceTimersByTime(2 * PROGRESS_RENDER_MS);
    expect(sent).toEqual([1, 3]);
  });
});
