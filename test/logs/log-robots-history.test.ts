/**
 * Requests judged under a robots.txt history (src/core/logs/log-robots-history.ts and
 * log-robots-join.ts) on planted cases (history-cases.json): the version in force on the
 * request's day decides, a change's 24-hour cache window (RFC 9309 §2.4) leaves the requests
 * the versions disagree on uncertain, and the deciding version's line and save time are shown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { joinRobotsLog } from '../../src/core/logs/log-robots-join';
import { LogTally } from '../../src/core/logs/log-tally';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';

interface PlantedRequest {
  agent: string;
  path: string;
  time: string | null;
}

interface Case {
  name: string;
  versions: { savedAt: string; robots: string }[];
  requests: PlantedRequest[];
  disallowed: Record<string, unknown>;
}

const agents: Record<string, string> = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  gptbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
};

const { cases } = JSON.parse(
  readFileSync(join(import.meta.dirname, 'history-cases.json'), 'utf8'),
) as { cases: Case[] };

function tallyOf(requests: readonly PlantedRequest[]): LogTally {
  const tally = new LogTally();
  for (const request of requests)
    tally.add({
      time: request.time === null ? null : Date.parse(request.time),
      ip: '192.0.2.1',
      method: 'GET',
      path: request.path,
      status: 200,
      bytes: 100,
      userAgent: agents[request.agent]!,
    });
  return tally;
}

function historyOf(planted: Case) {
  const [first, ...rest] = planted.versions.map((version) => ({
    savedAtMs: Date.parse(version.savedAt),
    robots: parseRobots(version.robots),
  }));
  return [first!, ...rest] as const;
}

test.each(cases)('$name', (planted) => {
  const joined = joinRobotsLog(
    { history: historyOf(planted) },
    tallyOf(planted.requests).tallies(),
    {
      file: 'robots-history.json',
    },
  );
  expect(joined.version).toBe('history');
  expect(joined.history).toEqual({
    versions: planted.versions.length,
    from: new Date(planted.versions[0]!.savedAt).toISOString(),
    to: new Date(planted.versions.at(-1)!.savedAt).toISOString(),
  });
  const found = Object.fromEntries(
    Object.entries(joined.disallowed).map(([token, crawler]) => [
      token,
      {
        requests: crawler.requests,
        ...(crawler.uncertain === undefined ? {} : { uncertain: crawler.uncertain }),
        first: crawler.first.map(({ path, requests, line, savedAt }) => ({
          path,
          requests,
          line,
          savedAt,
        })),
      },
    ]),
  );
  expect(found).toEqual(planted.disallowed);
});

test('one version saved before the log judges as the current file does', () => {
  const planted = cases[1]!;
  const tally = tallyOf(planted.requests);
  const robots = parseRobots(planted.versions[0]!.robots);
  const current = joinRobotsLog({ robots }, tally.tallies(), { file: 'robots.txt' });
  const history = joinRobotsLog(
    { history: [{ savedAtMs: Date.parse('2020-01-01T00:00:00Z'), robots }] },
    tally.tallies(),
    { file: 'robots.txt' },
  );
  const withoutSaveTimes = (join: typeof current) =>
    Object.values(join.disallowed).map((crawler) => ({
      requests: crawler.requests,
      first: crawler.first.map(({ path, requests, line }) => ({ path, requests, line })),
    }));
  expect(current.version).toBe('current');
  expect(withoutSaveTimes(history)).toEqual(withoutSaveTimes(current));
  expect(current.disallowed['Googlebot']?.requests).toBe(3);
});
