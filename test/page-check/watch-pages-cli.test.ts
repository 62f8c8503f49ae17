/**
 * `watch URL --state DIR --pages N` run twice against a loopback site changed in between
 * (planted truth): pages whose text was edited with and without their lastmod moving, pages
 * re-dated with no edit, and pages whose sidebar, form token and footer changed and nothing
 * else. The second run's `watch.pages` gives the planted counts, the rotating noise is no
 * change, and the counts add up in the state folder across runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runInspectAsync } from '../cli-run';
import { startPageSite, type PageSite, type PlantedPage } from './page-sites';

const WORDS = (
  'river stone garden window morning letter harbour village bridge lantern market winter ' +
  'summer orchard meadow candle station library forest mountain'
).split(' ');

/** A paragraph of `sentences` sentences, different for each `seed` (a small LCG picks words). */
function paragraph(seed: number, sentences = 8): string {
  let state = seed * 2654435761 + 1;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return WORDS[(state >>> 8) % WORDS.length]!;
  };
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) out.push(`${Array.from({ length: 12 }, next).join(' ')}.`);
  return out.join(' ');
}

type Plan = 'edited-redated' | 'edited-only' | 'redated-only' | 'noise-only';
const plans: Plan[] = [
  ...Array<Plan>(3).fill('edited-redated'),
  ...Array<Plan>(2).fill('edited-only'),
  ...Array<Plan>(4).fill('redated-only'),
  ...Array<Plan>(3).fill('noise-only'),
];

const before: PlantedPage[] = plans.map((_, i) => ({
  path: `/post/${i}`,
  lastmod: '2026-11-01',
  page: { json: '2026-11-01' },
  verdict: 'agrees',
  text: paragraph(i),
  noise: 'token-a related-1 views 100',
}));

const after: PlantedPage[] = plans.map((plan, i) => {
  const page = before[i]!;
  const isEdited = plan === 'edited-redated' || plan === 'edited-only';
  const isRedated = plan === 'edited-redated' || plan === 'redated-only';
  return {
    ...page,
    lastmod: isRedated ? '2026-12-05' : page.lastmod,
    page: isRedated ? { json: '2026-12-05' } : page.page,
    // An edit rewrites half the article.
    text: isEdited ? `${paragraph(i, 4)} ${paragraph(i + 100, 4)}` : page.text,
    noise: 'token-b related-7 views 4321',
  };
});

let site: PageSite;
let dir = '';
beforeAll(async () => {
  site = await startPageSite(before);
  dir = mkdtempSync(join(tmpdir(), 'watch-pages-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

interface PagesJson {
  sampled: number;
  verdict: string;
  checked: number;
  contentChanged: number;
  lastmodMovedWithContent: number;
  contentChangedWithoutLastmod: number;
  lastmodMovedWithoutContent: number;
  announcedRate: number | null;
  realRate: number | null;
  accumulated: { runs: number; checked: number; scheduling: string } | null;
}

const watch = async () => {
  const args = ['watch', site.origin, '--state', join(dir, 'state'), '--pages', '20'];
  const run = await runInspectAsync([...args, '--rate', '50', '--json']);
  expect(run.status, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as { watch: { pages: PagesJson } }).watch.pages;
};

test('the second run counts the planted changes, and the noise is no change', async () => {
  const first = await watch();
  expect(first.sampled).toBe(12);
  expect(first.checked).toBe(0);
  expect(first.accumulated).toBeNull();
  site.pages = after;
  const second = await watch();
  expect({
    checked: second.checked,
    contentChanged: second.contentChanged,
    lastmodMovedWithContent: second.lastmodMovedWithContent,
    contentChangedWithoutLastmod: second.contentChangedWithoutLastmod,
    lastmodMovedWithoutContent: second.lastmodMovedWithoutContent,
  }).toEqual({
    checked: 12,
    contentChanged: 5,
    lastmodMovedWithContent: 3,
    contentChangedWithoutLastmod: 2,
    lastmodMovedWithoutContent: 4,
  });
  expect(second.announcedRate).toBeCloseTo(3 / 5);
  expect(second.realRate).toBeCloseTo(3 / 7);
  expect(second.accumulated).toMatchObject({
    runs: 1,
    checked: 12,
    scheduling: 'not-enough-evidence',
  });
  // A third run with nothing changed adds its checks to the history.
  const third = await watch();
  expect(third.contentChanged + third.lastmodMovedWithoutContent).toBe(0);
  expect(third.accumulated).toMatchObject({ runs: 2, checked: 24 });
}, 120_000);
