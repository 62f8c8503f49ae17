import { describe, expect, test } from 'vitest';
import { robotsStatusChoices, robotsStatusEffects, robotsStatusMeaning } from './http-status';

describe('robotsStatusMeaning (RFC 9309 §2.3.1, Google)', () => {
  test.each([
    [200, 'success', 'google-2xx', 'rfc-2xx', 'follow-rules'],
    [301, 'redirect', 'google-3xx', 'rfc-3xx', 'follow-redirect'],
    [404, 'unavailable', 'google-4xx', 'rfc-4xx', 'allow-all'],
    [410, 'unavailable', 'google-4xx', 'rfc-4xx', 'allow-all'],
    [429, 'unreachable', 'google-429', 'rfc-4xx', 'disallow-all'],
    [500, 'unreachable', 'google-5xx', 'rfc-5xx', 'disallow-all'],
    [503, 'unreachable', 'google-5xx', 'rfc-5xx', 'disallow-all'],
    ['unreachable', 'unreachable', 'google-network', 'rfc-network', 'disallow-all'],
    [99, 'invalid', 'google-invalid', 'rfc-invalid', 'disallow-all'],
  ] as const)('%i', (status, statusClass, google, rfc, firstEffect) => {
    const meaning = robotsStatusMeaning(status);
    expect([
      meaning.statusClass,
      meaning.google.code,
      meaning.rfc.code,
      meaning.google.phases[0].effect,
    ]).toEqual([statusClass, google, rfc, firstEffect]);
  });

  test('5xx: 12 hours of full disallow, then the cached copy for 30 days', () => {
    expect(
      robotsStatusMeaning(500).google.phases.map((p) => [p.fromHours, p.toHours, p.effect]),
    ).toEqual([
      [0, 12, 'disallow-all'],
      [12, 720, 'use-cached-copy'],
      [720, null, 'allow-all-if-site-available'],
    ]);
  });
});

test('every choice the UI offers has a known effect for each phase', () => {
  expect(robotsStatusChoices.map((c) => c.status)).toEqual([
    200,
    301,
    404,
    410,
    429,
    500,
    503,
    'unreachable',
  ]);
  for (const choice of robotsStatusChoices) {
    const meaning = robotsStatusMeaning(choice.status);
    for (const phase of meaning.google.phases) expect(robotsStatusEffects).toContain(phase.effect);
  }
});

// Amazon: any non-success (3xx included) → refetch or a cached copy up to 30 days, then as if
// there were no robots.txt; Bing documents only the missing file.
test.each([
  [200, 'amazon-2xx', 'bing-not-stated'],
  [301, 'amazon-failed', 'bing-not-stated'],
  [404, 'amazon-failed', 'bing-4xx'],
  [429, 'amazon-failed', 'bing-not-stated'],
  [503, 'amazon-failed', 'bing-not-stated'],
  ['unreachable', 'amazon-failed', 'bing-not-stated'],
] as const)('%s: Amazon %s, Bing %s', (status, amazon, bing) => {
  expect(robotsStatusMeaning(status).operators).toEqual([
    { policy: 'amazon', code: amazon },
    { policy: 'bing', code: bing },
  ]);
});
