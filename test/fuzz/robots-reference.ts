/**
 * A small reference model of RFC 9309 (https://www.rfc-editor.org/rfc/rfc9309), written from
 * the text and nothing else, for the fuzz tests to hold the real parser and matcher against.
 * It reads only the subset both must agree on: `user-agent`, `allow` and `disallow` lines
 * with ASCII values; it knows nothing of Google's extras (typos, index.html, %-encoding).
 */

interface ReferenceGroup {
  agents: string[];
  rules: { allow: boolean; pattern: string }[];
}

/** §2.1: groups are one or more user-agent lines followed by rules. */
export function referenceGroups(robots: string): ReferenceGroup[] {
  const groups: ReferenceGroup[] = [];
  let current: ReferenceGroup | undefined;
  let isTakingAgents = false;
  for (const line of robots.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!isTakingAgents) {
        current = { agents: [], rules: [] };
        groups.push(current);
        isTakingAgents = true;
      }
      current?.agents.push(value.toLowerCase());
    } else if ((key === 'allow' || key === 'disallow') && current) {
      isTakingAgents = false;
      current.rules.push({ allow: key === 'allow', pattern: value });
    }
  }
  return groups;
}

/** §2.2.3: `*` is any sequence of characters, a final `$` the end of the path. */
export function referenceMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  // Positions of `path` that the first k pattern characters can reach (a plain NFA walk).
  let reachable = new Set([0]);
  for (const char of body) {
    const next = new Set<number>();
    for (const at of reachable) {
      if (char === '*') for (let end = at; end <= path.length; end++) next.add(end);
      else if (path[at] === char) next.add(at + 1);
    }
    reachable = next;
  }
  return anchored ? reachable.has(path.length) : reachable.size > 0;
}

/**
 * §2.2.1: the groups whose user-agent matches the crawler (case-insensitively) are combined;
 * only when there is none, the `*` groups. §2.2.2: the longest matching rule (in octets)
 * decides, allow wins a tie, and no matching rule means allowed.
 */
export function referenceAllowed(robots: string, agent: string, path: string): boolean {
  const groups = referenceGroups(robots);
  const named = groups.filter((group) => group.agents.includes(agent.toLowerCase()));
  const chosen = named.length > 0 ? named : groups.filter((group) => group.agents.includes('*'));
  let best = -1;
  let allowed = true;
  for (const rule of chosen.flatMap((group) => group.rules)) {
    if (rule.pattern === '' || !referenceMatches(rule.pattern, path)) continue;
    const length = rule.pattern.length;
    if (length > best || (length === best && rule.allow)) {
      best = length;
      allowed = rule.allow;
    }
  }
  return allowed;
}
