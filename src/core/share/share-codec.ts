/**
 * Share links: the state (share-state.ts) as JSON, raw-deflated (RFC 1951, fflate) and
 * written base64url (RFC 4648 §5) after `#s=` in the address. The fragment never leaves the
 * browser (RFC 9110 §7.1 / RFC 3986 §3.5: user agents do not send it in requests).
 *
 * Decoding treats the fragment as hostile: a cap on its length before anything else, a cap
 * on the inflated size enforced while inflating, then JSON, migration and validation of
 * every field. Every failure is a value `{ ok: false, reason }`, never an exception.
 */
import { deflateSync } from 'fflate';
import { decodeBase64url, encodeBase64url } from './base64url';
import { inflateCapped } from './capped-inflate';
import { migrateShareState } from './migrate-share-state';
import { validateShareState } from './validate-share-state';
import type { ShareState } from './share-state';

/** The fragment's key: `#s=<base64url>`. */
export const SHARE_FRAGMENT_PREFIX = '#s=';
/** Longest fragment read at all: 8× the default budget, far below what a browser accepts (2 MB in Chromium). */
export const MAX_FRAGMENT_CHARS = 64 * 1024;
/** Largest inflated JSON accepted; a deflate bomb stops here. */
export const MAX_INFLATED_BYTES = 2 * 1024 * 1024;

export type ShareDecodeReason =
  | 'too-long'
  | 'invalid-base64'
  | 'truncated'
  | 'corrupt'
  | 'too-large'
  | 'invalid-json'
  | 'invalid-state'
  | 'unknown-version';

export type ShareDecodeResult =
  { ok: true; state: ShareState } | { ok: false; reason: ShareDecodeReason; field?: string };

/** True when the address's fragment (`location.hash`) is meant to hold a share state. */
export function isShareFragment(hash: string): boolean {
  return hash.startsWith(SHARE_FRAGMENT_PREFIX);
}

/** `#s=…` for this state. */
export function encodeShareFragment(state: ShareState): string {
  const json = new TextEncoder().encode(JSON.stringify(state));
  return SHARE_FRAGMENT_PREFIX + encodeBase64url(deflateSync(json, { level: 9 }));
}

/** The state in a `#s=…` fragment, or why there is none. */
export function decodeShareFragment(hash: string): ShareDecodeResult {
  // Checked before any other work, so a 2 MB fragment costs one length read.
  if (hash.length > MAX_FRAGMENT_CHARS + SHARE_FRAGMENT_PREFIX.length) {
    return { ok: false, reason: 'too-long' };
  }
  if (!isShareFragment(hash)) return { ok: false, reason: 'invalid-base64' };
  const compressed = decodeBase64url(hash.slice(SHARE_FRAGMENT_PREFIX.length));
  if (!compressed || compressed.length === 0) return { ok: false, reason: 'invalid-base64' };
  const inflated = inflateCapped(compressed, MAX_INFLATED_BYTES);
  if (!inflated.ok) return inflated;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return { ok: false, reason: 'invalid-json' };
  }
  const migrated = migrateShareState(parsed);
  if (!migrated.ok) return migrated;
  const valid = validateShareState(migrated.state);
  return valid.ok ? valid : { ok: false, reason: 'invalid-state', field: valid.field };
}
