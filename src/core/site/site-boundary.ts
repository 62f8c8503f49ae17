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
 *   not be able to point the reader at the user's own network.

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

function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // IPv4-mapped: ::ffff:a.b.c.d as a resolver gives it, ::ffff:XXXX:XXXX as the URL parser writes it.
  const dotted = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(lower);
  const octets = dotted ? ipv4Octets(dotted[1]!) : undefined;
  if (octets) return isPrivateIpv4(octets);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return isPrivateIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  const first = parseInt(lower.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // RFC 4193 unique local
    (first & 0xffc0) === 0xfe80 || // link-local
    (first & 0xff00) === 0xff00 // multicast
  );
}
