/**
 * base64url (RFC 4648 §5: `-` and `_` instead of `+` and `/`, no padding), written out
 * because core has no `btoa`/`atob` (lib ES2022 only) and because decoding must refuse
 * anything outside the alphabet instead of skipping it, as `atob` skips spaces.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) VALUES[ALPHABET.charCodeAt(index)] = index;

export function encodeBase64url(bytes: Uint8Array): string {
  let text = '';
  let at = 0;
  for (; at + 2 < bytes.length; at += 3) {
    const triple = (bytes[at] << 16) | (bytes[at + 1] << 8) | bytes[at + 2];
    text +=
      ALPHABET[triple >> 18] +
      ALPHABET[(triple >> 12) & 63] +
      ALPHABET[(triple >> 6) & 63] +
      ALPHABET[triple & 63];
  }
  const rest = bytes.length - at;
  if (rest === 1) {
    const value = bytes[at];
    text += ALPHABET[value >> 2] + ALPHABET[(value & 3) << 4];
  } else if (rest === 2) {
    const value = (bytes[at] << 8) | bytes[at + 1];
    text += ALPHABET[value >> 10] + ALPHABET[(value >> 4) & 63] + ALPHABET[(value & 15) << 2];
  }
  return text;
}

/** The bytes, or undefined when the text holds a character outside the alphabet or a length no encoder writes. */
export function decodeBase64url(text: string): Uint8Array | undefined {
  // RFC 4648 §4: a final quantum of one character cannot hold a whole byte.
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? VALUES[code] : -1;
    if (value < 0) return undefined;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, written);
}
