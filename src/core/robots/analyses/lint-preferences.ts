/**
 * Lint of the AI preference lines (`Content-Signal`, `Content-Usage`; ai-preferences.ts reads
 * them): keys and values their specifications do not define, labels of earlier aipref drafts
 * (with the draft that dropped them), repeats, dictionaries that do not parse, preferences no
 * crawler's group reads, preferences for paths the same group may not fetch at all
 * (draft-ietf-aipref-attach-05 §4: they apply only where the group allows fetching, so no
 * crawler can act on them), and a Content-Signal line whose scope readers disagree on.
 */
import { readAiPreferences, type PreferenceLine } from './ai-preferences';
import { contentUsageVocabulary } from './aipref-vocabulary';
import type { RobotsLintCode } from './lint-codes';
import { checkUrl } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

const specOf: Record<PreferenceLine['record'], string> = {
  'content-signal': 'Content Signals Policy',
  'content-usage': contentUsageVocabulary,
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
          report('preference-old-label', line, { ...params, draft: entry.droppedBy ?? '' });
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
    if (pref.record === 'content-signal') lintSignalScope(robots, pref, report);
  }
}

/**
 * Content-Signal in one group while other groups name crawlers: Cloudflare writes it inside
 * the `*` group and this tool reads it as that group's, but crawler-commons reads it as a
 * file-wide line, so the crawlers of the other groups get it under one reading only.
 */
function lintSignalScope(robots: RobotsTxt, pref: PreferenceLine, report: Sink): void {
  const others = robots.groups
    .filter((_, index) => index !== pref.groupIndex)
    .flatMap((group) => group.userAgents.map((ua) => (ua.isGlobal ? '*' : ua.token)));
  const agents = [...new Set(others)];
  if (agents.length === 0) return;
  report('preference-scope-differs', pref.line, {
    key: pref.key,
    line: pref.line,
    agents: agents.slice(0, 5).join(', ') + (agents.length > 5 ? ', …' : ''),
  });
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
