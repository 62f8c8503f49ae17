import { describe, expect, test } from 'vitest';
import {
  addVersion,
  adoptVersionsWithoutSite,
  forgetSite,
  historyJson,
  MAX_VERSIONS_PER_SITE,
  mergeHistory,
  parseHistory,
  removeVersion,
  type RobotsHistory,
} from './robots-history';

const v = (savedAtMs: number, text = `Disallow: /${savedAtMs}`, note = '') => ({
  savedAtMs,
  note,
  text,
});

describe('robots.txt history', () => {
  test('versions are kept newest first, a repeat of the newest is not added', () => {
    let history: RobotsHistory = {};
    history = addVersion(history, 'https://a.test', v(1));
    history = addVersion(history, 'https://a.test', v(3));
    history = addVersion(history, 'https://a.test', v(4, 'Disallow: /3'));
    history = addVersion(history, 'https://a.test', v(2));
    expect(history['https://a.test'].map((x) => x.savedAtMs)).toEqual([3, 2, 1]);
  });

  test('at most MAX_VERSIONS_PER_SITE a site: the oldest go', () => {
    let history: RobotsHistory = {};
    for (let i = 0; i < MAX_VERSIONS_PER_SITE + 5; i++) history = addVersion(history, '', v(i));
    expect(history[''].length).toBe(MAX_VERSIONS_PER_SITE);
    expect(history[''].at(-1)!.savedAtMs).toBe(5);
  });

  test('remove, forget, and an export read back', () => {
    const history = addVersion(addVersion({}, 'a', v(1, 'x', 'launch')), 'b', v(2));
    expect(removeVersion(history, 'a', 1)).toEqual({ b: [v(2)] });
    expect(forgetSite(history, 'b')).toEqual({ a: [v(1, 'x', 'launch')] });
    expect(parseHistory(historyJson(history))).toEqual(history);
  });

  test('an import merges by site and time saved', () => {
    const mine = addVersion({}, 'a', v(1));
    const theirs = addVersion(addVersion({}, 'a', v(1, 'other text')), 'a', v(5));
    expect(mergeHistory(mine, theirs).a.map((x) => [x.savedAtMs, x.text])).toEqual([
      [5, 'Disallow: /5'],
      [1, 'Disallow: /1'],
    ]);
  });

  test.each([
    ['not JSON', '{'],
    ['another file', '{"sites":{}}'],
    ['sites not an object', '{"format":"robots-txt-history","sites":[]}'],
    ['versions not a list', '{"format":"robots-txt-history","sites":{"a":1}}'],
  ])('%s is refused', (_name, json) => expect(parseHistory(json)).toBeNull());

  test('malformed versions are dropped, the rest kept', () => {
    const json = JSON.stringify({
      format: 'robots-txt-history',
      sites: { a: [v(1), { savedAtMs: 'x', note: '', text: '' }, { savedAtMs: 2, text: 'y' }] },
    });
    expect(parseHistory(json)).toEqual({ a: [v(1)] });
  });
});

describe('versions saved before the site was known', () => {
  const version = (savedAtMs: number) => ({ savedAtMs, note: '', text: `v${savedAtMs}` });
  test.each<[string, RobotsHistory, string, RobotsHistory]>([
    [
      'move to the site once known',
      { '': [version(1)] },
      'https://a.example',
      { 'https://a.example': [version(1)] },
    ],
    [
      'join the site’s own, newest first',
      { '': [version(1)], s: [version(2)] },
      's',
      { s: [version(2), version(1)] },
    ],
    ['stay while no site is typed', { '': [version(1)] }, '', { '': [version(1)] }],
  ])('%s', (_name, history, site, expected) => {
    expect(adoptVersionsWithoutSite(history, site)).toEqual(expected);
  });
});
