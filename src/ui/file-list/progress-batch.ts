/**
 * Progress events coalesced to at most one page render per animation frame, and by default
 * one per PROGRESS_RENDER_MS: each file's latest progress waits for the next such frame, when
 * all of them are dispatched together (React batches updates made in one task). Reading 21
 * files sends up to five events a second per file being read, and each is a render of the
 * whole page (the file list's files are the panels' too).
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

/**
 * Profiled 2026-12-07 (Chromium, 2 cores, a million URLs in 21 files): while the analyzer
 * worker read, the page's main thread spent about 2 s of its CPU in React renders, each
 * progress message one of the whole page, on the cores the worker needs; a bar that moves
 * twice a second says as much.
 */
export const PROGRESS_RENDER_MS = 500;

/** {@link nextFrame}, but no sooner than PROGRESS_RENDER_MS after the last one it ran. */
function throttledFrames(now: () => number = Date.now): FrameScheduler {
  let lastRunAt = -Infinity;
  return (callback) => {
    let cancelFrame: (() => void) | undefined;
    const timer = setTimeout(
      () => {
        cancelFrame = nextFrame(() => {
          lastRunAt = now();
          callback();
        });
      },
      Math.max(0, lastRunAt + PROGRESS_RENDER_MS - now()),
    );
    return () => {
      clearTimeout(timer);
      cancelFrame?.();
    };
  };
}

export function createProgressBatch<T>(
  send: (inputId: InputId, progress: T) => void,
  schedule: FrameScheduler = throttledFrames(),
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
