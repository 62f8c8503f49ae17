/**
 * At most `concurrency` requests at a time to one origin, and at most `ratePerSecond` of
 * them started each second: the others wait their turn in order. A crawler's courtesy
 * (RFC 9309 §3 leaves the rate to the crawler; Google asks for a gentle one), and the
 * `--concurrency` and `--rate` caps.
 */
export type HostLimiter = <T>(origin: string, task: () => Promise<T>) => Promise<T>;

/** The clock the pace is kept by (the site reader's own, so tests can fake it). */
export interface PaceClock {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

export function createHostLimiter(
  concurrency: number,
  ratePerSecond = Infinity,
  clock?: PaceClock,
): HostLimiter {
  const hosts = new Map<string, { active: number; waiting: (() => void)[]; nextStart: number }>();
  const intervalMs = ratePerSecond > 0 && Number.isFinite(ratePerSecond) ? 1000 / ratePerSecond : 0;
  return async (origin, task) => {
    let host = hosts.get(origin);
    if (!host) hosts.set(origin, (host = { active: 0, waiting: [], nextStart: -Infinity }));
    if (host.active >= concurrency) await new Promise<void>((go) => host.waiting.push(go));
    else host.active++;
    try {
      if (intervalMs > 0 && clock) {
        // The start is booked before the wait, so tasks holding slots at once are spaced out.
        const now = clock.now();
        const start = Math.max(now, host.nextStart);
        host.nextStart = start + intervalMs;
        if (start > now) await clock.sleep(start - now);
      }
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `active` stays counted.
      const next = host.waiting.shift();
      if (next) next();
      else host.active--;
    }
  };
}
