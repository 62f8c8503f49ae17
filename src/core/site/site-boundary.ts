/**
 * The edge of the site the user named: which addresses the site reader may ask for. What a
 * site serves (its `Sitemap:` lines, its index children, its redirects) only ever names
 * addresses; it never widens the reader's reach. So:
 * - only `http:` and `https:` (a redirect to `file:` or `data:` is not followed: Fetch §4.4
 *   treats a `data:` URL as its own response, which would put text the site chose in place
 *   of its robots.txt);
 * - only the named origin, unless the user allowed other hosts (`followHosts`);
 * - never a loopback, private, link-local or cloud-metadata address (RFC 1918, RFC 6890,
 *   RFC 4193, RFC 4291 §2.5.6) unless the named site is itself on one: a public site must
 *   not be able to point the reader at the user's own network. An IPv6 address that carries
 *   an IPv4 one (IPv4-mapped or -compatible, NAT64, 6to4, Teredo) is classed by the IPv4 one.
 */

export interface SiteAddress {
  /** `https:` */
  readonly protocol: string;
  /** `https://host:port` */
  readonly origin: string;
  /** As the URL parser gives it: IPv6 in brackets, lower-case, IPv4 in dotted decimal. */
  readonly hostname: string;
}

/** Why an address is outside the site; undefined when the reader may ask for it. */
export type OffSite = 'not-http' | 'other-host' | 'private-address';

export interface SiteBoundary {
  check(address: SiteAddress): OffSite | undefined;
}

export function siteBoundary(site: SiteAddress, followHosts: boolean): SiteBoundary {
  const isSitePrivate = isPrivateHost(site.hostname);
  return {
    check(address) {
      if (address.protocol !== 'http:' && address.protocol !== 'https:') return 'not-http';
      if (address.origin === site.origin) return undefined;
      if (!followHosts) return 'other-host';
      if (!isSitePrivate && isPrivateHost(address.hostname)) return 'private-address';
      return undefined;
    },
  };
}

/**
 * Is this host a name or address of the user's own machine or network? IP literals by
 * range; names by the reserved `localhost` (RFC 6761 §6.3) and the `.local`, `.internal`
 * and `.home.arpa` suffixes. A public name that resolves to a private address is the
 * fetch's to refuse (the command line checks the resolved address too).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1));
  const ipv4 = ipv4Octets(host);
  if (ipv4) return isPrivateIpv4(ipv4);
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    host.endsWith('.home.arpa')
  );
}

function ipv4Octets(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** RFC 6890's special-purpose IPv4 blocks a site must not send the reader to. */
export function isPrivateIpv4([a, b]: readonly number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 || // RFC 1918
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // RFC 6598 shared address space
    (a === 169 && b === 254) || // link-local, and the cloud metadata address 169.254.169.254
    (a === 172 && b! >= 16 && b! <= 31) || // RFC 1918
    (a === 192 && b === 168) || // RFC 1918
    (a === 192 && b === 0) || // IETF protocol assignments
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast and reserved
  );
}

/**
 * An IPv6 literal by what it reaches: an address that carries an IPv4 address (and reaches it
 * through a translator or a tunnel) is classed by that IPv4 address, so `[::7f00:1]` or
 * `[64:ff9b::a00:1]` is the loopback or a private host as `127.0.0.1` and `10.0.0.1` are.
 * An address that cannot be read is not trusted.
 */
function isPrivateIpv6(address: string): boolean {
  const pieces = ipv6Pieces(address);
  if (!pieces) return true;
  const [first, second] = pieces as [number, number];
  // RFC 8215: 64:ff9b:1::/48 is for translators inside one network, which choose where the
  // IPv4 address sits (RFC 6052 §2.2): the whole prefix is the user's own network.
  if (first === 0x64 && second === 0xff9b && pieces[2] === 1) return true;
  const ipv4 = embeddedIpv4(pieces);
  if (ipv4) return isPrivateIpv4(ipv4);
  return (
    (first & 0xfe00) === 0xfc00 || // RFC 4193 unique local
    (first & 0xffc0) === 0xfe80 || // link-local
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** The IPv4 address an IPv6 address carries, as four octets, or undefined. */
function embeddedIpv4(pieces: readonly number[]): number[] | undefined {
  const octets = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];
  const isZero = (from: number, to: number) => pieces.slice(from, to).every((p) => p === 0);
  const [p0, p1, p2, , p4, p5, p6, p7] = pieces as [number, ...number[]];
  // RFC 4291 §2.5.5.2 IPv4-mapped ::ffff:a.b.c.d, and §2.5.5.1 IPv4-compatible ::a.b.c.d
  // (which holds :: and ::1 too: 0.0.0.0 and 0.0.0.1, "this network").
  if (isZero(0, 5) && (p5 === 0xffff || p5 === 0)) return octets(p6!, p7!);
  // RFC 2765 §2.1 IPv4-translated ::ffff:0:a.b.c.d.
  if (isZero(0, 4) && p4 === 0xffff && p5 === 0) return octets(p6!, p7!);
  // RFC 6052 §2.1 NAT64 well-known prefix 64:ff9b::/96: the IPv4 address in the last 32 bits.
  if (p0 === 0x64 && p1 === 0xff9b && isZero(2, 6)) return octets(p6!, p7!);
  // RFC 3056 §2 6to4 2002::/16: the IPv4 address in bits 16 to 47.
  if (p0 === 0x2002) return octets(p1!, p2!);
  // RFC 4380 §4 Teredo 2001::/32: the client's IPv4 address in the last 32 bits, inverted.
  if (p0 === 0x2001 && p1 === 0) return octets(~p6! & 0xffff, ~p7! & 0xffff);
  return undefined;
}

/**
 * The eight 16-bit pieces of an IPv6 address as RFC 4291 §2.2 writes it (`::` for a run of
 * zeros, an IPv4 address in dotted decimal for the last 32 bits), or undefined. A zone
 * (`%eth0`, RFC 4007 §11), as a resolver may give one, is left out.
 */
function ipv6Pieces(address: string): number[] | undefined {
  const text = address.toLowerCase().replace(/%.*$/, '');
  const lastColon = text.lastIndexOf(':');
  let head = text;
  const tail: number[] = [];
  if (text.slice(lastColon + 1).includes('.')) {
    const ipv4 = ipv4Octets(text.slice(lastColon + 1));
    if (!ipv4) return undefined;
    tail.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!);
    head = text.slice(0, lastColon);
    if (head.endsWith(':')) head += ':';
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const piecesOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').map((piece) => (/^[0-9a-f]{1,4}$/.test(piece) ? parseInt(piece, 16) : NaN));
  const left = piecesOf(halves[0]!);
  const right = halves.length === 2 ? piecesOf(halves[1]!) : [];
  const missing = 8 - tail.length - left.length - right.length;
  if ([...left, ...right].some(Number.isNaN)) return undefined;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [
    ...left,
    ...new Array<number>(halves.length === 2 ? missing : 0).fill(0),
    ...right,
    ...tail,
  ];
}
