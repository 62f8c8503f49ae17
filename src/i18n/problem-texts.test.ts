import { expect, test } from 'vitest';
import { gzipSync } from 'fflate';
import { archiveReasons } from '../core/archive/archive-reasons';
import { ingestFiles } from '../core/ingest/ingest-files';
import { createProblem, type Problem } from '../core/problems/problem';
import { hreflangReasons } from '../core/sitemap/entry-checks';
import { SitemapReader } from '../core/sitemap/sitemap-reader';
import { xmlErrorReasons } from '../core/xml/xml-events';
import { icuArguments } from './icu-arguments';
import { problemDetailsJa, problemDetailsZh, type DetailReason } from '../messages/problem-details';
import { problemMessage as wordedAsFound } from '../messages/problem-texts';
import { problemMessage } from './problem-texts';

// Made by core, as the worker sends them: a code and its values.
const dateOnly = createProblem('lastmod-date-only', 0, 0, { dateOnly: 21136, dated: 21242 });
const empty = createProblem('empty-sitemap', 0, 0);

test.each([
  ['en', '21,136 of 21,242 lastmod values give only a day'],
  ['ja', 'lastmod の値 21,242件のうち 21,136件が日付のみです'],
  ['zh', '21,242 个 lastmod 值中有 21,136 个只有日期'],
] as const)('numbers in a problem message are grouped (%s)', (locale, message) => {
  expect(wordedAsFound(dateOnly, 'en', { groupNumbers: false })).toBe(
    '21136 of 21242 lastmod values give only a day',
  );
  expect(problemMessage(dateOnly, locale)).toBe(message);
});

test('a problem without params is translated as it stands', () => {
  expect(problemMessage(empty, 'en')).toBe('The file lists no entries');
  expect(problemMessage(empty, 'ja')).toBe('ファイルにエントリが1件もありません');
});

test('a code no table knows (from a newer build) reads as the code', () => {
  expect(problemMessage({ code: 'from-a-newer-build' }, 'ja')).toBe('from-a-newer-build');
});

/** The problems core's sitemap reader reports for `xml`, as the worker sends them. */
function problemsOf(xml: string): Problem[] {
  const problems: Problem[] = [];
  const reader = new SitemapReader(
    {
      onDocumentKind: () => {},
      onUrl: () => {},
      onSitemap: () => {},
      onProblem: (problem) => problems.push(problem),
    },
    { nowMs: Date.parse('2026-01-01') },
  );
  reader.push(new TextEncoder().encode(xml));
  reader.end();
  return problems;
}

const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

test.each([
  [
    'xml-malformed',
    `${URLSET}><url><loc>https://a.com/?a=1&b=2</loc></url></urlset>`,
    'Malformed XML: unescaped & (write &amp;)',
    'XML の形式が正しくありません: エスケープされていない &（&amp; と書いてください）',
    'XML 格式错误：未转义的 &（请写作 &amp;）',
  ],
  [
    'hreflang-invalid',
    `${URLSET} xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://a.com/</loc><xhtml:link rel="alternate" hreflang="de" href="/de/"/></url></urlset>`,
    'xhtml:link alternate is incomplete or invalid: href "/de/" is not absolute',
    'xhtml:link の代替ページ指定が不完全または無効です: href「/de/」が絶対 URL ではありません',
    'xhtml:link 替代版本不完整或无效：href“/de/”不是绝对 URL',
  ],
  [
    'truncated',
    `${URLSET}><url><loc>https://a.com/</loc></url>`,
    'The file ends early: 1 element left open, missing </urlset>…',
    'ファイルが途中で終わっています: 1 個の要素が閉じられていません（</urlset>… が不足）',
    '文件提前结束：1 个元素未闭合，缺少 </urlset>…',
  ],
])("%s: the detail is in the reader's language", (code, xml, en, ja, zh) => {
  const problem = problemsOf(xml).find((found) => found.code === code);
  expect(problemMessage(problem!, 'en')).toBe(en);
  expect(problemMessage(problem!, 'ja')).toBe(ja);
  expect(problemMessage(problem!, 'zh')).toBe(zh);
});

