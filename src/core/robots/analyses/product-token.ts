/**
 * Checking a crawler token typed into the tester. RFC 9309 §2.2.1: the product token is
 * `[a-zA-Z_-]+` and is matched case-insensitively. Google's library compares a caller's token
 * only when it is such a token; on a robots.txt line it reads the value only up to the first
 * other character ("Googlebot/2.1" names Googlebot), so a typed "Googlebot/2.1" would match
 * no group at all.
 */
import { RobotsMessageCode as Code, robotsMessage, type RobotsMessage } from './robots-messages';
import { extractUserAgent } from '../engine/user-agent';

export type ProductTokenCheck =
  | { readonly ok: true; readonly token: string; readonly isGlobal: boolean }
  | {
      readonly ok: false;
      readonly reason: RobotsMessage;
      /** The token part Google would compare, when there is one. */
      readonly suggestion?: string;
    };

/** Why `token` (not a product token) is refused, `head` being its leading product-token part. */
function refusal(token: string, head: string): RobotsMessage {
  const value = { value: token };
  if (/\s/.test(token)) return robotsMessage(Code.tokenSpace, value);
  if (/[^ -~]/.test(token)) return robotsMessage(Code.tokenNonAscii, value);
  if (/[0-9]/.test(token[head.length])) return robotsMessage(Code.tokenDigit, value);
  return robotsMessage(Code.tokenChar, { ...value, char: token[head.length] });
}

/** Is `text` a product token the tester can check? `*` is accepted: the `*` group's view. */
export function checkProductToken(text: string): ProductTokenCheck {
  const token = text.trim();
  if (token === '*') return { ok: true, token, isGlobal: true };
  if (token === '') return { ok: false, reason: robotsMessage(Code.tokenEmpty) };
  const head = extractUserAgent(token);
  if (head === token) return { ok: true, token, isGlobal: false };
  const reason = refusal(token, head);
  if (head === '') return { ok: false, reason };
  const then = robotsMessage(Code.tokenPart, { part: head });
  return { ok: false, reason: { ...reason, then }, suggestion: head };
}
