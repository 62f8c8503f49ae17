/**
 * `npm run inspect -- posture SITES.txt`: three sites on the loopback address (started here,
 * nothing else is reached), each robots.txt read as --site reads it, printed as the crawler ×
 * site table with its deciding lines, as JSON, Markdown and CSV; a site whose robots.txt
 * answers 503 is "unknown" and makes the exit status 1. Long inputs end: a list of 80,000
 * lines is refused at its 501st site, and forty sites that never answer end within the whole
 * run's deadline, each "unknown".
 */
import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runPostureCommand } from '../../scripts/inspect-posture';
import { MAX_POSTURE_SITES, parseSites } from '../../scripts/posture-sites';
import { listenOnLoopback } from '../site/fake-sites';

/** One robots.txt per site: its body, or a status without one. */
const ROBOTS: readonly (string | number)[] = [
  // 1: GPTBot shut out; the * group asks for no training but lets ClaudeBot in.
  'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\nContent-Usage: train-ai=n, search=y\n',
  // 2: everything open, Applebot follows the Googlebot group.
  'User-agent: Googlebot\nDisallow: /search\n\nUser-agent: *\nAllow: /\n',
  // 3: the server fails.
  503,
];

const servers: { origin: string; close(): Promise<void>; paths: string[] }[] = [];
let dir = '';
let sitesFile = '';

