/**
 * The interface in Japanese and Simplified Chinese, in Chromium set to Japanese: the page
 * opens in Japanese (`<html lang="ja">`, the tabs, a problem explanation, the lastmod verdict,
 * numbers); choosing 简体中文 in **Language** switches every visible string. In both
 * languages each tab, once its worker answers have come, is scanned for English words left
 * in the visible text (outside code and URLs).
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openAppPerTest, page, watch } from './app-page';

const SLOW = { timeout: 15_000 };

// Each test on a fresh page with no language chosen yet: the browser's Japanese decides.
openAppPerTest({ start: 'app', locale: 'ja-JP' });

/**
 * Latin words that Japanese and Chinese SEO writing keeps as they are, each group with why.
 */
const LATIN_TERMS = new Set(
  Object.entries({
    'protocol terms and record names': `lastmod changefreq priority Sitemap sitemap Disallow
      Allow User agent robots Datetime gzip Atom Crawl delay noindex HTTP HTML hreflang`,
    'changefreq values, spelled as the protocol spells them': `always hourly daily weekly
      monthly yearly never`,
    'products, companies and crawler tokens': `Googlebot Google Search Console Bing Bingbot
      Yandex OpenAI Anthropic ChatGPT Claude Gemini Apple Applebot Perplexity Common Amazon
      Amazonbot Meta ByteDance Bytespider ClaudeBot PerplexityBot GPTBot CCBot Slurp
      DuckDuckBot Extended Screaming Frog Sitebulb`,
    'product names the AI crawler list quotes as their makers write them (Vertex AI Agents, Alexa, Rufus, Le Chat, Gemini Notebook)': `Vertex
      Agents Alexa Rufus DuckDuckGo DuckAssist Mistral Chat Notebook`,
    'publications cited by their own names (Bing Webmaster Blog)': 'Webmaster Blog',
    'HTTP reason phrases, quoted as servers send them': `Found Gone Many Requests Internal
      Server Error Service Unavailable`,
    'the demo site’s directory names (data)': 'blog pages products example',
    'key names as printed on keyboards': 'Shift Enter',
    'file formats named as their projects name them (CSV and TSV are too short to count)':
      'Parquet XLSX',
    'the expectations file’s keywords and the command that reads it': 'allow block inspect',
    'the menu’s own name, shown in every language so anyone finds it': 'Language English',
  }).flatMap(([, words]) => words.split(/\s+/).filter(Boolean)),
);

/** Visible words of 4+ ASCII letters outside code, URLs, file names and form fields. */
async function englishWords(scope: Page): Promise<string[]> {
  const texts = await scope.evaluate(() => {
    const skip = 'code, pre, kbd, samp, script, style, select, option, textarea, .cm-editor, svg';
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
      out.push(node.textContent ?? '');
    }
    return out;
  });
  const words = texts
    .join(' ')
    .split(/\s+/)
    // URLs, paths, file names and codes (with . / : - _ inside) are identifiers, not English.
    .filter((token) => !/[./:@_=-]\w/.test(token))
    .flatMap((token) => token.match(/[A-Za-z]{4,}/g) ?? [])
    .filter((word) => !LATIN_TERMS.has(word));
  return [...new Set(words)];
}

const TABS_JA = ['インデックスツリー', 'URL 一覧', 'lastmod', 'robots.txt', '問題点'];
const TABS_ZH = ['索引树', 'URL 列表', 'lastmod', 'robots.txt', '问题'];

async function openTab(name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tabpanel', { name, exact: true }).waitFor(SLOW);
}

/**
 * English words left on each tab (by tab name), each scanned once its worker answers have
 * come: the tabs are, in order, the index tree, the URL table, lastmod, robots.txt and
 * problems, and `names` are the lastmod verdict's heading and the AI crawlers table's name
 * in the page's language. Waiting for the content, not for a time: a fixed wait let the AI
 * crawlers table's English past while its answer was on the way.
 */
