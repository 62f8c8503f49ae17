/**
 * The page check's input as workspace entries (`pages`): its pages.json and each page body,
 * named as they lie in a saved folder (`pages.json`, `pages/NAME`), so they are kept,
 * set aside, brought back and restored as every other input is, and handed to the worker
 * together (`pageCheckOpen`) whenever they come back. Never in a share link: a link carries
 * only the file list's small text files.
 */
import { SAVED_PAGES_FOLDER, SAVED_PAGES_NAME } from '../../core/page-check/saved-pages';
import type { PageCheckOpenAsk } from '../../worker/protocol/page-check';
import type { InputOrigin } from '../file-list/input-files';
import type { NewEntry } from './useWorkspace';

const BODY_PREFIX = `${SAVED_PAGES_FOLDER}/`;

/** The entries of one page check: pages.json first, then its bodies. */
export function pageCheckEntries(ask: PageCheckOpenAsk, origin: InputOrigin): NewEntry[] {
  return [
    { kind: 'pages', name: SAVED_PAGES_NAME, origin, blob: ask.pagesJson },
    ...ask.bodies.map((body): NewEntry => ({
      kind: 'pages',
      name: `${BODY_PREFIX}${body.savedAs}`,
      origin,
      blob: body.blob,
    })),
  ];
}

/** What the worker reads from the `pages` entries; undefined when pages.json is not among them. */
export function pageCheckAskOf(
  entries: readonly { name: string; blob: Blob }[],
): PageCheckOpenAsk | undefined {
  const pagesJson = entries.find((entry) => entry.name === SAVED_PAGES_NAME);
  if (!pagesJson) return undefined;
  return {
    pagesJson: pagesJson.blob,
    bodies: entries
      .filter((entry) => entry.name.startsWith(BODY_PREFIX))
      .map((entry) => ({ savedAs: entry.name.slice(BODY_PREFIX.length), blob: entry.blob })),
  };
}
