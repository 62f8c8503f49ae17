/**
 * User-agent product tokens. RFC 9309 §2.2.1: a crawler matches a group by its product token,
 * case-insensitively; tokens are [a-zA-Z_-]. google/robotstxt reads a user-agent line's value
 * only up to the first other character, and treats `*` (alone or followed by whitespace) as
 * the global group.
 */

const isTokenChar = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;

/**
 * Lenient (as Googlebot): the value up to the first character outside [a-zA-Z_-]
 * (google/robotstxt ExtractUserAgent): "Googlebot/2.1" and "Googlebot Images" both name
 * "Googlebot"; "*foo" names the empty token.
 */
export function extractUserAgent(value: string): string {
  let end = 0;
  while (end < value.length && isTokenChar(value.charCodeAt(end))) end++;
  return value.slice(0, end);
}

/**
 * google/robotstxt IsValidUserAgentToObey: a caller's token is valid when it is not empty and
 * made only of [a-zA-Z_-].
 */
export function isValidUserAgentToObey(token: string): boolean {
  return token.length > 0 && extractUserAgent(token) === token;
}

/** Google-specific: `*` alone or followed by whitespace and anything is the global group. */
export function isGlobalUserAgent(value: string): boolean {
  if (value.length === 0 || value[0] !== '*') return false;
  if (value.length === 1) return true;
  const c = value.charCodeAt(1);
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * The key a caller's token is compared with (ASCII lower case), or null when the token can
 * never equal a robots.txt token because it has characters outside [a-zA-Z_-]. The empty
 * token is kept: google/robotstxt compares it like any other, so it matches `User-agent:`
 * lines whose token is empty.
 */
export function callerTokenKey(token: string): string | null {
  return extractUserAgent(token) === token ? token.toLowerCase() : null;
}
