/**
 * The rules each crawler sees, one merged set per distinct choice of groups: the `*` groups,
 * then the named tokens, those named by the same groups together (RFC 9309 §2.2.1: a crawler
 * obeys every group naming it, merged, or else the `*` groups). The group lint checks each set.
 */
import { isPolicyLabel } from './usage-policies';
import { selectGroups } from '../engine/matcher';
import type { RobotsRule, RobotsTxt } from '../engine/robots-txt';

export interface CrawlerSet {
  /** The tokens joined (`*` for the global set). */
  readonly name: string;
  readonly isGlobal: boolean;
  readonly rules: readonly RobotsRule[];
  /** First user-agent line that names the crawler. */
  readonly line: number;
  /** The product tokens (named sets only). */
  readonly tokens?: readonly string[];
  /**
   * The user-agent values as written, one per token (`MJ12bot`, whose token is `MJ`): what
   * a message names, so the reader finds the line.
   */
  readonly agents?: readonly string[];
}

/** Crawler sets analysed at most (a hostile file may name thousands of agents). */
const crawlerSetLimit = 100;

export function crawlerSets(robots: RobotsTxt): CrawlerSet[] {
  const sets: CrawlerSet[] = [];
  const global = selectGroups(robots, ['*']);
  if (global.group.kind === 'global') {
    sets.push({
      name: '*',
      isGlobal: true,
      rules: global.rules,
      line: global.group.userAgents[0].line,
    });
  }
  // token (lower case) → the groups naming it; tokens naming the same groups see the same rules.
  const groupsByToken = new Map<string, { name: string; agent: string; groups: number[] }>();
  robots.groups.forEach((group, index) => {
    for (const ua of group.userAgents) {
      // A namespaced policy label is no crawler (usage-policies.ts): no crawler's rules to check.
      if (ua.isGlobal || ua.token === '' || isPolicyLabel(ua.token)) continue;
      const key = ua.token.toLowerCase();
      const entry = groupsByToken.get(key);
      if (entry === undefined)
        groupsByToken.set(key, { name: ua.token, agent: ua.value, groups: [index] });
      else if (entry.groups.at(-1) !== index) entry.groups.push(index);
    }
  });
  const byGroups = new Map<string, { names: string[]; agents: string[] }>();
  for (const { name, agent, groups } of groupsByToken.values()) {
    const key = groups.join(',');
    const set = byGroups.get(key);
    if (set === undefined) byGroups.set(key, { names: [name], agents: [agent] });
    else {
      set.names.push(name);
      set.agents.push(agent);
    }
  }
  for (const { names, agents } of byGroups.values()) {
    if (sets.length >= crawlerSetLimit) break;
    const selected = selectGroups(robots, names);
    sets.push({
      name: names.join(', '),
      isGlobal: false,
      rules: selected.rules,
      line: selected.group.userAgents[0].line,
      tokens: names,
      agents,
    });
  }
  return sets;
}
