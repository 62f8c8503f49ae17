/**
 * The name a pasted text is listed under. A pasted robots.txt is named by the host it names,
 * "robots.txt (www.example.com)", so two pasted robots.txt files can be told apart; anything
 * else keeps the numbered "pasted text N". A robots.txt names its host in a `Host:` line
 * (Yandex's extension) or, failing that, in its first absolute `Sitemap:` URL (RFC 9309 §2.2.4
 * leaves other records to crawlers; sitemaps.org defines `Sitemap:`).
 */
import { looksLikeRobots } from '../../core/ingest/detect-robots';
import { hostToUnicode } from '../../core/analysis/punycode';
import type { Translator } from '../../i18n/i18n';

/** Lines looked at: a host is named near the top or in the Sitemap: lines at the end. */
const MAX_LINES = 10_000;

/** The host a robots.txt text names, in Unicode; undefined when it names none. */
export function hostNamedByRobots(text: string): string | undefined {
  let sitemapHost: string | undefined;
  for (const rawLine of text.split(/\r\n|\r|\n/, MAX_LINES)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^(host|sitemap)\s*:\s*(\S+)/i.exec(line);
    if (!match) continue;
    const value = match[2];
    if (match[1].toLowerCase() === 'host') {
      const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#:]+)/i.exec(value)?.[1];
      if (host) return hostToUnicode(host.toLowerCase());
    } else {
      sitemapHost ??= /^https?:\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(value)?.[1]?.toLowerCase();
    }
  }
  return sitemapHost === undefined ? undefined : hostToUnicode(sitemapHost);
}

/** The list name for pasted text `number` (1-based). */
export function pasteName(text: string, number: number, t: Translator['t']): string {
  const host = looksLikeRobots(text.slice(0, 65_536)) ? hostNamedByRobots(text) : undefined;
  return host === undefined
    ? t('input.paste.name', { number })
    : t('input.paste.robotsName', { host });
}
