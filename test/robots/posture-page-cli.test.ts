/**
 * The page's "AI posture across sites" (the worker's `aiPosture`) and `inspect posture` give
 * the same table for the same three robots.txt: served by three sites on the loopback address
 * (started here, nothing else is reached) and read by the command line; loaded into a session
 * as the files a `--save` folder or the bookmarklet hands over (named by the URL they were
 * fetched from) and as uploads with the site typed for each.
 */
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runPostureCommand } from '../../scripts/inspect-posture';
import { postureRecord, type PostureRecord } from '../../src/core/robots/analyses/posture-table';
import { postureColumns, postureCsvOf } from '../../src/ui/robots-workbench/posture-columns';
import type { AiPostureAnswer, AiPostureAsk } from '../../src/worker/protocol/ai-posture';
import { createRequestHandlers } from '../../src/worker/request-handlers';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { listenOnLoopback } from '../site/fake-sites';
import { POSTURE_SITES } from './posture-sites';

const servers: { origin: string; close(): Promise<void> }[] = [];
let dir = '';
let cli: { sites: { origin: string; crawlers: PostureRecord[] }[] };
let cliCsv = '';

beforeAll(async () => {
  for (const { robots } of POSTURE_SITES) {
    const server = createServer((request, response) => {
      if (request.url !== '/robots.txt') response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    });
    servers.push(await listenOnLoopback(server));
  }
  dir = mkdtempSync(join(tmpdir(), 'posture-page-'));
  const sitesFile = join(dir, 'sites.txt');
  writeFileSync(sitesFile, servers.map((server) => server.origin).join('\n') + '\n');
  const run = (format: string) =>
    runPostureCommand([sitesFile, format, '--timeout=5', '--deadline=10']);
  const json = await run('--json');
  expect(json.exitCode).toBe(0);
  cli = JSON.parse(json.stdout) as typeof cli;
  cliCsv = (await run('--csv')).stdout;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

const clock = { nowMs: () => Date.UTC(2026, 0, 15), monotonicMs: () => performance.now() };

/** The page's answer for the three files loaded under `names`, asked with `typedSites`. */
async function pageAnswer(
  names: readonly string[],
  typedSites: AiPostureAsk['typedSites'] = [],
): Promise<AiPostureAnswer> {
  const session = new InspectorSession(clock);
  const context = {
    requestId: 1,
    emit: () => {},
    isCancelled: () => false,
    yieldToEvents: () => Promise.resolve(),
  };
  await session.open(
    POSTURE_SITES.map(({ robots }, i) => ({
      inputId: `file-${i}`,
      name: names[i],
      source: { kind: 'blob', blob: new Blob([robots]) },
    })),
    context,
  );
  const answer = await createRequestHandlers(session, { resize: () => {} }).aiPosture(
    { typedSites },
    context,
  );
  if (typeof answer !== 'object') throw new Error('aiPosture was cancelled');
  return answer;
}

/** The page's table as the command line's JSON writes it: origin and crawler records. */
const asCliTable = (answer: AiPostureAnswer) =>
  postureColumns(answer).map((column) => ({
    origin: column.label,
    crawlers: column.cells.map(postureRecord),
  }));

const cliTable = () => cli.sites.map(({ origin, crawlers }) => ({ origin, crawlers }));

/** The CSV without its robots_status field: a loaded file was given, not fetched by the page. */
const withoutStatus = (csv: string) =>
  csv
    .split('\r\n')
    .map((row) =>
      row
        .split(',')
        .filter((_, field) => field !== 1)
        .join(','),
    )
    .join('\r\n');

describe('the page’s AI posture across sites and inspect posture --json', () => {
  test('files named by the URL they were fetched from', async () => {
    const answer = await pageAnswer(servers.map((server) => `${server.origin}/robots.txt`));
    expect(answer.sites.map((site) => site.originSource)).toEqual(['url', 'url', 'url']);
    expect(asCliTable(answer)).toEqual(cliTable());
    expect(withoutStatus(postureCsvOf(postureColumns(answer)))).toBe(withoutStatus(cliCsv));
  });

  test('uploads with the site typed for each', async () => {
    const answer = await pageAnswer(
      ['a.txt', 'b.txt', 'c.txt'],
      servers.map((server, i) => ({ inputId: `file-${i}`, site: server.origin })),
    );
    expect(answer.sites.map((site) => site.originSource)).toEqual(['typed', 'typed', 'typed']);
    expect(asCliTable(answer)).toEqual(cliTable());
  });

  test('the table holds the facts the files state', async () => {
    const answer = await pageAnswer(POSTURE_SITES.map(({ host }) => `${host}/robots.txt`));
    const access = (token: string) =>
      postureColumns(answer).map(
        (column) => column.cells.find((cell) => cell.token === token)?.access,
      );
    expect(access('GPTBot')).toEqual(['none', 'all', 'all']);
    expect(access('Google-Agent')).toEqual(['not-applicable', 'not-applicable', 'not-applicable']);
    expect(access('OAI-SearchBot')).toEqual(['some', 'all', 'none']);
    const contradictions = postureColumns(answer).map((column) =>
      column.cells.flatMap((cell) => cell.contradictions.map((c) => `${cell.token} ${c}`)),
    );
    expect(contradictions[0]).toContain('ClaudeBot training-allowed-against-preference');
    expect(contradictions[1]).toEqual([]);
    expect(contradictions[2]).toEqual(['OAI-SearchBot search-blocked-against-preference']);
  });
});
