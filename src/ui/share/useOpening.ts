/**
 * Decides, once, what the page opens with: the files a shared link carries; else the files
 * this browser kept; else the demo. A link that could not be read opens an empty page (its
 * notice says why). The view state of a link or history entry is set by the caller already.
 */
import { useEffect, useRef } from 'react';
import type { InputId } from '../../core/ids';
import type { NewInput } from '../file-list/useInputFiles';
import type { OpeningLink } from './opening-link';

interface Options {
  add(inputs: NewInput[]): InputId[];
  restoreKept(): Promise<number>;
  loadDemo(): void;
  /** The page opens with other files than the demo: it stops saying it loads the demo. */
  skipDemo(): void;
}

export function useOpening(opening: OpeningLink, options: Options) {
  const latest = useRef(options);
  const hasOpened = useRef(false);
  useEffect(() => {
    // Once per page: StrictMode runs effects twice in development.
    if (hasOpened.current) return;
    hasOpened.current = true;
    const { add, restoreKept, loadDemo, skipDemo } = latest.current;
    if (opening.kind === 'bad') return skipDemo();
    if (opening.kind === 'shared') {
      const encoder = new TextEncoder();
      add(
        (opening.state.files ?? []).flatMap((file) =>
          file.text === undefined
            ? []
            : [
                {
                  name: file.name,
                  source: { kind: 'bytes', bytes: encoder.encode(file.text).buffer as ArrayBuffer },
                  origin: 'link',
                },
              ],
        ),
      );
      return skipDemo();
    }
    // Kept files that cannot be read back (storage refused) open the page as if none were kept.
    void restoreKept()
      .catch(() => 0)
      .then((count) => (count === 0 ? loadDemo() : skipDemo()));
  }, [opening]);
}