const placeholders = (text: string) => [...icuArguments(text)].sort();

test.each(Object.entries({ ...xmlErrorReasons, ...hreflangReasons, ...archiveReasons }))(
  'the %s detail keeps its params in Japanese and Chinese',
  (reason, english) => {
    const key = reason as DetailReason;
    expect(placeholders(problemDetailsJa[key])).toEqual(placeholders(english));
    expect(placeholders(problemDetailsZh[key])).toEqual(placeholders(english));
  },
);

test("a detail's numbers are grouped in English too", () => {
  const cut = problemsOf(`${URLSET}><url>${'<x>'.repeat(1500)}`).find(
    (found) => found.code === 'truncated',
  );
  expect(wordedAsFound(cut!, 'en', { groupNumbers: false })).toMatch(
    /^The file ends early: 1502 elements left open/,
  );
  expect(problemMessage(cut!, 'en')).toMatch(/^The file ends early: 1,502 elements left open/);
});

/** The problems of the file reports core's pipeline makes of `bytes`, read as `name`. */
async function pipelineProblems(name: string, bytes: Uint8Array): Promise<Problem[]> {
  const problems: Problem[] = [];
  await ingestFiles(
    [{ name, bytes }],
    {
      onUrl: () => {},
      onSitemap: () => {},
      onFileReport: (report) => problems.push(...report.problems),
    },
    { nowMs: Date.parse('2026-01-01') },
  );
  return problems;
}

test("a cut gzip's detail is in the reader's language", async () => {
  const gzip = gzipSync(
    new TextEncoder().encode(
      `${URLSET}>${'<url><loc>https://a.com/</loc></url>'.repeat(400)}</urlset>`,
    ),
  );
  const [cut] = (await pipelineProblems('cut.xml.gz', gzip.subarray(0, gzip.length >> 1))).filter(
    (found) => found.code === 'truncated',
  );
  expect(problemMessage(cut, 'en')).toBe(
    'The file ends early: the compressed data ends before the end of the stream',
  );
  expect(problemMessage(cut, 'ja')).toBe(
    'ファイルが途中で終わっています: 圧縮データがストリームの終わりより前に途切れています',
  );
  expect(problemMessage(cut, 'zh')).toBe('文件提前结束：压缩数据在流结束之前中断');
});

test.each([
  ['empty.xml', new Uint8Array(0), 'ファイルが空です', '文件为空'],
  [
    'photo.xml',
    Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0xff),
    '対応していない形式のバイナリデータです',
    '不受支持格式的二进制数据',
  ],
])("why %s is unreadable is in the reader's language", async (name, bytes, ja, zh) => {
  const [unreadable] = (await pipelineProblems(name, bytes)).filter(
    (found) => found.code === 'unreadable',
  );
  expect(problemMessage(unreadable, 'ja')).toBe(
    `サイトマップ、robots.txt、アーカイブのいずれでもありません: ${ja}`,
  );
  expect(problemMessage(unreadable, 'zh')).toBe(`不是站点地图、robots.txt 或压缩包：${zh}`);
});

test("a value's own braces do not send a translated message back to English", () => {
  const cut = createProblem('user-agent-cut', 45, 1, { value: 'a[mazing]{42}(robot)', token: 'a' });
  expect(problemMessage(cut, 'ja')).toBe(
    'User-agent "a[mazing]{42}(robot)" は Google には "a" として読まれます',
  );
});

// The Problems tab writes the page's own URL right after the message: a message that ended
// with the canonical's URL ran the two URLs together with only a space between them.
test.each(['en', 'ja', 'zh'] as const)(
  '%s: a canonical named in the message is quoted apart from the URL after it',
  (locale) => {
    const target = 'https://example.com/canonical/';
    for (const code of ['crawl-sitemap-canonicalised', 'crawl-sitemap-canonicalised-listed']) {
      // As the crawl join gives them: the target, and that the export named it.
      const message = problemMessage({ code, params: { target, hasTarget: 'yes' } }, locale);
      expect(message).toMatch(/[“「]https:\/\/example\.com\/canonical\/[”」]/);
    }
  },
);
