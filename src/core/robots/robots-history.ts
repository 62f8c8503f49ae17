/**
 * The robots.txt history the workbench keeps in this browser: dated versions of each site's
 * robots.txt, each with an optional note of why it changed. Pure (parse, add, remove, merge,
 * the file it exports as), so its rules are unit-tested; useRobotsHistory.ts keeps it in
 * localStorage. RFC 9309 §2.4: crawlers may use a cached robots.txt for up to 24 hours, so a
 * change takes up to a day to reach every crawler (the panel says so).
 */

export interface RobotsVersion {
  /** When the version was saved, ms since the epoch: its id within its site. */
  savedAtMs: number;
  note: string;
  text: string;
}

/** Versions by site (the workbench's site, `""` for none), newest first. */
export type RobotsHistory = Readonly<Record<string, readonly RobotsVersion[]>>;

/** At most this many versions a site: the oldest go first. */
export const MAX_VERSIONS_PER_SITE = 50;
/** A version's text is a robots.txt: Google reads 500 KiB of it (RFC 9309 §2.5 asks for ≥ 500 KiB). */
export const MAX_VERSION_CHARS = 512_000;
const FILE_FORMAT = 'robots-txt-history';

function isVersion(value: unknown): value is RobotsVersion {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.savedAtMs === 'number' &&
    Number.isFinite(v.savedAtMs) &&
    typeof v.note === 'string' &&
    typeof v.text === 'string' &&
    v.text.length <= MAX_VERSION_CHARS
  );
}

/** A history from its stored or exported JSON; null when it is not one. */
export function parseHistory(json: string): RobotsHistory | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const sites = (value as { format?: unknown; sites?: unknown }).sites;
  if ((value as { format?: unknown }).format !== FILE_FORMAT) return null;
  if (typeof sites !== 'object' || sites === null || Array.isArray(sites)) return null;
  const history: Record<string, RobotsVersion[]> = {};
  for (const [site, versions] of Object.entries(sites)) {
    if (!Array.isArray(versions)) return null;
    const kept = versions
      .filter(isVersion)
      .map(({ savedAtMs, note, text }) => ({ savedAtMs, note, text }));
    if (kept.length) history[site] = sortVersions(kept).slice(0, MAX_VERSIONS_PER_SITE);
  }
  return history;
}

/** The history as the file it is stored and exported as. */
export function historyJson(history: RobotsHistory): string {
  return JSON.stringify({ format: FILE_FORMAT, version: 1, sites: history });
}

const sortVersions = (versions: RobotsVersion[]) =>
  versions.sort((a, b) => b.savedAtMs - a.savedAtMs);

/** Adds a version (unless the site's newest has the same text and note). */
export function addVersion(
  history: RobotsHistory,
  site: string,
  version: RobotsVersion,
): RobotsHistory {
  const versions = history[site] ?? [];
  const newest = versions[0];
  if (newest && newest.text === version.text && newest.note === version.note) return history;
  const next = sortVersions([
    version,
    ...versions.filter((v) => v.savedAtMs !== version.savedAtMs),
  ]);
  return { ...history, [site]: next.slice(0, MAX_VERSIONS_PER_SITE) };
}

export function removeVersion(
  history: RobotsHistory,
  site: string,
  savedAtMs: number,
): RobotsHistory {
  const versions = (history[site] ?? []).filter((v) => v.savedAtMs !== savedAtMs);
  const { [site]: _removed, ...rest } = history;
  return versions.length ? { ...rest, [site]: versions } : rest;
}

export function forgetSite(history: RobotsHistory, site: string): RobotsHistory {
  const { [site]: _forgotten, ...rest } = history;
  return rest;
}

/** An imported history merged in: versions are told apart by site and time saved. */
export function mergeHistory(history: RobotsHistory, imported: RobotsHistory): RobotsHistory {
  let merged = history;
  for (const [site, versions] of Object.entries(imported)) {
    const known = new Set((merged[site] ?? []).map((v) => v.savedAtMs));
    const added = versions.filter((v) => !known.has(v.savedAtMs));
    if (added.length)
      merged = {
        ...merged,
        [site]: sortVersions([...(merged[site] ?? []), ...added]).slice(0, MAX_VERSIONS_PER_SITE),
      };
  }
  return merged;
}

/**
 * The versions saved before a site was typed (under `""`) moved to `site` once it is known:
 * they were that site's robots.txt all along, and would otherwise show only while the field
 * is empty. Versions the site already holds stay; the newest 50 are kept.
 */
export function adoptVersionsWithoutSite(history: RobotsHistory, site: string): RobotsHistory {
  const unsited = history[''];
  if (site === '' || !unsited?.length) return history;
  return forgetSite(mergeHistory(history, { [site]: unsited }), '');
}
