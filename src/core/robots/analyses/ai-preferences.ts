/**
 * AI usage preferences written in robots.txt, read as their specifications say. They sit in a
 * group like a rule (no crawler reads them outside one) and say how fetched content may be
 * used; they never change what may be fetched (a preference is not a permission).
 *
 * - `Content-Signal`: Cloudflare's Content Signals Policy (https://contentsignals.org, as
 *   written into Cloudflare's managed robots.txt since 2025-09-24; the same three categories as
 *   draft-romm-aipref-contentsignals-00): comma-separated `key=value`, keys `search`,
 *   `ai-input`, `ai-train` with values `yes` / `no`, and `use` (immediate / reference / full);
 *   a signal left out states no preference.
 * - `Content-Usage`: the IETF AI Preferences working group's robots.txt attachment
 *   (draft-ietf-aipref-attach-05 §4, 2026-08-18): an optional path, then a Structured Fields
 *   Dictionary (RFC 9651) whose keys are the labels of draft-ietf-aipref-vocab-07
 *   (aipref-vocabulary.ts): `train-ai`, `search`; values the tokens `y` / `n`; unknown keys,
 *   the labels of earlier drafts among them, are ignored.
 *
 * Google's parser recognises both keys and uses neither (google/robotstxt reporting_robots.cc
 * kUnsupportedTags, record-key.ts).
 */
import {
  contentSignalKeys,
  contentUsageKeys,
  contentUseValues,
  earlierAiprefLabels,
  type ContentUse,
  type PreferencePurpose,
} from './aipref-vocabulary';
import { compilePattern, matchesCompiled } from '../engine/pattern';
import type { RobotsGroup, RobotsTxt } from '../engine/robots-txt';
import { parseDictionary, type DictionaryError } from './structured-fields';

export type PreferenceRecord = 'content-signal' | 'content-usage';

export type { PreferencePurpose };

/**
 * One `key=value` as written. `counts`: it states a preference readers take; otherwise why
 * not: a key the record does not define, a value other than yes/no (y/n), a label of an
 * earlier aipref draft, or a key repeated later on the line (the last one counts).
 */
export type PreferenceStatus =
  'counts' | 'unknown-key' | 'unknown-value' | 'old-label' | 'repeated';

export interface PreferenceEntry {
  readonly key: string;
  /** The value as written (`yes`, `n`, `?1`, …). */
  readonly value: string;
  readonly status: PreferenceStatus;
  /** What it says, when it counts (a purpose and yes / no, or Content-Signal's `use`). */
  readonly purpose?: PreferencePurpose;
  readonly allows?: boolean;
  readonly use?: ContentUse;
  /** For an `old-label`: the draft that no longer defines it. */
  readonly droppedBy?: string;
}

export interface PreferenceLine {
  readonly line: number;
  readonly record: PreferenceRecord;
  /** The key as written (`Content-Signal`, `content-usage`, …). */
  readonly key: string;
  readonly value: string;
  /** Content-Usage only: the path the preferences are for; null: the whole site. */
  readonly path: string | null;
  /** Index into robots.groups of the group the line sits in; -1 before any user-agent line. */
  readonly groupIndex: number;
  /** The group's product tokens as Google reads them (`*` for the global group). */
  readonly agents: readonly string[];
  /** Content-Usage: why the dictionary did not parse (every preference of the line is then unknown). */
  readonly parseError: DictionaryError | null;
  readonly entries: readonly PreferenceEntry[];
}

/** The preference record a key names (exact, any case, as the specifications spell them). */
export function preferenceRecordOf(key: string): PreferenceRecord | null {
  const lower = key.toLowerCase();
  return lower === 'content-signal' || lower === 'content-usage' ? lower : null;
}

/** Every preference line of the file, in line order. */
export function readAiPreferences(robots: RobotsTxt): PreferenceLine[] {
  const lines: PreferenceLine[] = [];
  for (const record of robots.unsupported) {
    const kind = preferenceRecordOf(record.key);
    if (kind === null) continue;
    const groupIndex = groupIndexAt(robots.groups, record.line);
    const group = groupIndex < 0 ? null : robots.groups[groupIndex];
    const agents = group ? group.userAgents.map((ua) => (ua.isGlobal ? '*' : ua.token)) : [];
    const base = { line: record.line, record: kind, key: record.key, value: record.value };
    if (kind === 'content-signal') {
      lines.push({
        ...base,
        path: null,
        groupIndex,
        agents,
        parseError: null,
        entries: readContentSignal(record.value),
      });
    } else {
      const usage = readContentUsage(record.value);
      lines.push({ ...base, groupIndex, agents, ...usage });
    }
  }
  return lines;
}

/**
 * The group a line belongs to: the last one starting before it. Google's parser lets a line
 * it does not use neither end a group nor start one (robots.cc), so a preference after a
 * group's last rule still belongs to that group.
 */
