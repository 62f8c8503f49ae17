/**
 * The joins of a log tally (src/core/logs/log-sitemap-join.ts, log-robots-join.ts) on small
 * planted cases (join-cases.json): which requests meet which sitemap URL (hosts, queries,
 * http and https, another crawler's fetches), and which crawlers' requests robots.txt
 * disallows (own group, `*`, a fetcher that reads no robots.txt, another host).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { joinRobotsLog } from '../../src/core/logs/log-robots-join';
import { joinSitemapLog } from '../../src/core/logs/log-sitemap-join';
import { LogTally } from '../../src/core/logs/log-tally';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';

interface PlantedRequest {
  agent: string;
  host?: string;
  path: string;
  status: number;
}

interface Cases {
  agents: Record<string, string>;
  sitemap: {
    name: string;
    sitemap: string[];
    requests: PlantedRequest[];
    listedNeverFetched: string[];
    fetchedNotListed: string[];
  }[];
  robots: {
    name: string;
    robots: string;
    host?: string;
    requests: PlantedRequest[];
    disallowed: Record<string, { requests: number; line: number }>;
    aiRequests: number;
  }[];
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'join-cases.json'), 'utf8'),
) as Cases;

function tallyOf(requests: readonly PlantedRequest[]): LogTally {
  const tally = new LogTally({ isHostKept: true });
  requests.forEach((request, i) =>
    tally.add({
      time: Date.UTC(2026, 11, 1) + i * 1000,
      ip: '192.0.2.1',
      method: 'GET',
      ...(request.host === undefined ? {} : { host: request.host }),
      path: request.path,
      status: request.status,
      bytes: 100,
      userAgent: cases.agents[request.agent]!,
    }),
  );
  return tally;
}

test.each(cases.sitemap)('sitemap: $name', (planted) => {
  const urls = planted.sitemap.map((url) => ({ url, lastmodMs: null }));
  const joined = joinSitemapLog(urls, tallyOf(planted.requests).tallies(), {
    agent: 'Googlebot',
    asOfMs: null,
  });
  expect(joined.listedNeverFetched.urls).toEqual(planted.listedNeverFetched);
  expect(joined.fetchedNotListed.paths.map((path) => path.path)).toEqual(planted.fetchedNotListed);
});

test.each(cases.robots)('robots.txt: $name', (planted) => {
  const joined = joinRobotsLog(
    { robots: parseRobots(planted.robots) },
    tallyOf(planted.requests).tallies(),
    {
      file: 'robots.txt',
      ...(planted.host === undefined ? {} : { host: planted.host }),
    },
  );
  const found = Object.fromEntries(
    Object.entries(joined.disallowed).map(([token, crawler]) => [
      token,
      { requests: crawler.requests, line: crawler.first[0]!.line },
    ]),
  );
  expect(found).toEqual(planted.disallowed);
  expect(joined.aiRequests).toBe(planted.aiRequests);
});
