/**
 * The benchmarks' shared measures: wall and CPU time of one run, live heap (after a forced
 * collection, so run with `--expose-gc`, as `npm run bench` does), and megabytes as printed.
 */
const gc = (globalThis as { gc?: () => void }).gc;

export const mb = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MB`;

/** Heap and array buffers in use, collected first where `gc` is exposed. */
export function heapBytes(): number {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

export interface Measured<T> {
  ms: number;
  cpuMs: number;
  result: T;
}

export function measure<T>(run: () => T): Measured<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, result };
}

export async function measureAsync<T>(run: () => T | Promise<T>): Promise<Measured<T>> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, result };
}
