/**
 * At most `concurrency` requests at a time to one origin: the others wait their turn in
 * order. A crawler's courtesy (RFC 9309 §3 leaves the rate to the crawler; Google asks
 * for a gentle one), and the `--concurrency` cap.
 */
export type HostLimiter = <T>(origin: string, task: () => Promise<T>) => Promise<T>;

export function createHostLimiter(concurrency: number): HostLimiter {
  const hosts = new Map<string, { active: number; waiting: (() => void)[] }>();
  return async (origin, task) => {
    let host = hosts.get(origin);
    if (!host) hosts.set(origin, (host = { active: 0, waiting: [] }));
    if (host.active >= concurrency) await new Promise<void>((go) => host.waiting.push(go));
    else host.active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `active` stays counted.
      const next = host.waiting.shift();
      if (next) next();
      else host.active--;
    }
  };
}
