/**
 * Builds the link "Copy share link" offers: the view state always, and the files' contents
 * only while the whole link stays within a budget. Files are tried smallest first, so the
 * most files fit; those that do not are named, and the page that opens the link asks for them.
 */
import { deflateSync } from 'fflate';
import { encodeShareFragment } from './share-codec';
import type { ShareState, SharedFile } from './share-state';

/** Default budget for a whole link, in characters (docs/share-links.md says why). */
export const DEFAULT_LINK_BUDGET = 8000;
/** Some chat tools and mail clients cut or refuse links longer than about this. */
export const CHAT_LINK_CHARS = 2000;

/** A loaded file as the link may carry it; `text` is absent for binary files (gzip, zip). */
export interface ShareFileCandidate {
  name: string;
  sizeBytes: number;
  text?: string;
}

export interface ShareLink {
  url: string;
  /** Names of the files whose contents are in the link. */
  included: string[];
  /** Names of the files the link only names. */
  omitted: string[];
}

/**
 * @param baseUrl the page's address without its fragment.
 * @param state the view state; its `files` are replaced.
 */
export function buildShareLink(
  baseUrl: string,
  state: ShareState,
  candidates: readonly ShareFileCandidate[],
  budgetChars: number = DEFAULT_LINK_BUDGET,
): ShareLink {
  const files: SharedFile[] = candidates.map(({ name, sizeBytes }) => ({ name, sizeBytes }));
  const linkFor = () => baseUrl + encodeShareFragment({ ...state, files });
  let url = linkFor();
  const order = candidates
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => candidate.text !== undefined)
    .sort((a, b) => a.candidate.sizeBytes - b.candidate.sizeBytes);
  const includedIndexes = new Set<number>();
  for (const { candidate, index } of order) {
    const text = candidate.text ?? '';
    // A text whose own deflated base64 exceeds the room left cannot fit: skip the full try.
    const room = budgetChars - url.length;
    if (room <= 0) break;
    if ((deflateSync(new TextEncoder().encode(text)).length * 4) / 3 > room) continue;
    files[index] = { ...files[index], text } as SharedFile;
    const tried = linkFor();
    if (tried.length <= budgetChars) {
      url = tried;
      includedIndexes.add(index);
    } else {
      files[index] = { name: candidate.name, sizeBytes: candidate.sizeBytes };
    }
  }
  const names = (isIncluded: boolean) =>
    candidates
      .filter((_, index) => includedIndexes.has(index) === isIncluded)
      .map((candidate) => candidate.name);
  return { url, included: names(true), omitted: names(false) };
}
