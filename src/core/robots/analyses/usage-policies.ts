/**
 * Lines and groups that state usage policies rather than crawling rules, which no crawler's
 * verdict depends on:
 *
 * - Namespaced policy groups (draft-kelley-rep-namespaces-00, an individual draft of
 *   2026-11-16): a group whose user-agent is a label such as `__usage_ai-training` writes a
 *   policy, not a crawler's rules. Deployed parsers (Google's among them) read it as the group
 *   of a crawler called `__usage_ai-training`, which none is, so they ignore it; read here as a
 *   policy of the label after the namespace.
 * - `License:` (RSL 1.0, Really Simple Licensing, 2025-12): a file-wide line pointing to the
 *   site's licence terms. `LLM-Policy:` (read by crawler-commons' robots.txt parser): a line
 *   pointing to a policy for language models. Google's parser knows neither (it reads both as
 *   unknown keys); neither changes what any crawler may fetch.
 */
import type { RobotsTxt } from '../engine/robots-txt';

/** The namespace prefix of draft-kelley-rep-namespaces-00's policy groups. */
const policyPrefix = '__';

export interface PolicyGroup {
  /** The user-agent line naming the policy. */
  readonly line: number;
  /** The label as written (`__usage_ai-training`). */
  readonly label: string;
  /** Its namespace and name (`usage`, `ai-training`); the name is empty when none follows. */
  readonly namespace: string;
  readonly name: string;
  /** Lines of the group's Allow / Disallow rules (what the policy covers). */
  readonly ruleLines: readonly number[];
}

/** Whether a product token is a namespaced policy label rather than a crawler. */
export function isPolicyLabel(token: string): boolean {
  return token.startsWith(policyPrefix) && token.length > policyPrefix.length;
}

/** Every policy label of the file's groups, in line order. */
export function readPolicyGroups(robots: RobotsTxt): PolicyGroup[] {
  const policies: PolicyGroup[] = [];
  for (const group of robots.groups) {
    for (const ua of group.userAgents) {
      if (ua.isGlobal || !isPolicyLabel(ua.token)) continue;
      const rest = ua.token.slice(policyPrefix.length);
      const cut = rest.indexOf('_');
      policies.push({
        line: ua.line,
        label: ua.token,
        namespace: cut < 0 ? rest : rest.slice(0, cut),
        name: cut < 0 ? '' : rest.slice(cut + 1),
        ruleLines: group.rules.map((rule) => rule.line),
      });
    }
  }
  return policies;
}

/** Keys of file-wide usage-policy lines (lower case), with the document that defines each. */
export const usagePolicyKeys: ReadonlyMap<string, string> = new Map([
  ['license', 'RSL 1.0'],
  ['llm-policy', 'crawler-commons'],
]);