function groupIndexAt(groups: readonly RobotsGroup[], line: number): number {
  let low = 0;
  let high = groups.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (groups[mid].startLine < line) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

function readContentSignal(value: string): PreferenceEntry[] {
  const entries: PreferenceEntry[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = (eq < 0 ? item : item.slice(0, eq)).trim().toLowerCase();
    const written = eq < 0 ? '' : item.slice(eq + 1).trim();
    const purpose = contentSignalKeys[key];
    const lower = written.toLowerCase();
    if (key === 'use') entries.push(readContentUse(written));
    else if (purpose === undefined) entries.push({ key, value: written, status: 'unknown-key' });
    else if (lower !== 'yes' && lower !== 'no')
      entries.push({ key, value: written, status: 'unknown-value' });
    else entries.push({ key, value: written, status: 'counts', purpose, allows: lower === 'yes' });
  }
  return markRepeats(entries);
}

function readContentUse(written: string): PreferenceEntry {
  const use = contentUseValues.find((value) => value === written.toLowerCase());
  return use === undefined
    ? { key: 'use', value: written, status: 'unknown-value' }
    : { key: 'use', value: written, status: 'counts', use };
}

function readContentUsage(value: string): Pick<PreferenceLine, 'path' | 'parseError' | 'entries'> {
  let path: string | null = null;
  let rest = value;
  // draft-ietf-aipref-attach-05 §4: an optional path (starting "/" as in Allow/Disallow), then the preferences.
  if (value.startsWith('/')) {
    const space = value.search(/[ \t]/);
    path = space < 0 ? value : value.slice(0, space);
    rest = space < 0 ? '' : value.slice(space).trimStart();
  }
  const parsed = parseDictionary(rest);
  if (!parsed.ok) return { path, parseError: parsed.reason, entries: [] };
  const entries = parsed.members.map((member): PreferenceEntry => {
    const written = member.item.type === 'token' ? member.item.value : member.item.text;
    const purpose = contentUsageKeys[member.key];
    if (purpose === undefined) {
      const earlier = earlierAiprefLabels.get(member.key);
      return earlier === undefined
        ? { key: member.key, value: written, status: 'unknown-key' }
        : { key: member.key, value: written, status: 'old-label', droppedBy: earlier.droppedBy };
    }
    if (member.item.type !== 'token' || (written !== 'y' && written !== 'n'))
      return { key: member.key, value: written, status: 'unknown-value' };
    return { key: member.key, value: written, status: 'counts', purpose, allows: written === 'y' };
  });
  return { path, parseError: null, entries: markRepeats(entries) };
}

/** RFC 9651 §4.2.2: a repeated dictionary key keeps its last value; Content-Signal read the same way. */
function markRepeats(entries: PreferenceEntry[]): PreferenceEntry[] {
  const last = new Map<string, number>();
  entries.forEach((entry, index) => last.set(entry.key, index));
  return entries.map((entry, index) =>
    last.get(entry.key) !== index
      ? { key: entry.key, value: entry.value, status: 'repeated' }
      : entry,
  );
}

/**
 * What a crawler is asked, per purpose, for one path: `allows` false wins over true
 * (draft-ietf-aipref-attach-05 §4: conflicting preferences for the same path combine to the
 * most restrictive, a "n" and a "y" to "n").
 */
export interface AppliedPreference {
  readonly purpose: PreferencePurpose;
  readonly allows: boolean;
  /** The lines that say so. */
  readonly lines: readonly number[];
}

/**
 * The preferences a crawler reads for `path`: those of the groups that applied to it (the
 * same groups its rules come from, given by their user-agent lines). draft-ietf-aipref-attach-05
 * §4: a Content-Usage rule applies only to paths the group lets the crawler fetch (`canFetch`:
 * none for a path it may not fetch), its path is matched as Allow/Disallow paths are, the
 * longest matching path wins per purpose, and lines with no path apply everywhere.
 */
export function preferencesFor(
  robots: RobotsTxt,
  preferenceLines: readonly PreferenceLine[],
  groupUserAgentLines: readonly number[],
  path = '/',
  canFetch: (path: string) => boolean = () => true,
): AppliedPreference[] {
  if (!canFetch(path)) return [];
  const groupIndexes = new Set(
    groupUserAgentLines.map((line) => groupIndexAt(robots.groups, line + 1)),
  );
  const best = new Map<PreferencePurpose, { length: number; allows: boolean; lines: number[] }>();
  for (const line of preferenceLines) {
    if (!groupIndexes.has(line.groupIndex)) continue;
    if (line.path !== null && !matchesCompiled(compilePattern(line.path), path)) continue;
    const length = line.path?.length ?? 0;
    for (const entry of line.entries) {
      if (entry.status !== 'counts' || entry.purpose === undefined) continue;
      const allows = entry.allows === true;
      const current = best.get(entry.purpose);
      if (current === undefined || length > current.length)
        best.set(entry.purpose, { length, allows, lines: [line.line] });
      else if (length === current.length) {
        current.allows &&= allows;
        current.lines.push(line.line);
      }
    }
  }
  const order: PreferencePurpose[] = ['search', 'ai-input', 'train-ai'];
  return order.flatMap((purpose) => {
    const found = best.get(purpose);
    return found ? [{ purpose, allows: found.allows, lines: found.lines }] : [];
  });
}
