/**
 * A loc longer than sitemaps.org's 2,048-character limit keeps its `loc-too-long` problem on
 * its own row: the problem is reported against the loc as stored (up to 8,192 characters), so
 * filtering the table by that problem returns every such row.
 */
import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import { InspectorSession } from '../../src/worker/session/inspector-session';

const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };
const context = (events: AnalyzerEvent[]) => ({
  requestId: 1,
  emit: (event: AnalyzerEvent) => events.push(event),
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
});

describe('long locs carry their problems', () => {
  test.each([
    // [loc length, rows expected under loc-too-long]
    [2_100, 1],
    [3_000, 1],
    [8_192, 1],
    [20_000, 1],
  ])('a %i-character loc is found by its loc-too-long problem', async (length, expected) => {
    const long = (n: number, tag: string) => `https://example.com/${tag}/`.padEnd(n, 'a');
    const xml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      `<url><loc>${long(length, 'x')}</loc></url>` +
      `<url><loc>https://example.com/short</loc></url>` +
      '</urlset>';
    const session = new InspectorSession(clock);
    const events: AnalyzerEvent[] = [];
    const bytes = new TextEncoder().encode(xml);
    await session.open(
      [{ inputId: 'f0', name: 'long.xml', source: { kind: 'bytes', bytes: bytes.buffer } }],
      context(events),
    );
    const answer = session.rows({ problemCodes: ['loc-too-long'] }, 0, 10);
    expect(answer.matching).toBe(expected);
    expect(answer.rows[0].problemCodes).toContain('loc-too-long');
  });

  test('three 3,000-character locs: filtering by loc-too-long shows all three', async () => {
    const xml =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      [1, 2, 3]
        .map((i) => `<url><loc>${`https://example.com/${i}/`.padEnd(3_000, 'b')}</loc></url>`)
        .join('') +
      '</urlset>';
    const session = new InspectorSession(clock);
    const bytes = new TextEncoder().encode(xml);
    await session.open(
      [{ inputId: 'f0', name: 'long.xml', source: { kind: 'bytes', bytes: bytes.buffer } }],
      context([]),
    );
    expect(session.rows({ problemCodes: ['loc-too-long'] }, 0, 10).matching).toBe(3);
  });
});