beforeAll(async () => {
  for (const robots of ROBOTS) {
    const paths: string[] = [];
    const server = createServer((request, response) => {
      paths.push(request.url ?? '/');
      if (request.url !== '/robots.txt') response.writeHead(404).end();
      else if (typeof robots === 'number') response.writeHead(robots).end('down');
      else response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
    });
    servers.push({ ...(await listenOnLoopback(server)), paths });
  }
  dir = mkdtempSync(join(tmpdir(), 'inspect-posture-'));
  sitesFile = join(dir, 'sites.txt');
  writeFileSync(
    sitesFile,
    `# three sites\n${servers.map((s) => s.origin + '/any/page').join('\n')}\n`,
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

const run = (...more: string[]) =>
  runPostureCommand([sitesFile, '--timeout=5', '--deadline=10', ...more]);

describe('posture SITES.txt', () => {
  test('the crawler × site table, with deciding lines and contradictions', async () => {
    const result = await run();
    expect(result.exitCode).toBe(1);
    const [a, b, c] = servers.map((s) => s.origin);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Crawler\\s+${a}\\s+${b}\\s+${c}$`));
    expect(lines.find((line) => line.startsWith('GPTBot '))).toMatch(
      /^GPTBot\s+none \(2\)\s+all\s+unknown \(503\)$/,
    );
    expect(lines.find((line) => line.startsWith('ClaudeBot '))).toMatch(
      /^ClaudeBot\s+some \(5\) !\s+all\s+unknown \(503\)$/,
    );
    expect(lines.find((line) => line.startsWith('ChatGPT-User '))).toMatch(
      /^ChatGPT-User\s+n\/a\s+n\/a\s+unknown \(503\)$/,
    );
    expect(result.stdout).toContain(`${a}: asks train-ai=n, search=y (6)`);
    // Site 2 asks nothing in words, though its rules still decide each crawler's access.
    expect(result.stdout).toContain(
      `${b}: no Content-Usage or Content-Signal line for the whole site; its rules for AI crawlers are in the table above`,
    );
    expect(result.stdout).toContain(
      `${a}: ClaudeBot may fetch (some (5)) although line 6 asks for no training`,
    );
    // robots.txt only: no sitemap, no page.
    for (const server of servers) expect(server.paths).toEqual(['/robots.txt']);
  });

  test('--json, --markdown and --csv', async () => {
    const json = JSON.parse((await run('--json')).stdout) as {
      sites: {
        origin: string;
        robotsStatus: number;
        read: boolean;
        crawlers: Record<string, unknown>[];
      }[];
    };
    expect(json.sites.map((site) => [site.robotsStatus, site.read])).toEqual([
      [200, true],
      [200, true],
      [503, false],
    ]);
    const applebot = json.sites[1].crawlers.find((cell) => cell.token === 'Applebot-Extended');
    expect(applebot).toMatchObject({ access: 'all', groupReason: 'global' });
    expect(json.sites[0].crawlers.find((cell) => cell.token === 'GPTBot')).toMatchObject({
      access: 'none',
      lines: [2],
      appliedToken: 'GPTBot',
      groupReason: 'own',
      named: true,
    });

    const markdown = (await run('--markdown')).stdout.split('\n');
    expect(markdown[0]).toBe(`| Crawler | ${servers.map((s) => s.origin).join(' | ')} |`);
    expect(markdown[1]).toBe('| --- | --- | --- | --- |');

    const csv = (await run('--csv')).stdout.split('\r\n');
    expect(csv[0]).toBe(
      'site,robots_status,crawler,purpose,access,rules_access,lines,applied_token,group_reason,named,train_ai,search,contradictions',
    );
    expect(csv).toContain(
      `${servers[0].origin},200,GPTBot,training,none,none,2,GPTBot,own,true,,,`,
    );
    expect(csv).toContain(`${servers[2].origin},503,GPTBot,training,unknown,,,,,,,,`);
  });

  test('ja words the table from the catalog', async () => {
    const result = await run('--lang', 'ja');
    expect(result.stdout).toMatch(/^GPTBot\s+なし \(2\)\s+すべて\s+不明（503）$/m);
    expect(result.stdout).toContain('Content-Usage・Content-Signal 行はありません');
  });

  test('zh says a site without preference lines has its rules in the table', async () => {
    const result = await run('--lang', 'zh');
    expect(result.stdout).toContain('没有针对整个网站的 Content-Usage 或 Content-Signal 行');
  });

  test.each([
    [[], 'Give a SITES file'],
    [['--json', '--csv', 'x.txt'], 'Give one of'],
    [['--frobnicate', 'x.txt'], 'Unknown option --frobnicate'],
    [['--timeout=0', 'x.txt'], '--timeout'],
    [['missing-file.txt'], 'missing-file.txt: ENOENT'],
    [['--run-deadline=0', 'x.txt'], '--run-deadline: expected a positive whole number'],
  ])('usage error: %j', async (argv, message) => {
    const result = await runPostureCommand(argv);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain(message);
  });

  test('SITES.txt: origins once each, a bare host is https, other schemes refused', () => {
    expect(
      parseSites('www.example.com\nhttps://www.example.com/a\n# c\n\nhttp://x.org:8080/\n'),
    ).toEqual(['https://www.example.com', 'http://x.org:8080']);
    expect(parseSites('ftp://x.org/')).toBe('line 1: not an http(s) origin: ftp://x.org/');
    expect(parseSites('# nothing\n')).toBe('no site in it');
  });

  test('a site past the 500th is refused where it is named, whatever follows it', () => {
    const hosts = Array.from({ length: MAX_POSTURE_SITES + 1 }, (_, i) => `s${i}.example`);
    expect(parseSites([...hosts, 'ftp://later.example/'].join('\n'))).toBe(
      'line 501 names a site past the 500th (https://s500.example): at most 500 are read at once',
    );
    // The same origin again and again is one site.
    expect(parseSites(Array.from({ length: 1000 }, (_, i) => `a.example/${i}`).join('\n'))).toEqual(
      ['https://a.example'],
    );
  });
});

describe('posture and long inputs', () => {
  test(
    '80,000 lines: refused at the 501st distinct site, without reading the rest',
    { timeout: 20_000 },
    async () => {
      const lines = Array.from({ length: 80_000 }, (_, i) => `https://site-${i}.example/`);
      lines.push('not a site at all ::');
      const file = join(dir, 'long.txt');
      writeFileSync(file, lines.join('\n'));
      const result = await runPostureCommand([file]);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain('line 501 names a site past the 500th');
    },
  );

  test(
    "40 sites that accept and never answer end within the whole run's deadline, each unknown",
    { timeout: 30_000 },
    async () => {
      const sockets = new Set<Socket>();
      const silent = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const server = createTcpServer((socket) => {
            sockets.add(socket);
            socket.on('error', () => undefined);
          });
          await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
          const { port } = server.address() as { port: number };
          return { server, origin: `http://127.0.0.1:${port}` };
        }),
      );
      try {
        const file = join(dir, 'silent.txt');
        writeFileSync(file, silent.map((site) => site.origin).join('\n'));
        // Per site, 30 s would let the forty take 40 / 4 × 30 s; the run's 2 s stop them all.
        const result = await runPostureCommand([
          file,
          '--json',
          '--timeout=30',
          '--deadline=60',
          '--run-deadline=2',
        ]);
        expect(result.exitCode).toBe(1);
        const json = JSON.parse(result.stdout) as {
          sites: { origin: string; robotsStatus: unknown; read: boolean }[];
        };
        expect(json.sites.map((site) => site.origin)).toEqual(silent.map((site) => site.origin));
        for (const site of json.sites)
          expect(site).toMatchObject({ robotsStatus: 'run-deadline', read: false });
        expect(result.stderr).toContain("40 of 40 sites not read: the whole run's deadline");
      } finally {
        for (const socket of sockets) socket.destroy();
        await Promise.all(
          silent.map(({ server }) => new Promise((closed) => server.close(closed))),
        );
      }
    },
  );
});
