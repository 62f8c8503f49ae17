/**
 * Lint of what a file says to crawlers as their operators document them (crawler-data.ts):
 * a group naming a fetcher that does not read robots.txt (Google's user-triggered fetchers
 * "generally ignore robots.txt rules"; OpenAI: for ChatGPT-User "robots.txt rules may not
 * apply"), whose rules may then stop nothing.
 */
import { findCrawlerModel } from './crawler-data';
import { readsRobots } from './crawler-model';
import type { RobotsLintCode } from './lint-codes';
import type { RobotsTxt } from '../engine/robots-txt';

type Sink = (code: RobotsLintCode, line: number, params?: Record<string, string | number>) => void;

export function lintCrawlers(robots: RobotsTxt, report: Sink): void {
  for (const group of robots.groups) {
    if (group.rules.length === 0) continue;
    for (const ua of group.userAgents) {
      if (ua.isGlobal) continue;
      const model = findCrawlerModel(ua.token);
      if (model === undefined || readsRobots(model)) continue;
      report('group-for-non-reader', ua.line, {
        agent: ua.token,
        line: ua.line,
        operator: model.operator,
      });
    }
  }
}
