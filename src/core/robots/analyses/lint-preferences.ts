/**
 * Lint of the AI preference lines (`Content-Signal`, `Content-Usage`; ai-preferences.ts reads
 * them): keys and values their specifications do not define, labels of earlier aipref drafts,
 * repeats, dictionaries that do not parse, preferences no crawler's group reads, and
 * preferences for paths the same group may not fetch at all (a preference is not a permission).
 */
import { readAiPreferences, type PreferenceLine } from './ai-preferences';
import type { RobotsLintCode } from './lint-codes';
import { checkUrl } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

const specOf: Record<PreferenceLine['record'], string> = {
  'content-signal': 'Content Signals Policy',
  'content-usage': 'draft-ietf-aipref-vocab-08',
};
const valuesOf: Record<PreferenceLine['record'], string> = {
  'content-signal': 'yes / no',
  'content-usage': 'y / n',
};

export function lintPreferences(robots: RobotsTxt, report: Sink): void {
  for (const pref of readAiPreferences(robots)) {
    const { line, key } = pref;
    report('ai-preference', line, { key, line });
    if (pref.parseError !== null) {
      report('preference-parse-failed', line, { key, line, value: pref.value });
      continue;
    }
    const seen = new Set<string>();
    for (const entry of pref.entries) {
      const params = { record: key, line, key: entry.key, value: entry.value };
      switch (entry.status) {
        case 'unknown-key':
          report('preference-unknown-key', line, { ...params, spec: specOf[pref.record] });
          break;
        case 'unknown-value':
          report('preference-unknown-value', line, { ...params, values: valuesOf[pref.record] });
          break;
        case 'old-label':
          report('preference-old-label', line, params);
          break;
        case 'repeated':
          if (!seen.has(entry.key)) report('preference-repeated', line, params);
          seen.add(entry.key);
          break;
        case 'counts':
          break;
      }
    }
    if (pref.groupIndex < 0) {
      report('preference-outside-group', line, { key, line });
      continue;
    }
    lintUnderDisallow(robots, pref, report);
  }
}

/** The group's own crawlers may not fetch the preference's path: its preferences ask nothing a crawler could act on. */
function lintUnderDisallow(robots: RobotsTxt, pref: PreferenceLine, report: Sink): void {
  const stated = pref.entries.filter((e) => e.status === 'counts');
  if (stated.length === 0) return;
  const group = robots.groups[pref.groupIndex];
  const named = group.userAgents.find((ua) => !ua.isGlobal);
  // "*" names no group, so it reads the global groups (matcher.ts selectGroups).
  const verdict = checkUrl(robots, named ? named.token : '*', pref.path ?? '/');
  if (verdict.allowed) return;
  report('preference-under-disallow', pref.line, {
    line: pref.line,
    path: pref.path ?? '/',
    rule: verdict.line,
    agents: pref.agents.join(', '),
    preferences: stated.map((e) => `${e.key}=${e.value}`).join(', '),
  });
}
