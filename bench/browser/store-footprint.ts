/**
 * The URL store's own byte count for the benchmark set, from the same `InspectorSession` the
 * worker runs, here in Node on the same bytes: the bytes its columns hold per URL (its
 * `byteLength`), and the estimate the session's caps count (`storeBytes`: text + 65 B a row).
 */
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { storeBytes } from '../../src/worker/session/session-limits';

export interface StoreFootprint {
  urls: number;
  /** The store's arrays, capacity included (they grow by doubling). */
  arrayBytes: number;
  /** What the session's byte cap counts. */
  estimatedBytes: number;
  textBytes: number;
}

export async function measureStoreFootprint(
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<StoreFootprint> {
  const session = new InspectorSession(
    { nowMs: () => Date.now(), monotonicMs: () => performance.now() },
    { nativeInflate: 'zip' },
  );
  await session.open(
    files.map((file, i) => ({
      inputId: `f${i}`,
      name: file.name,
      source: { kind: 'bytes' as const, bytes: file.bytes.slice().buffer },
    })),
    {
      requestId: 1,
      emit: () => {},
      isCancelled: () => false,
      yieldToEvents: () => Promise.resolve(),
    },
  );
  const { store } = session;
  return {
    urls: store.size,
    arrayBytes: store.byteLength,
    estimatedBytes: storeBytes(store),
    textBytes: store.textStart[store.size],
  };
}
