import { describe, expect, test } from 'vitest';
import { createTranslator, pickLocale, selectPlurals } from './i18n';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

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

test.each([
  ['ja', ja],
  ['zh', zh],
] as const)('%s falls back to English for keys it lacks', (locale, catalog) => {
  const { t } = createTranslator(locale);
  const missing = (Object.keys(en) as (keyof typeof en)[]).find(
    (key) => catalog[key] === undefined,
  );
  expect(missing).toBeDefined();
  expect(t(missing!)).toBe(en[missing!]);
});

test('t fills placeholders and formats numbers for the locale', () => {
  const { t } = createTranslator('en');
  expect(t('status.reading', { read: '1 MB', total: '2 MB' })).toBe('Reading: 1 MB of 2 MB.');
  expect(t('input.added', { count: 12345 })).toBe('Files added: 12,345.');
});

describe('formatBytes uses decimal units', () => {
  const { formatBytes } = createTranslator('en');
  test.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1386, '1.4 kB'],
    [209_715_200, '210 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('plural forms', () => {
  const rules = new Intl.PluralRules('en');
  test.each([
    [0, '0 problems'],
    [1, '1 problem'],
    [2, '2 problems'],
  ])('%i → %s', (count, expected) => {
    expect(
      selectPlurals(
        '{count, plural, one {# problem} other {# problems}}',
        { count },
        rules,
      ).replace('{count}', String(count)),
    ).toBe(expected);
  });

  test('English catalog strings never say "1 problems"', () => {
    const translate = createTranslator('en').t;
    expect(translate('files.result', { kind: 'Sitemap', urls: 1, problems: 1 })).toBe(
      'Sitemap: 1 URL, 1 problem',
    );
    expect(translate('files.result', { kind: 'Sitemap', urls: 1200, problems: 0 })).toBe(
      'Sitemap: 1,200 URLs, 0 problems',
    );
  });
});
