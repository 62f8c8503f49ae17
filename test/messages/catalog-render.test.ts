/**
 * Every problem message of the catalogs (src/messages, which the page, the reports and the
 * command line all word problems with), in every language, rendered with each shape of params
 * its producer can emit (produced-params.ts), an absent fact included: none leaves a
 * `{placeholder}` unfilled, and no translation falls back to English for want of a param.
 * The explanation and fix are rendered as the Problems view and the reports render them,
 * with the params of the group's first occurrence.
 */
import { describe, expect, test } from 'vitest';
import { templateArguments } from '../../src/core/problems/problem-code-info';
import { LOCALES } from '../../src/messages/locale';
import { problemMessage, problemTables, problemText } from '../../src/messages/problem-texts';
import { inspectEntries } from '../../scripts/inspect-run';
import { sitemapXml } from '../crawl/make-crawl';
import { PRODUCED_PARAMS, type ProducedParams } from './produced-params';

const context = {
  requestId: 1,
  emit: () => {},
  isCancelled: () => false,
  yieldToEvents: () => Promise.resolve(),
};
const encoded = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** An ICU argument left as its name: what formatMessage writes for a param it lacks. */
const UNFILLED = /\{[A-Za-z_]\w*\}/;

const cases = LOCALES.flatMap((locale) =>
  Object.entries(PRODUCED_PARAMS).flatMap(([code, shapes]) =>
    shapes.map((params, shape) => ({ locale, code, shape, params })),
  ),
);

describe.each(LOCALES)('%s', (locale) => {
  test.each(cases.filter((c) => c.locale === locale))('$code, shape $shape', ({ code, params }) => {
    const texts = problemTables[locale][code as keyof (typeof problemTables)[typeof locale]];
    const rendered = {
      message: problemMessage({ code, params }, locale),
      explanation: problemText(texts.explanation, params, locale),
      fix: problemText(texts.fix, params, locale),
    };
    for (const text of Object.values(rendered)) expect(text).not.toMatch(UNFILLED);
    // The command line's English writes numbers as the file has them: the same template.
    expect(problemMessage({ code, params }, 'en', { groupNumbers: false })).not.toMatch(UNFILLED);
    // A translation whose arguments the params lack would give way to English.
    const given = new Set([...Object.keys(params), ...('reason' in params ? ['detail'] : [])]);
    const lacking = [...templateArguments(texts.message)].filter((name) => !given.has(name));
    expect(lacking).toEqual([]);
  });
});

/**
 * The crawl join's row problems as its producer makes them (crawl-join.ts), from exports that
 * give a status and a target, a status but no target column, and neither: every occurrence the
 * Problems answer carries, worded in every language.
 */
describe('the crawl join, as produced', async () => {
  const site = 'https://www.example.com';
  const urls = ['/moved', '/gone', '/other', '/dup', '/fine'].map((path) => site + path);
  const exports = {
    'with status and target columns': [
      'Address,Status Code,Indexability,Indexability Status,Redirect URL,Canonical Link Element 1',
      `${urls[0]},301,Non-Indexable,Redirected,${site}/new,`,
      `${urls[1]},404,Non-Indexable,Client Error,,`,
      `${urls[2]},200,Non-Indexable,Canonicalised,,${site}/canonical`,
      `${urls[3]},301,Non-Indexable,Redirected,${urls[4]},`,
      `${urls[4]},200,Indexable,,,${urls[4]}`,
    ],
    'with a status but no target column': [
      'Address,Status Code,Indexability,Indexability Status',
      `${urls[0]},301,Non-Indexable,Redirected`,
      `${urls[1]},404,Non-Indexable,Client Error`,
      `${urls[2]},200,Non-Indexable,Canonicalised`,
      `${urls[4]},200,Indexable,`,
    ],
    'with neither': [
      'Address,Indexability,Indexability Status',
      `${urls[0]},Non-Indexable,Redirected`,
      `${urls[1]},Non-Indexable,Client Error`,
      `${urls[2]},Non-Indexable,Canonicalised`,
      `${urls[4]},Indexable,`,
    ],
  };
  const sitemap = sitemapXml(urls);
  const produced: { name: string; code: string; params: ProducedParams }[] = [];
  for (const [name, lines] of Object.entries(exports)) {
    const { session } = await inspectEntries([
      { name: 'sitemap.xml', source: { kind: 'bytes', bytes: encoded(sitemap) } },
    ]);
    await session.crawl.open({ name: 'crawl.csv', source: encoded(lines.join('\n')) }, context);
    for (const group of session.problems())
      if (group.code.startsWith('crawl-'))
        for (const { params = {} } of group.occurrences)
          produced.push({ name, code: group.code, params });
  }

  test('every export gave the redirect, the client error and the canonical', () => {
    for (const name of Object.keys(exports))
      expect(produced.filter((p) => p.name === name).map((p) => p.code)).toEqual(
        expect.arrayContaining([
          'crawl-sitemap-redirect',
          'crawl-sitemap-client-error',
          'crawl-sitemap-canonicalised',
        ]),
      );
  });

  test.each([
    ['with status and target columns', 'it redirects (301) to https://www.example.com/new, which'],
    [
      'with a status but no target column',
      'it redirects (301); the crawl export does not give the',
    ],
    ['with neither', 'it redirects; the crawl export does not give the target'],
  ])('a redirect %s says what is known', (name, words) => {
    const redirect = produced.find((p) => p.name === name && p.code === 'crawl-sitemap-redirect');
    expect(problemMessage(redirect!, 'en')).toContain(words);
  });

  test.each(LOCALES.flatMap((locale) => produced.map((problem) => ({ locale, ...problem }))))(
    '$locale $code, $name',
    ({ locale, code, params }) => {
      expect(problemMessage({ code, params }, locale)).not.toMatch(UNFILLED);
    },
  );
});
