/**
 * The worker's side of "a replaced filter's answer never shows": every `rows` answer belongs
 * to the query it was asked with. An answer cut short by the regex work budget is not kept
 * and served for a later query (the next one is run afresh), and the answer to a new filter
 * carries no error of the old one. The page's side (dropping answers to requests it no
 * longer wants) is in src/ui/url-table/useRowWindow.ts.
 */
import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../protocol/request-map';
import { InspectorSession } from './inspector-session';

const SITE = 'https://example.com';

/** A clock whose monotonic time can be made to leap, to run the regex budget out. */
function leapingClock() {
  let now = 0;
  const clock = {
    isLeaping: false,
    nowMs: () => Date.UTC(2025, 0, 1),
    monotonicMs: () => (now += clock.isLeaping ? 60_000 : 1),
  };
  return clock;
}

async function sessionWith(clock: ReturnType<typeof leapingClock>, count: number) {
  const session = new InspectorSession(clock);
  const urls = Array.from({ length: count }, (_, i) => `<url><loc>${SITE}/p/${i}</loc></url>`);
  const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
  const bytes = new TextEncoder().encode(xml);
  const events: AnalyzerEvent[] = [];
  await session.open(
    [{ inputId: 'f0', name: 'a.xml', source: { kind: 'bytes', bytes: bytes.buffer } }],
    {
      requestId: 1,
      emit: (event) => events.push(event),
      isCancelled: () => false,
      yieldToEvents: () => Promise.resolve(),
    },
  );
  return session;
}

describe('rows answers belong to their own query', () => {
  test('a stopped regex answer is not served again, and does not colour the next filter', async () => {
    const clock = leapingClock();
    const session = await sessionWith(clock, 300);
    clock.isLeaping = true;
    const stopped = session.rows({ text: '/p\\/1/' }, 0, 10);
    expect(stopped.queryError?.code).toBe('regex-too-slow');
    expect(stopped.matching).toBe(0);

    clock.isLeaping = false;
    const next = session.rows({ text: '/p\\/2/' }, 0, 10);
    expect(next.queryError).toBeUndefined();
    expect(next.matching).toBe(111); // 2, 20–29, 200–299

    const again = session.rows({ text: '/p\\/1/' }, 0, 10);
    expect(again.queryError).toBeUndefined();
    expect(again.matching).toBe(111);
  });

  test('the hostile patterns answer with their true counts through the session', async () => {
    const clock = leapingClock();
    const session = await sessionWith(clock, 50);
    expect(session.rows({ text: '/(a+)+$/' }, 0, 10).matching).toBe(0);
    expect(session.rows({ text: '/a*a*a*a*a*a*a*b/' }, 0, 10).matching).toBe(0);
    expect(session.rows({ text: '/.*.*.*.*.*.*4$/' }, 0, 10).matching).toBe(5);
  });
});
