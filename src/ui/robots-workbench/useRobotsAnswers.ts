/**
 * The robots.txt answers the page asks the worker for, each again when the data version or
 * the question changes: the check of every stored URL, AI crawler access, `Sitemap:` lines.
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useWorkerAnswer } from '../worker-client/useWorkerAnswer';
import type { RobotsCheck, RobotsSource } from '../../worker/protocol/robots';

export function useRobotsCheck(client: AnalyzerClient, check: RobotsCheck, dataVersion: number) {
  return useWorkerAnswer(
    client,
    { type: 'robotsCheck', check },
    'robotsCheck',
    `${JSON.stringify(check)}#${dataVersion}`,
  );
}

export function useAiAccess(client: AnalyzerClient, robots: RobotsSource, dataVersion: number) {
  return useWorkerAnswer(
    client,
    { type: 'aiAccess', source: robots },
    'aiAccess',
    `${JSON.stringify(robots)}#${dataVersion}`,
  );
}

export function useSitemapLines(client: AnalyzerClient, robots: RobotsSource, dataVersion: number) {
  return useWorkerAnswer(
    client,
    { type: 'sitemapLines', source: robots },
    'sitemapLines',
    `${JSON.stringify(robots)}#${dataVersion}`,
  );
}
