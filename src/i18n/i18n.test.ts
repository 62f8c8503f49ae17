import { describe, expect, test } from 'vitest';
import { catalogs, createTranslator, pickLocale } from './i18n';
import { en, type MessageKey } from './en';
import { icuArguments } from './icu-arguments';
import { missingKeys } from './missing-keys';
import { problemTables } from './problem-texts';
import { coreTexts } from './core-texts';
import { aiCrawlers } from '../core/robots/analyses/ai-crawlers';
import { problemCodes, type ProblemCode } from '../core/problems/registry';

describe('pickLocale takes the first preferred language we have a catalog for', () => {
  test.each([
    { languages: ['ja-JP', 'en-US'], locale: 'ja' },
    { languages: ['zh-TW'], locale: 'zh' },
    { languages: ['de-DE', 'zh-CN'], locale: 'zh' },
    { languages: ['EN-gb'], locale: 'en' },
    { languages: ['fr'], locale: 'en' },
    { languages: [], locale: 'en' },
  ])('$languages → $locale', ({ languages, locale }) => {
    expect(pickLocale(languages)).toBe(locale);
  });
});

const keys = Object.keys(en) as MessageKey[];

describe.each(['ja', 'zh'] as const)('the %s catalog', (locale) => {
  const catalog = catalogs[locale];
  test('has every English key and no other', () => {
    expect(missingKeys()[locale]).toEqual([]);
    expect(Object.keys(catalog).filter((key) => !(key in en))).toEqual([]);
  });
  test.each(keys)('%s fills the same placeholders as the English', (key) => {
    expect([...icuArguments(catalog[key])].sort()).toEqual([...icuArguments(en[key])].sort());
  });
  test('every message formats without throwing', () => {
    const { t } = createTranslator(locale);
    for (const key of keys) {
      const params = Object.fromEntries([...icuArguments(en[key])].map((name) => [name, 2]));
      expect(t(key, params)).not.toMatch(/[{}]/);
    }
  });
});

test('a message given a number, then text, for the same placeholder formats each', () => {
  const { t } = createTranslator('en');
  expect(t('input.added', { count: 12345 })).toBe('Files added: 12,345.');
  expect(t('input.added', { count: 'several' })).toBe('Files added: several.');
  expect(t('input.added', { count: 7 })).toBe('Files added: 7.');
});

test('t fills placeholders and groups numbers the locale’s way', () => {
  expect(createTranslator('en').t('status.reading', { read: '1 MB', total: '2 MB' })).toBe(
    'Reading: 1 MB of 2 MB.',
  );
  expect(createTranslator('en').t('input.added', { count: 12345 })).toBe('Files added: 12,345.');
  expect(createTranslator('ja').t('input.added', { count: 12345 })).toBe(
    '追加したファイル: 12,345件。',
  );
});

describe('formatBytes uses decimal units', () => {
  const { formatBytes } = createTranslator('en');
  test.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1386, '1.4 kB'],
    // Same unit, other digits: the kept formatters are one per unit and digit count.
    [150_000, '150 kB'],
    [1500, '1.5 kB'],
    [209_715_200, '210 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('plural rules per language (ICU)', () => {
  test.each([
    ['en', 1, 'Sitemap: 1 URL, 1 problem'],
    ['en', 1200, 'Sitemap: 1,200 URLs, 1,200 problems'],
    ['ja', 1, 'Sitemap: URL 1件、問題 1件'],
    ['zh', 1200, 'Sitemap：1,200 个 URL，1,200 个问题'],
  ] as const)('%s, %i', (locale, count, expected) => {
    const { t } = createTranslator(locale);
    expect(t('files.result', { kind: 'Sitemap', urls: count, problems: count })).toBe(expected);
  });
});

test('dates and ranges follow the locale, in UTC', () => {
  const from = Date.UTC(2024, 0, 5);
  const to = Date.UTC(2024, 10, 28);
  expect(createTranslator('en').formatDateRange(from, to)).toMatch(/Jan 5.*Nov 28, 2024/);
  expect(createTranslator('ja').formatDate(from)).toBe('2024/01/05');
  expect(createTranslator('zh').formatRelative(-3, 'day')).toBe('3天前');
});

describe.each(['ja', 'zh'] as const)('the %s problem table', (locale) => {
  const names = (text: string) => [...icuArguments(text)].sort();
  test.each(Object.keys(problemCodes))('%s keeps the English placeholders', (code) => {
    const english = problemTables.en[code as ProblemCode];
    const translated = problemTables[locale][code as ProblemCode];
    for (const field of ['message', 'explanation', 'fix'] as const) {
      expect(names(translated[field]), field).toEqual(names(english[field]));
      expect(translated[field].trim(), field).not.toBe('');
    }
  });
});

test.each(['ja', 'zh'] as const)('every AI crawler’s feeds are written in %s', (locale) => {
  const tokens = aiCrawlers.map((crawler) => crawler.token).sort();
  expect(Object.keys(coreTexts[locale].aiFeeds).sort()).toEqual(tokens);
});
