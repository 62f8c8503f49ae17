/**
 * The rule review on the command line (the twice-yearly robots.txt review; the workbench's **Rule
 * review**): when the files hold a robots.txt and sitemap URLs, every rule of the first
 * robots.txt with the sitemap URLs it decides for one crawler, rules that decide none or miss
 * URLs only by letter case, paths that name an entrance, and the sitemap origins no loaded
 * robots.txt governs. The session answers it exactly as it answers the page.
 */
import type { RuleReviewAnswer } from '../src/worker/protocol/robots';
import type { InspectorSession } from '../src/worker/session/inspector-session';
import { CANCELLED, NEVER_CANCELLED } from '../src/worker/session/session-context';

/** The review for `agent` under the first robots.txt loaded; null without one. */
export async function reviewOfSession(
  session: InspectorSession,
  agent: string,
): Promise<RuleReviewAnswer | null> {
  const answer = await session.workbench.ruleReview(
    { source: { kind: 'first-loaded' }, agent },
    NEVER_CANCELLED,
  );
  if (answer === CANCELLED || answer.robots === null || answer.checked + answer.notCovered === 0)
    return null;
  return answer;
}

/** The review as `--json`'s `ruleReview`. */
export function reviewJson(review: RuleReviewAnswer) {
  const { robots, ...rest } = review;
  return { robots: robots?.name ?? null, site: robots?.site ?? null, ...rest };
}

/** The readable summary's section. */
export function reviewText(review: RuleReviewAnswer): string {
  const out = [
    '',
    `Rule review of ${review.robots?.name ?? 'robots.txt'} for ${review.agent} (${review.checked} sitemap URLs on ${review.robots?.site ?? 'its site'}; group ${review.appliedToken ?? 'none'}):`,
  ];
  for (const rule of review.rules) {
    const decided = rule.kind === 'allow' ? `${rule.allowed} allowed` : `${rule.blocked} blocked`;
    const notes = [
      rule.applies ? decided : 'another group',
      ...(rule.caseOnly > 0 ? [`${rule.caseOnly} missed only by letter case`] : []),
      ...(rule.revealing ? [`names "${rule.revealing}"`] : []),
    ];
    out.push(
      `  line ${rule.line}  ${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.value}  ${notes.join('; ')}`,
    );
  }
  for (const { origin, urlCount } of review.originsWithoutRobots)
    out.push(`  no robots.txt loaded for ${origin} (${urlCount} URLs)`);
  return out.join('\n') + '\n';
}
