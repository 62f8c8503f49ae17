// Which site each loaded robots.txt governs in the AI posture across sites (data:
// test/robots/posture-site-cases.json), and that a file set aside for its site is used again
// once the file loaded before it is removed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { aiCrawlers } from '../../core/robots/analyses/ai-crawlers';
import { writeZip } from '../../../test/fixtures/archive-writers';
import type { OpenFileInput } from '../protocol/files';
import { InspectorSession } from './inspector-session';

interface SiteCase {
  name: string;
  inputs: (
    { name: string; robots: string } | { name: string; zip: { path: string; robots: string }[] }
  )[];
  typed: { input: number; site: string }[];
  expect: {
    name: string;
    origin: string | null;
    originSource: string;
    isSiteTypable: boolean;
    siteError?: string;
    sameSiteAs?: number;
  }[];
}

const { cases } = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../test/robots/posture-site-cases.json', import.meta.url)),
    'utf8',
  ),
) as { cases: SiteCase[] };

const encode = (text: string) => new TextEncoder().encode(text);
const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const clock = { nowMs: () => 0, monotonicMs: () => performance.now() };

function inputOf(input: SiteCase['inputs'][number], place: number): OpenFileInput {
  const bytes =
    'robots' in input
      ? encode(input.robots)
      : writeZip(input.zip.map(({ path, robots }) => ({ path, data: encode(robots) })));
  return {
    inputId: `file-${place}`,
    name: input.name,
    source: { kind: 'blob', blob: new Blob([bytes.slice()]) },
  };
}

describe('the site of each robots.txt (data: test/robots/posture-site-cases.json)', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const session = new InspectorSession(clock);
    await session.open(c.inputs.map(inputOf), context);
    const answer = session.workbench.aiPosture({
      typedSites: c.typed.map(({ input, site }) => ({ inputId: `file-${input}`, site })),
    });
    expect(answer.notShown).toBe(0);
    const shown = answer.sites.map((site) => ({
      name: site.name,
      origin: site.origin,
      originSource: site.originSource,
      isSiteTypable: site.isSiteTypable,
      ...(site.siteError ? { siteError: site.siteError.code } : {}),
      ...(site.sameSiteAs
        ? {
            sameSiteAs: answer.sites.findIndex((s) => s.documentId === site.sameSiteAs?.documentId),
          }
        : {}),
    }));
    expect(shown).toEqual(c.expect);
    // A file used has every crawler's cell; a file set aside for its site has none.
    for (const site of answer.sites)
      expect(site.cells.map((cell) => cell.token)).toEqual(
        site.sameSiteAs ? [] : aiCrawlers.map((crawler) => crawler.token),
      );
  });

  test('the file set aside for its site is used once the one loaded before it is removed', async () => {
    const session = new InspectorSession(clock);
    const robots = ['User-agent: GPTBot\nDisallow: /\n', 'User-agent: *\nAllow: /\n'];
    await session.open(
      robots.map((text, place) => inputOf({ name: 'robots.txt', robots: text }, place)),
      context,
    );
    const typedSites = [0, 1].map((place) => ({ inputId: `file-${place}`, site: 'a.example' }));
    const gpt = () =>
      session.workbench
        .aiPosture({ typedSites })
        .sites.filter((site) => !site.sameSiteAs)
        .map((site) => site.cells.find((cell) => cell.token === 'GPTBot')?.access);
    expect(gpt()).toEqual(['none']);
    session.remove(['file-0']);
    expect(gpt()).toEqual(['all']);
  });
});
