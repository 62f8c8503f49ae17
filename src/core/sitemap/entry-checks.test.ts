import { describe, expect, test } from 'vitest';
import {
  checkAlternate,
  checkChangefreq,
  checkFeedDate,
  checkLastmod,
  checkPriority,
  hreflangReasons,
} from './entry-checks';
import { formatMessage } from '../problems/problem-code-info';
import { LastmodPrecision } from './sitemap-entry';

const NOW = Date.UTC(2026, 10, 30, 12);

function reported(
  run: (report: (code: string, params: Record<string, string | number>) => void) => unknown,
): string[] {
  const codes: string[] = [];
  // The reason worded from its English template, as the catalogs word it.
  run((code, params) =>
    codes.push(
      typeof params.reason === 'string'
        ? `${code}: ${formatMessage(hreflangReasons[params.reason as keyof typeof hreflangReasons], params)}`
        : code,
    ),
  );
  return codes;
}

describe('entry fields (sitemaps.org "XML tag definitions")', () => {
  test.each([
    ['2026-11-30', []],
    ['2026-12-01', []], // already today east of UTC
    ['2026-12-02', ['lastmod-future']],
    ['2026-11-30T12:04:00Z', []],
    ['2026-11-30T12:06:00Z', ['lastmod-future']],
    ['2017-06-20-04:00', ['lastmod-invalid']],
  ])('lastmod %s', (text, codes) => {
    expect(reported((report) => checkLastmod(text, NOW, report))).toEqual(codes);
  });

  test.each([
    ['daily', []],
    [' weekly\n', []],
    ['Daily', ['changefreq-invalid']],
    ['sometimes', ['changefreq-invalid']],
  ])('changefreq %j', (text, codes) => {
    expect(reported((report) => checkChangefreq(text, report))).toEqual(codes);
  });

  test.each([
    ['0.0', 0, []],
    ['1', 1, []],
    ['1.0', 1, []],
    ['.5', 0.5, []],
    ['1.1', NaN, ['priority-invalid']],
    ['-0.1', NaN, ['priority-invalid']],
    ['high', NaN, ['priority-invalid']],
    ['', NaN, ['priority-invalid']],
    ['0.', 0, []],
    [' 0.5 ', 0.5, []],
    ['.', NaN, ['priority-invalid']],
    ['0.5.1', NaN, ['priority-invalid']],
    ['1e-1', NaN, ['priority-invalid']],
    ['+0.5', NaN, ['priority-invalid']],
    ['0x1', NaN, ['priority-invalid']],
    ['0.1000000000000000055511151231257827', 0.1, []],
    ['00000000000000000.3', 0.3, []],
  ])('priority %j', (text, value, codes) => {
    let priority = 0;
    expect(reported((report) => (priority = checkPriority(text, report)))).toEqual(codes);
    expect(priority).toEqual(value);
  });

  test('every priority of up to three decimals is the double Number reads', () => {
    const texts = ['0', '1', '0.', '1.', '1.0', '1.00', '1.000'];
    for (let n = 0; n <= 1000; n++) {
      const three = (n / 1000).toFixed(3);
      texts.push(three, three.slice(1), (n / 100).toFixed(2), (n / 10).toFixed(1));
    }
    const differing = texts.filter((text) => {
      const expected = Number(text) <= 1 ? Number(text) : NaN;
      return !Object.is(
        checkPriority(text, () => {}),
        expected,
      );
    });
    expect(differing).toEqual([]);
  });

  test.each([
    [['rel', 'alternate', 'hreflang', 'en-GB', 'href', 'https://example.com/'], true, []],
    [['rel', 'alternate', 'hreflang', 'x-default', 'href', 'https://example.com/'], true, []],
    [['rel', 'alternate', 'hreflang', 'zh-Hant-TW', 'href', 'https://example.com/'], true, []],
    [
      ['rel', 'alternate', 'hreflang', 'en_GB', 'href', 'https://example.com/'],
      true,
      ['hreflang-invalid: hreflang "en_GB"'],
    ],
    [
      ['rel', 'alternate', 'href', 'https://example.com/'],
      true,
      ['hreflang-invalid: no hreflang attribute'],
    ],
    [['rel', 'alternate', 'hreflang', 'de'], true, ['hreflang-invalid: no href attribute']],
    [
      ['rel', 'alternate', 'hreflang', 'de', 'href', '/de/'],
      true,
      ['hreflang-invalid: href "/de/" is not absolute'],
    ],
    [['rel', 'canonical', 'href', 'https://example.com/'], false, []],
  ])('xhtml:link %j', (attributes, counts, codes) => {
    let isAlternate = false;
    expect(reported((report) => (isAlternate = checkAlternate(attributes, report)))).toEqual(codes);
    expect(isAlternate).toBe(counts);
  });
});

describe('feed dates (RSS 2.0 pubDate, RFC 822)', () => {
  test.each([
    ['Wed, 01 May 2024 10:00:00 +0200', '2024-05-01T08:00:00.000Z', LastmodPrecision.second],
    ['1 May 2024 10:00 GMT', '2024-05-01T10:00:00.000Z', LastmodPrecision.minute],
    ['Wed, 01 May 2024 10:00:00 EST', '2024-05-01T15:00:00.000Z', LastmodPrecision.second],
    ['Wed, 01 May 24 10:00:00 Z', '2024-05-01T10:00:00.000Z', LastmodPrecision.second],
  ])('%s', (text, iso, precision) => {
    expect(checkFeedDate(text, NOW, () => {})).toEqual({ ms: Date.parse(iso), precision });
  });

  test.each([
    '2024-05-01',
    'Wed, 01 Foo 2024 10:00:00 GMT',
    'Wed, 01 May 2024 25:00:00 GMT',
    'yesterday',
  ])('%s is invalid', (text) => {
    expect(reported((report) => checkFeedDate(text, NOW, report))).toEqual(['feed-date-invalid']);
  });
});
