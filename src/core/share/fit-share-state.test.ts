import { describe, expect, test } from 'vitest';
import { fitShareState } from './fit-share-state';
import { decodeShareFragment, MAX_FRAGMENT_CHARS } from './share-codec';
import { SHARE_LIMITS, type ShareState, type WorkbenchShareState } from './share-state';

const workbench: WorkbenchShareState = {
  robots: 'User-agent: *\nDisallow: /cart/\n',
  before: '',
  site: 'https://www.example.com',
  testUrls: ['/cart/', '/'],
  crawlers: ['Googlebot'],
  expectations: 'block Googlebot /cart/\n',
};

/** Text that deflate cannot shrink much: a seeded pseudo-random robots.txt. */
function incompressibleRobots(chars: number): string {
  let seed = 12345;
  const lines: string[] = [];
  let length = 0;
  while (length < chars) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const line = `Disallow: /${seed.toString(36)}${(seed >>> 7).toString(36)}/`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.join('\n');
}

describe('fitting a state to what a link reader accepts', () => {
  test('a state within the caps is kept as it is, and its fragment opens', () => {
    const state: ShareState = { v: 1, tab: 'robots', workbench };
    const fitted = fitShareState(state);
    expect(fitted).toMatchObject({ state, isClipped: false, isRobotsLeftOut: false });
    expect(decodeShareFragment(fitted.fragment)).toEqual({ ok: true, state });
  });

  test('lists and entries past their caps are cut, so the fragment still opens', () => {
    const state: ShareState = {
      v: 1,
      workbench: {
        ...workbench,
        testUrls: Array.from({ length: SHARE_LIMITS.testUrls + 5 }, (_, index) => `/p/${index}`),
        crawlers: ['Googlebot', 'x'.repeat(SHARE_LIMITS.shortChars + 1)],
      },
    };
    const fitted = fitShareState(state);
    expect(fitted.isClipped).toBe(true);
    expect(fitted.state.workbench?.testUrls).toHaveLength(SHARE_LIMITS.testUrls);
    expect(fitted.state.workbench?.crawlers[1]).toHaveLength(SHARE_LIMITS.shortChars);
    expect(decodeShareFragment(fitted.fragment).ok).toBe(true);
  });

  test('robots.txt texts too long for a fragment are left out; the rest stays', () => {
    const robots = incompressibleRobots(300_000);
    const fitted = fitShareState({ v: 1, workbench: { ...workbench, robots } });
    expect(fitted.isRobotsLeftOut).toBe(true);
    expect(fitted.fragment.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS);
    expect(decodeShareFragment(fitted.fragment)).toEqual({
      ok: true,
      state: { v: 1, workbench: { ...workbench, robots: '', before: '' } },
    });
  });
});
