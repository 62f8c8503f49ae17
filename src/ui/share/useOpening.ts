/**
 * Decides, once, what the page opens with: the files a shared link carries; else the files
 * this browser kept; else the demo. A link that could not be read opens an empty page (its
 * notice says why). The view state of a link or history entry is set by the caller already.
 */
import { useEffect, useRef } from 'react';
import type { NewEntry } from '../workspace/useWorkspace';
import type { OpeningLink } from './opening-link';

interface Options {
  add(inputs: NewEntry[]): void;
  /** Reads back what this browser kept; resolves to how many entries (set aside included). */
  restoreKept(): Promise<number>;
  /** The page opens with a link's files: what this browser kept stays kept, unread. */
  skipKept(): void;
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
    const { add, restoreKept, skipKept, loadDemo, skipDemo } = latest.current;
    if (opening.kind === 'bad') {
      skipKept();
      return skipDemo();
    }
    if (opening.kind === 'shared') {
      skipKept();
      const encoder = new TextEncoder();
      add(
        (opening.state.files ?? []).flatMap((file) =>
          file.text === undefined
            ? []
            : [
                {
                  name: file.name,
                  kind: 'file' as const,
                  blob: new Blob([encoder.encode(file.text)], { type: 'text/plain' }),
                  origin: 'link' as const,
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
