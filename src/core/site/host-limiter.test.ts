import { afterEach, expect, test, vi } from 'vitest';
import { createHostLimiter } from './host-limiter';

/** Vitest's fake timers: a sleep wakes when its time is due, and the clock reads that time. */
function fakeClock() {
  vi.useFakeTimers({ now: 0 });
  return {
    now: () => Date.now(),
    sleep: (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms)),
  };
}
afterEach(() => {
  vi.useRealTimers();
});

test.each([
  // rate, concurrency, the start times of five tasks on one host (ms)
  [5, 2, [0, 200, 400, 600, 800]],
  [0.5, 5, [0, 2000, 4000, 6000, 8000]],
  [Infinity, 2, [0, 0, 0, 0, 0]],
])(
  'at %s a second (%s at a time) tasks on one host start at %j',
  async (rate, concurrency, starts) => {
    const clock = fakeClock();
    const limit = createHostLimiter(concurrency, rate, clock);
    const seen: number[] = [];
    const done = Promise.all(
      starts.map(() =>
        limit('https://a.example', async () => {
          seen.push(clock.now());
        }),
      ),
    );
    await vi.runAllTimersAsync();
    await done;
    expect(seen.sort((a, b) => a - b)).toEqual(starts);
  },
);

test('each host keeps its own pace', async () => {
  const clock = fakeClock();
  const limit = createHostLimiter(2, 1, clock);
  const seen: [string, number][] = [];
  const task = (host: string) => limit(host, async () => void seen.push([host, clock.now()]));
  await Promise.all([task('https://a.example'), task('https://b.example')]);
  expect(seen).toEqual([
    ['https://a.example', 0],
    ['https://b.example', 0],
  ]);
});
