/**
 * The memory of the page's dedicated workers (the analyzer, and an ingest pool's workers when
 * there is one), read through the DevTools protocol: `Runtime.getHeapUsage` on each worker
 * target, sent through a page session in the target-message form, since Playwright attaches
 * to workers itself (Chromium 156: `performance.measureUserAgentSpecificMemory` needs
 * cross-origin isolation, and `performance.memory` is the page's heap, not a worker's).
 * A worker's figure is its JS heap plus the ArrayBuffers it holds (`backingStorageSize`),
 * where the URL store's columns live.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface WorkerMemory {
  /** Heap + buffers of every worker, summed; undefined when no worker answered. */
  read(): Promise<number | undefined>;
  /** Collects garbage in every worker first (a steady-state figure). */
  readAfterGc(): Promise<number | undefined>;
}

interface Reply {
  id?: number;
  result?: { usedSize?: number; backingStorageSize?: number };
}

export async function watchWorkerMemory(page: Page): Promise<WorkerMemory> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const sessions = new Set<string>();
  const waiting = new Map<number, (reply: Reply | undefined) => void>();
  let nextId = 1;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') sessions.add(event.sessionId);
  });
  cdp.on('Target.detachedFromTarget', (event) => {
    if (event.sessionId) sessions.delete(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  const ask = async (sessionId: string, method: string): Promise<Reply | undefined> => {
    const id = nextId++;
    const answer = new Promise<Reply | undefined>((resolve) => {
      waiting.set(id, resolve);
      setTimeout(() => resolve(undefined), 10_000);
    });
    await cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
      .catch(() => waiting.get(id)?.(undefined));
    const reply = await answer;
    waiting.delete(id);
    return reply;
  };
  const sum = async (): Promise<number | undefined> => {
    let total: number | undefined;
    for (const sessionId of sessions) {
      const result = (await ask(sessionId, 'Runtime.getHeapUsage'))?.result;
      if (result?.usedSize === undefined) continue;
      total = (total ?? 0) + result.usedSize + (result.backingStorageSize ?? 0);
    }
    return total;
  };
  return {
    read: sum,
    readAfterGc: async () => {
      for (const sessionId of sessions) await ask(sessionId, 'HeapProfiler.collectGarbage');
      return sum();
    },
  };
}
