/**
 * What the address holds when the page opens: nothing, this browser's own history entry
 * (a view state without files: the files are kept in this browser), a shared link (a state
 * with a `files` list, even empty), or a fragment that could not be read.
 */
import {
  decodeShareFragment,
  isShareFragment,
  type ShareDecodeReason,
} from '../../core/share/share-codec';
import type { ShareState } from '../../core/share/share-state';

export type OpeningLink =
  | { kind: 'none' }
  | { kind: 'history'; state: ShareState }
  | { kind: 'shared'; state: ShareState }
  | { kind: 'bad'; reason: ShareDecodeReason };

export function readOpeningLink(hash: string): OpeningLink {
  if (!isShareFragment(hash)) return { kind: 'none' };
  const decoded = decodeShareFragment(hash);
  if (!decoded.ok) return { kind: 'bad', reason: decoded.reason };
  return decoded.state.files
    ? { kind: 'shared', state: decoded.state }
    : { kind: 'history', state: decoded.state };
}
