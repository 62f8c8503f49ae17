/**
 * `npm run inspect -- --site URL --json` on the site shapes of peer-site-cases.ts, each
 * served by two loopback sites (the named one and another port) started for its row.
 */
import { expect, test } from 'vitest';
import { runInspectAsync } from '../cli-run';
import { startTableSite } from './option-sites';
import { PEER_SITE_CASES } from './peer-site-cases';

interface Json {
  files: { name: string; kind: string; urls: number; problems: { code: string }[] }[];
  site: {
    fetches: ({ url: string } & Record<string, unknown>)[];
    notFetched: { url: string; reason: string }[];
  };
}

test.each(PEER_SITE_CASES.map((peer) => [peer.name, peer] as const))('%s', async (_name, peer) => {
  const [site, other] = await Promise.all([startTableSite(), startTableSite()]);
  try {
    const origins = { site: site.origin, other: other.origin };
    const routes = peer.routes(origins);
    site.routes = routes.site;
    other.routes = routes.other ?? {};
    const result = await runInspectAsync(['--json', '--site', site.origin, ...peer.args]);
    expect(result.status, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout) as Json;
    expect(
      json.files.map((file) => [
        file.name,
        file.kind,
        file.urls,
        file.problems.map((problem) => problem.code).sort(),
      ]),
    ).toEqual(peer.files(origins));
    const records = new Map(json.site.fetches.map((record) => [record.url, record]));
    for (const [url, fields] of Object.entries(peer.fetches?.(origins) ?? {}))
      expect(records.get(url), url).toMatchObject(fields);
    if (peer.notFetched)
      expect(json.site.notFetched.map(({ url, reason }) => ({ url, reason }))).toEqual(
        peer.notFetched(origins),
      );
  } finally {
    await Promise.all([site.close(), other.close()]);
  }
});