async function englishLeftovers(
  tabs: readonly string[],
  names: { lastmod: RegExp; ai: string },
): Promise<Record<string, string[]>> {
  const contentOf = [
    () => page.getByRole('tree').getByRole('treeitem').first().waitFor(SLOW),
    () => page.getByRole('gridcell').first().waitFor(SLOW),
    () => page.getByRole('heading', { name: names.lastmod }).waitFor(SLOW),
    () => page.getByRole('table', { name: names.ai }).waitFor(SLOW),
    () => page.locator('[role=tabpanel] dd').first().waitFor(SLOW),
  ];
  const leftovers: Record<string, string[]> = {};
  for (const [index, name] of tabs.entries()) {
    await openTab(name);
    await contentOf[index]();
    await page.waitForTimeout(300); // answers that come after the first (counts, samples)
    const words = await englishWords(page);
    if (words.length > 0) leftovers[name] = words;
  }
  return leftovers;
}

test('a browser set to Japanese gets the page in Japanese', async () => {
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ja');
  await page
    .getByRole('heading', { level: 1, name: 'サイトマップ & robots.txt インスペクター' })
    .waitFor();
  for (const name of TABS_JA) await page.getByRole('tab', { name, exact: true }).waitFor();
  // The demo's files are read: a count with Japanese grouping and counter word.
  await page
    .getByText(/URL [\d,]+件/)
    .first()
    .waitFor(SLOW);

  await openTab('問題点');
  const problems = page.getByRole('tabpanel', { name: '問題点' });
  await problems.getByText('意味', { exact: true }).first().waitFor(SLOW);
  const explanation = await problems.locator('dd').first().textContent();
  expect(explanation).toMatch(/[\u3040-\u30ff]/); // kana: written in Japanese
  await problems.locator('h3 code').first().waitFor(); // the code stays as it is

  await openTab('lastmod');
  const verdict = page.getByRole('heading', { name: /この lastmod は信頼できるか/ });
  await verdict.waitFor(SLOW);
  // The verdict in Japanese, its code the hover text (not "要確認 doubtful": issue 25).
  expect(await verdict.textContent()).toMatch(/(利用可|要確認|利用不可)$/);
  await expect(verdict.locator('.verdict').getAttribute('title')).resolves.toMatch(
    /^(usable|doubtful|unusable)$/,
  );
  // No English left on any tab (the verdict's code words aside: they are shown as codes).
  const leftovers = await englishLeftovers(TABS_JA, {
    lastmod: /この lastmod は信頼できるか/,
    ai: 'AI クローラー',
  });
  expect(leftovers).toEqual({});
  expect(watch.consoleErrors).toEqual([]);
});

test('choosing 简体中文 in Language switches every visible string', async () => {
  // The demo's files are read (in Japanese) before the switch, so every tab has content.
  await page
    .getByText(/URL [\d,]+件/)
    .first()
    .waitFor(SLOW);
  const menu = page.getByRole('combobox', { name: /Language/ });
  await menu.selectOption({ label: '简体中文' });
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-Hans');
  await page.getByRole('heading', { level: 1, name: '站点地图与 robots.txt 检查器' }).waitFor();
  await expect(menu).toBeDefined();
  expect(await page.getByText('语言 (Language)').count()).toBe(1);

  expect(
    await englishLeftovers(TABS_ZH, { lastmod: /这个 lastmod 可信吗/, ai: 'AI 抓取工具' }),
  ).toEqual({});

  // A sentence core builds (why a typed site is refused) comes out in Chinese too.
  await openTab('robots.txt');
  await page.getByRole('textbox', { name: '网站', exact: true }).fill('ftp://files.example');
  await page.getByText(/robots\.txt 规则只适用于 http 和 https 网站/).waitFor(SLOW);

  await openTab('问题');
  const explanation = await page.locator('[role=tabpanel] dd').first().textContent();
  expect(explanation).toMatch(/[\u4e00-\u9fff]/);
  // The choice is remembered: a reload keeps Chinese.
  await page.reload();
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-Hans');
  await page.getByRole('tab', { name: '索引树' }).waitFor();
  expect(watch.consoleErrors).toEqual([]);
});
