/**
 * Punycode decoding (RFC 3492 §6.2), for showing internationalised host names as the user
 * reads them: `xn--bcher-kva.example` → `bücher.example`. Only decoding: the app never builds
 * host names, and the exact original is what it copies, exports and matches.
 *
 * Core's lib is ES2022 without the WHATWG `URL` class (and `new URL()` gives ASCII hosts only).
 * https://www.rfc-editor.org/rfc/rfc3492
 */

// RFC 3492 §5: parameter values for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

/** RFC 3492 §6.1: bias adaptation. */
function adapt(delta: number, pointCount: number, isFirstTime: boolean): number {
  let scaled = isFirstTime ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / pointCount);
  let k = 0;
  while (scaled > ((BASE - T_MIN) * T_MAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * scaled) / (scaled + SKEW));
}

/** RFC 3492 §5: a-z and A-Z are 0–25, 0-9 are 26–35. */
function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return BASE;
}

/** Decodes a Punycode string (without `xn--`); undefined when it is not valid Punycode. */
export function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  // RFC 3492 §6.2: the basic code points come before the last delimiter.
  const delimiter = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(delimiter, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < input.length;) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(at++));
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return undefined;
      w *= BASE - t;
    }
    const count = output.length + 1;
    bias = adapt(i - oldI, count, oldI === 0);
    if (Math.floor(i / count) > MAX_INT - n) return undefined;
    n += Math.floor(i / count);
    i %= count;
    // Not a Unicode scalar value: a surrogate or beyond U+10FFFF.
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * A host name with its `xn--` labels (RFC 5890 §2.3.2.1 A-labels) decoded; labels that do
 * not decode are kept as written.
 */
export function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      // Host names ignore case (RFC 4343), so Punycode's mixed-case annotation is dropped.
      const decoded = decodePunycode(label.slice(4).toLowerCase());
      return decoded === undefined || decoded === '' ? label : decoded;
    })
    .join('.');
}
