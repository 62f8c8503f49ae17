/**
 * Checking a crawler token typed into the tester. RFC 9309 §2.2.1: the product token is
 * `[a-zA-Z_-]+` and is matched case-insensitively. Google's library compares a caller's token
 * only when it is such a token; on a robots.txt line it reads the value only up to the first
 * other character ("Googlebot/2.1" names Googlebot), so a typed "Googlebot/2.1" would match
 * no group at all.
 */
import { extractUserAgent } from './user-agent';

export type ProductTokenCheck =
  | { readonly ok: true; readonly token: string; readonly isGlobal: boolean }
  | {
      readonly ok: false;
      readonly reason: string;
      /** The token part Google would compare, when there is one. */
      readonly suggestion?: string;
    };

/** Is `text` a product token the tester can check? `*` is accepted: the `*` group's view. */
export function checkProductToken(text: string): ProductTokenCheck {
  const token = text.trim();
  if (token === '*') return { ok: true, token, isGlobal: true };
  if (token === '') return { ok: false, reason: 'Enter a product token such as Googlebot.' };
  const head = extractUserAgent(token);
  if (head === token) return { ok: true, token, isGlobal: false };
  const suggestion = head === '' ? undefined : head;
  const tail = suggestion ? ` Google matches only the token part: ${suggestion}.` : '';
  let reason: string;
  if (/\s/.test(token))
    reason = `"${token}" has a space: a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).`;
  else if (/[^ -~]/.test(token))
    reason = `"${token}" has non-ASCII characters: a product token is A–Z, a–z, "-" and "_" only (RFC 9309 §2.2.1).`;
  else if (/[0-9]/.test(token[head.length]))
    reason = `"${token}" has a digit: a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).`;
  else
    reason = `"${token}" has "${token[head.length]}": a product token is letters, "-" and "_" only (RFC 9309 §2.2.1).`;
  return suggestion ? { ok: false, reason: reason + tail, suggestion } : { ok: false, reason };
}
