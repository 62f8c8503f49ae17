// AI preferences as the current drafts say (data in preference-cases.json): the lint codes
// each file must report, the codes it must not, and what GPTBot is asked for the site root in
// "AI crawlers at a glance" (evaluateCrawlerAccess), where attach-05's crawlable-only and
// most-restrictive rules decide.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { evaluateCrawlerAccess } from '../../src/core/robots/analyses/ai-access';
import { lintRobots } from '../../src/core/robots/analyses/lint';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';

interface PreferenceCase {
  name: string;
  robots: string;
  lint: { line: number; code: string; params: Record<string, string | number> }[];
  absent?: string[];
  /** GPTBot may fetch `/` (default true); when not, its root preferences apply nowhere. */
  rootAllowed?: boolean;
  root: { purpose: string; allows: boolean; lines: number[] }[];
}

const { cases } = JSON.parse(
  readFileSync(fileURLToPath(new URL('./preference-cases.json', import.meta.url)), 'utf8'),
) as { cases: PreferenceCase[] };

const checkedCodes = new Set(cases.flatMap((c) => c.lint.map((l) => l.code)));

describe('AI preferences as the current drafts say', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const robots = parseRobots(c.robots);
    const problems = lintRobots(robots);
    const reported = problems
      .filter((p) => checkedCodes.has(p.code))
      .map((p) => ({ line: p.line, code: p.code, params: p.params ?? {} }));
    expect(reported).toHaveLength(c.lint.length);
    c.lint.forEach((expected, index) => expect(reported[index]).toMatchObject(expected));
    for (const code of c.absent ?? []) expect(problems.map((p) => p.code)).not.toContain(code);
    const [gptbot] = evaluateCrawlerAccess(robots, [], ['GPTBot']);
    expect(gptbot.root.allowed).toBe(c.rootAllowed ?? true);
    expect(gptbot.preferences).toEqual(c.root);
  });
});
