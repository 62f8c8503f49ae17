/**
 * The prefixes the URL store interns per row (`https://a.com/blog/`, see `urlPrefixEnd`), and
 * through them each row's host and section (lower-cased host + first directory). A site's
 * million URLs share a handful of prefixes, so one id per row gives the Sections counts, the
 * host and section filters, and the URL sort's buckets.
 */
import { PrefixKind, sectionKey, urlParts, urlPrefixEnd } from './url-parts';

/** Prefixes remembered for the fast path of `intern`. */
const RECENT_PREFIXES = 16;

export class UrlPrefixes {
  /** Exact text of each prefix ("" for rows that are not `scheme://host/…`). */
  readonly text: string[] = [];
  /** `PrefixKind` of each prefix. */
  readonly kind: number[] = [];
  /** Canonical section id of each prefix. */
  readonly section: number[] = [];
  // Canonical sections and hosts.
  readonly hostNames: string[] = [];
  readonly sectionHost: number[] = [];
  readonly sectionName: string[] = [];
  private readonly hostIdOf = new Map<string, number>();
  private readonly sectionIdOf = new Map<string, number>();
  private readonly idOf = new Map<string, number>();
  /** The last few prefixes seen: consecutive URLs usually share one. */
  private readonly recent: { text: string; id: number }[] = [];
  private recentNext = 0;

  /**
   * The prefix id of a loc. Host and section are worked out only for a prefix not seen
   * before. Measured 2026-11-30: slicing the prefix and hashing it in the Map for every URL
   * took ~300 ms a million; checking the recent prefixes with startsWith allocates nothing.
   */
  intern(loc: string): number {
    const end = urlPrefixEnd(loc);
    if (end >= 0) {
      for (const recent of this.recent) {
        if (recent.text.length === end && loc.startsWith(recent.text)) return recent.id;
      }
    }
    const key = end < 0 ? `\u0000${urlParts(loc).host}` : loc.slice(0, end);
    const known = this.idOf.get(key);
    if (known !== undefined) {
      if (end >= 0) this.remember(key, known);
      return known;
    }
    const { host, section } = urlParts(loc);
    let kind: number = PrefixKind.raw;
    if (end >= 0)
      kind =
        key.indexOf('/', key.indexOf('://') + 3) === end - 1 ? PrefixKind.top : PrefixKind.section;
    const id = this.text.length;
    this.text.push(end < 0 ? '' : key);
    this.kind.push(kind);
    this.section.push(this.internSection(host, section));
    this.idOf.set(key, id);
    if (end >= 0) this.remember(key, id);
    return id;
  }

  /** The top-level section of prefix `id`'s host (`host/`), interned with the host. */
  topLevelSection(id: number): number {
    return this.sectionIdOf.get(
      sectionKey(this.hostNames[this.sectionHost[this.section[id]]], ''),
    )!;
  }

  private remember(text: string, id: number): void {
    const entry = { text, id };
    if (this.recent.length < RECENT_PREFIXES) this.recent.push(entry);
    else this.recent[this.recentNext] = entry;
    this.recentNext = (this.recentNext + 1) % RECENT_PREFIXES;
  }

  private internSection(host: string, section: string): number {
    const key = sectionKey(host, section);
    let id = this.sectionIdOf.get(key);
    if (id !== undefined) return id;
    let hostId = this.hostIdOf.get(host);
    if (hostId === undefined) {
      hostId = this.hostNames.length;
      this.hostNames.push(host);
      this.hostIdOf.set(host, hostId);
      // Every host's top level exists from its first prefix on: a directory the section rule
      // sends there (root-sections.ts) then finds it, and no reader's table goes short.
      if (section !== '') this.internSection(host, '');
    }
    id = this.sectionName.length;
    this.sectionName.push(section);
    this.sectionHost.push(hostId);
    this.sectionIdOf.set(key, id);
    return id;
  }
}
