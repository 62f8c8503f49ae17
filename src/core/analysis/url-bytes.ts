/**
 * A URL's text compared by the bytes it asks for, so that two writings of one address agree:
 * `a b.xml` and `a%20b.xml`, `~` and `%7E`, `café` and `caf%C3%A9` (the URL Standard's
 * percent-encoding of a path or query is UTF-8, https://url.spec.whatwg.org/#percent-encode).
 * Bytes that are not UTF-8 are compared as bytes too: a site reader asks for them escaped
 * (`%E9`, src/core/site/site-links.ts), where a decoder reading the same listing saw U+FFFD.
 */

/** `%2F`, `%3F`, `%23`, `%25`: an escaped delimiter is data, not a delimiter (RFC 3986 §2.2). */
const KEPT_ESCAPES = new Set([0x2f, 0x3f, 0x23, 0x25]);

const utf8 = new TextEncoder();
const hex = (byte: number): string => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** A byte as the canonical text writes it: a visible ASCII character itself, anything else escaped. */
const byteText = (byte: number): string =>
  byte > 0x20 && byte < 0x7f && byte !== 0x25 ? String.fromCharCode(byte) : hex(byte);

/**
 * The bytes `text` stands for (each `%XX` its byte, each other character its UTF-8 bytes),
 * written back one way: visible ASCII as itself, every other byte as an upper-case `%XX`.
 */
export function canonicalEscapes(text: string): string {
  let out = '';
  for (let at = 0; at < text.length;) {
    if (text[at] === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(at + 1, at + 3))) {
      const byte = parseInt(text.slice(at + 1, at + 3), 16);
      out += KEPT_ESCAPES.has(byte) ? hex(byte) : byteText(byte);
      at += 3;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(at)!);
    for (const byte of utf8.encode(char)) out += byteText(byte);
    at += char.length;
  }
  return out;
}

const lenientUtf8 = new TextDecoder('utf-8');

/**
 * A canonical text ({@link canonicalEscapes}) with its escaped bytes past ASCII decoded as
 * UTF-8 the way a reader of a listing decodes them, each run that is not UTF-8 as one U+FFFD:
 * `caf%E9.xml` (asked for) and `caf\uFFFD.xml` (read from a listing in which that byte stood)
 * both become `caf\uFFFD.xml`. Several addresses can meet here; it is a last resort.
 */
export function lenientEscapes(canonical: string): string {
  return canonical
    .replace(/(?:%[89A-F][0-9A-F])+/g, (run) =>
      lenientUtf8.decode(
        new Uint8Array(run.match(/%../g)!.map((escape) => parseInt(escape.slice(1), 16))),
      ),
    )
    .replace(/\uFFFD+/g, '\uFFFD');
}
