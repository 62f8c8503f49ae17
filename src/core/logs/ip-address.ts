/**
 * IP addresses as numbers, for range lookups: IPv4 dotted decimal (RFC 791; four decimal
 * octets, as logs write them) to a 32-bit number, IPv6 text (RFC 4291 §2.2: eight hex groups,
 * one `::` for a run of zero groups, a dotted IPv4 tail; a `%zone` as RFC 4007 §11 writes it
 * is dropped; brackets as in a URL) to a 128-bit bigint. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, RFC 4291 §2.5.5.2) is the IPv4 address: a dual-stack server logs IPv4
 * clients that way, and the operators publish them as IPv4 prefixes.
 */

export type IpAddress =
  { readonly family: 4; readonly value: number } | { readonly family: 6; readonly value: bigint };

/** Longest address text read (a full IPv6 with an IPv4 tail and a zone is under 64). */
const maxAddressChars = 64;

/** Four decimal octets, or -1. */
export function parseIpv4(text: string): number {
  let value = 0;
  let octets = 0;
  let at = 0;
  while (octets < 4) {
    const start = at;
    let octet = 0;
    while (at < text.length && at - start < 3) {
      const digit = text.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) break;
      octet = octet * 10 + digit;
      at++;
    }
    if (at === start || octet > 255) return -1;
    value = value * 256 + octet;
    octets++;
    if (octets < 4) {
      if (text[at] !== '.') return -1;
      at++;
    }
  }
  return at === text.length ? value : -1;
}

/** One to four hex digits, or -1. */
function hexGroup(text: string): number {
  if (text.length === 0 || text.length > 4) return -1;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const lower = code | 0x20;
    const digit =
      code >= 48 && code <= 57 ? code - 48 : lower >= 97 && lower <= 102 ? lower - 87 : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

/** The 16-bit groups of `part` (`a:b:c`, maybe ending in dotted IPv4), or null. */
function groupsOf(part: string, mayEndInIpv4: boolean): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const groups: number[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    if (mayEndInIpv4 && i === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece);
      if (v4 < 0) return null;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
      continue;
    }
    const group = hexGroup(piece);
    if (group < 0) return null;
    groups.push(group);
  }
  return groups;
}

/** An IPv6 address as a 128-bit number, or null. */
export function parseIpv6(text: string): bigint | null {
  const zone = text.indexOf('%');
  const address = zone < 0 ? text : text.slice(0, zone);
  const gap = address.indexOf('::');
  if (gap >= 0 && address.indexOf('::', gap + 1) >= 0) return null;
  let groups: number[] | null;
  if (gap < 0) {
    groups = groupsOf(address, true);
    if (groups === null || groups.length !== 8) return null;
  } else {
    const head = groupsOf(address.slice(0, gap), false);
    const tail = groupsOf(address.slice(gap + 2), true);
    if (head === null || tail === null || head.length + tail.length > 7) return null;
    groups = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  }
  let value = 0n;
  for (const group of groups) value = (value << 16n) | BigInt(group);
  return value;
}

const mappedPrefix = 0xffffn << 32n;

/** An address of either family, IPv4-mapped IPv6 read as IPv4; null when it is neither. */
export function parseIpAddress(text: string): IpAddress | null {
  let address = text.trim();
  if (address.length > maxAddressChars) return null;
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  if (!address.includes(':')) {
    const v4 = parseIpv4(address);
    return v4 < 0 ? null : { family: 4, value: v4 };
  }
  const v6 = parseIpv6(address);
  if (v6 === null) return null;
  if (v6 >> 32n === mappedPrefix >> 32n) return { family: 4, value: Number(v6 & 0xffffffffn) };
  return { family: 6, value: v6 };
}
