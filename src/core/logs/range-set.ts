/**
 * A set of address prefixes (CIDR, RFC 4632 §3.1 for IPv4 and RFC 4291 §2.3 for IPv6) that
 * answers "is this address in one of them" in O(log n): each prefix becomes the interval of
 * addresses it covers, overlapping and adjacent intervals are merged, and a lookup is a
 * binary search over the sorted starts. A prefix written with host bits set
 * (`192.0.2.1/24`) covers what its first bits say, as routers read it.
 */
import { parseIpAddress, parseIpv4, parseIpv6 } from './ip-address';

export type IpPrefix =
  | { readonly family: 4; readonly start: number; readonly end: number }
  | { readonly family: 6; readonly start: bigint; readonly end: bigint };

/** `192.0.2.0/24` or `2001:db8::/32` (a bare address: one host), or null. */
export function parsePrefix(text: string): IpPrefix | null {
  const slash = text.indexOf('/');
  const address = (slash < 0 ? text : text.slice(0, slash)).trim();
  const bitsText = slash < 0 ? '' : text.slice(slash + 1).trim();
  if (bitsText.length > 3 || (slash >= 0 && !/^\d+$/.test(bitsText))) return null;
  if (address.includes(':')) {
    const value = parseIpv6(address);
    const bits = slash < 0 ? 128 : Number(bitsText);
    if (value === null || bits > 128) return null;
    const hostMask = (1n << BigInt(128 - bits)) - 1n;
    const start = value & ~hostMask & ((1n << 128n) - 1n);
    return { family: 6, start, end: start | hostMask };
  }
  const value = parseIpv4(address);
  const bits = slash < 0 ? 32 : Number(bitsText);
  if (value < 0 || bits > 32) return null;
  const size = 2 ** (32 - bits);
  const start = value - (value % size);
  return { family: 4, start, end: start + size - 1 };
}

/** Sorted, merged intervals of one family. */
class Intervals<T extends number | bigint> {
  readonly starts: T[] = [];
  readonly ends: T[] = [];

  constructor(intervals: { start: T; end: T }[]) {
    intervals.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    for (const { start, end } of intervals) {
      const last = this.ends.length - 1;
      // Overlapping (adjacent intervals stay apart: a lookup finds either).
      if (last >= 0 && start <= this.ends[last]) {
        if (end > this.ends[last]) this.ends[last] = end;
      } else {
        this.starts.push(start);
        this.ends.push(end);
      }
    }
  }

  contains(value: T): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    // The last interval starting at or before `value`.
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (this.starts[middle] <= value) low = middle + 1;
      else high = middle - 1;
    }
    return high >= 0 && value <= this.ends[high];
  }
}

export class RangeSet {
  private readonly v4: Intervals<number>;
  private readonly v6: Intervals<bigint>;
  /** Prefixes given (before merging). */
  readonly prefixCount: number;

  constructor(prefixes: readonly IpPrefix[]) {
    const v4: { start: number; end: number }[] = [];
    const v6: { start: bigint; end: bigint }[] = [];
    for (const prefix of prefixes) {
      if (prefix.family === 4) v4.push({ start: prefix.start, end: prefix.end });
      else v6.push({ start: prefix.start, end: prefix.end });
    }
    this.v4 = new Intervals(v4);
    this.v6 = new Intervals(v6);
    this.prefixCount = prefixes.length;
  }

  /** Whether `ip` (IPv4, IPv6, IPv4-mapped IPv6) is in a prefix; false for what is no address. */
  contains(ip: string): boolean {
    const address = parseIpAddress(ip);
    if (address === null) return false;
    return address.family === 4 ? this.v4.contains(address.value) : this.v6.contains(address.value);
  }
}
