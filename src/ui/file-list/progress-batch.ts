/**
 * Progress events coalesced to at most one page render per animation frame: each file's
 * latest progress waits for the next frame, when all of them are dispatched together (React
 * batches updates made in one task). Reading 21 files sends up to five events a second per
 * file being read, and each used to be a render of the whole page.
 */
import type { InputId } from '../../core/ids';

export interface ProgressBatch<T> {
  /** Keeps `progress` as the file's latest; sent at the next frame. */
  push(inputId: InputId, progress: T): void;
  /** Forgets a file's waiting progress (its report, failure or removal supersedes it). */
  drop(inputId: InputId): void;
  /** Forgets everything and stops the frame callback. */
  dispose(): void;
}

type FrameScheduler = (callback: () => void) => () => void;

/** `requestAnimationFrame`, or a 16 ms timer where there is none (tests, workers). */
const nextFrame: FrameScheduler = (callback) => {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(handle);
  }
  const handle = setTimeout(callback, 16);
  return () => clearTimeout(handle);
};

export function createProgressBatch<T>(
  send: (inputId: InputId, progress: T) => void,
  schedule: FrameScheduler = nextFrame,
): ProgressBatch<T> {
  const waiting = new Map<InputId, T>();
  let cancel: (() => void) | undefined;
  const flush = () => {
    cancel = undefined;
    const batch = [...waiting];
    waiting.clear();
    for (const [inputId, progress] of batch) send(inputId, progress);
  };
  return {
    push(inputId, progress) {
      waiting.set(inputId, progress);
      cancel ??= schedule(flush);
    },
    drop(inputId) {
      waiting.delete(inputId);
    },
    dispose() {
      waiting.clear();
      cancel?.();
      cancel = undefined;
    },
  };
}
