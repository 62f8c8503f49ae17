/**
 * The robots.txt answers the page asks the worker for, each again when the data version or
 * the question changes: the check of every stored URL, AI crawler access, `Sitemap:` lines.
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RobotsCheck, RobotsSource } from '../../worker/protocol/robots';

export function useRobotsCheck(client: AnalyzerClient, check: RobotsCheck, dataVersion: number) {
  return useAsk(client, { type: 'robotsCheck', check }, { dependsOn: dataVersion }).answer;
}

/** `site`: the one typed in the workbench; absent, the worker infers it. */
export function useAiAccess(
  client: AnalyzerClient,
  robots: RobotsSource,
  dataVersion: number,
  site?: string,
) {
  const ask = { type: 'aiAccess', source: robots, ...(site ? { site } : {}) } as const;
  return useAsk(client, ask, { dependsOn: dataVersion }).answer;
}

export function useSitemapLines(client: AnalyzerClient, robots: RobotsSource, dataVersion: number) {
  return useAsk(client, { type: 'sitemapLines', source: robots }, { dependsOn: dataVersion })
    .answer;
}
