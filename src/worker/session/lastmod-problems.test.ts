/** The lastmod trust reasons of each file are warnings under Problems, not only in the Lastmod tab. */
import { expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import { InspectorSession, type RequestContext } from './inspector-session';

const clock = { nowMs: () => Date.UTC(2026, 10, 30), monotonicMs: () => 0 };
const context: RequestContext = {
  requestId: 1,
  emit: (_event: AnalyzerEvent) => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};

function urlset(lastmod: (i: number) => string): Uint8Array {
  const entries = Array.from(
    { length: 200 },
    (_, i) => `<url><loc>https://www.example.com/p/${i}</loc>${lastmod(i)}</url>`,
  ).join('');
  return new TextEncoder().encode(
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`,
  );
}

async function problemsFor(bytes: Uint8Array) {
  const session = new InspectorSession(clock);
  await session.open(
    [
      {
        inputId: 'f1',
        name: 'stamped.xml',
        source: { kind: 'bytes', bytes: bytes.slice().buffer },
      },
    ],
    context,
  );
  return session;
}

test('a file stamped with its generation time gets a lastmod-generation-time warning, counted for it', async () => {
  const session = await problemsFor(urlset(() => '<lastmod>2026-11-29T04:00:00Z</lastmod>'));
  const group = session.problems().find((g) => g.code === 'lastmod-generation-time');
  expect(group).toMatchObject({ severity: 'warning', count: 1, urlCount: 0 });
  expect(group?.occurrences[0]).toMatchObject({ file: 'stamped.xml', line: 0 });
  expect(session.problemsByFile().f1).toBeGreaterThanOrEqual(1);
  expect(session.reports()[0].problems.map((p) => p.code)).toContain('lastmod-generation-time');
});

test('a realistic spread of lastmod values raises no lastmod problem', async () => {
  const day = 86_400_000;
  const spread = (i: number) =>
    `<lastmod>${new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 600) * day + i * 3_600_000).toISOString()}</lastmod>`;
  const session = await problemsFor(urlset(spread));
  expect(
    session.problems().filter((g) => g.code.startsWith('lastmod-') && g.code !== 'lastmod-invalid'),
  ).toEqual([]);
});
