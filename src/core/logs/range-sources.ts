/**
 * Which published range file verifies which crawlers (crawler-facts §1, from the operators'
 * verification pages; URLs as of 2026): a file is named by its URL, and a file the user saved
 * is recognised by its name's end (`common-crawlers.json`, `openai-gptbot.json` as mirrors
 * name them). Google's five files are checked together for every Google crawler (Google's
 * pages list categories, not tokens per file, and a third-party map puts most tokens in
 * several files); the other operators publish one file per crawler or one for all.
 * Operators with no file (Yandex, Baidu, Amazon, Meta, ByteDance, Yahoo, Naver, Seznam,
 * Huawei) verify by reverse DNS only, which this tool never does: their crawlers stay
 * unchecked.
 */
import { crawlerModels } from '../robots/analyses/crawler-data';

export interface RangeSource {
  /** Where the operator publishes the file. */
  readonly url: string;
  readonly operator: string;
  /** The crawler names (crawler-data.ts) the file verifies; `all`: every crawler of the operator. */
  readonly crawlers: readonly string[] | 'all';
  /** Further file names it is known by (the operator's old name, a mirror's). */
  readonly aliases?: readonly string[];
  /** The URL's file name says nothing of the operator (`bots.json`): only the URL or an alias. */
  readonly isNameGeneric?: boolean;
}

const googleFiles = 'https://developers.google.com/static/crawling/ipranges/';
const openAi = 'https://openai.com/';
const perplexity = 'https://www.perplexity.com/';

export const rangeSources: readonly RangeSource[] = [
  // Renamed from googlebot.json when Google moved the files (31 Mar 2026).
  {
    url: `${googleFiles}common-crawlers.json`,
    operator: 'Google',
    crawlers: 'all',
    aliases: ['googlebot.json'],
  },
  { url: `${googleFiles}special-crawlers.json`, operator: 'Google', crawlers: 'all' },
  { url: `${googleFiles}user-triggered-fetchers.json`, operator: 'Google', crawlers: 'all' },
  { url: `${googleFiles}user-triggered-fetchers-google.json`, operator: 'Google', crawlers: 'all' },
  { url: `${googleFiles}user-triggered-agents.json`, operator: 'Google', crawlers: 'all' },
  { url: 'https://www.bing.com/toolbox/bingbot.json', operator: 'Microsoft', crawlers: 'all' },
  { url: `${openAi}gptbot.json`, operator: 'OpenAI', crawlers: ['GPTBot'] },
  { url: `${openAi}searchbot.json`, operator: 'OpenAI', crawlers: ['OAI-SearchBot'] },
  { url: `${openAi}chatgpt-user.json`, operator: 'OpenAI', crawlers: ['ChatGPT-User'] },
  // Named by third-party code only (not yet seen on OpenAI's page).
  { url: `${openAi}adsbot.json`, operator: 'OpenAI', crawlers: ['OAI-AdsBot'] },
  // Older copies and many tools use www.perplexity.ai; the file names are the same.
  { url: `${perplexity}perplexitybot.json`, operator: 'Perplexity', crawlers: ['PerplexityBot'] },
  {
    url: `${perplexity}perplexity-user.json`,
    operator: 'Perplexity',
    crawlers: ['Perplexity-User'],
  },
  // One list for the three Anthropic bots (named by third parties in 2026).
  {
    url: 'https://claude.com/crawling/bots.json',
    operator: 'Anthropic',
    crawlers: 'all',
    isNameGeneric: true,
    aliases: ['claude-bots.json', 'anthropic-bots.json'],
  },
  { url: 'https://search.developer.apple.com/applebot.json', operator: 'Apple', crawlers: 'all' },
  { url: 'https://index.commoncrawl.org/ccbot.json', operator: 'Common Crawl', crawlers: 'all' },
  {
    url: 'https://duckduckgo.com/duckduckbot.json',
    operator: 'DuckDuckGo',
    crawlers: ['DuckDuckBot'],
  },
  {
    url: 'https://duckduckgo.com/duckassistbot.json',
    operator: 'DuckDuckGo',
    crawlers: ['DuckAssistBot'],
  },
  {
    url: 'https://mistral.ai/mistralai-user-ips.json',
    operator: 'Mistral AI',
    crawlers: ['MistralAI-User'],
  },
];

function baseName(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return path.slice(cut + 1).toLowerCase();
}

/** `name` is `known` or ends with it after a `-`, `_` or `.` (a mirror's operator prefix). */
function endsWithName(name: string, known: string): boolean {
  if (!name.endsWith(known)) return false;
  const before = name[name.length - known.length - 1];
  return before === undefined || before === '-' || before === '_' || before === '.';
}

/** The published file a URL or saved file name is (the longest name that fits), or undefined. */
export function findRangeSource(fileName: string): RangeSource | undefined {
  const name = baseName(fileName.trim());
  const url = fileName
    .trim()
    .toLowerCase()
    .replace(/^http:/, 'https:');
  const exact = rangeSources.find((source) => source.url === url);
  if (exact !== undefined) return exact;
  let best: { source: RangeSource; length: number } | undefined;
  for (const source of rangeSources) {
    const names = source.isNameGeneric ? [] : [baseName(source.url)];
    for (const known of [...names, ...(source.aliases ?? [])]) {
      if (endsWithName(name, known) && (best === undefined || known.length > best.length))
        best = { source, length: known.length };
    }
  }
  return best?.source;
}

/** The operator a caller names (`google`, `OpenAI`), spelled as crawler-data.ts does, or undefined. */
export function findOperator(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return crawlerModels.find((model) => model.operator.toLowerCase() === key)?.operator;
}

/** The names of the crawlers a source verifies. */
export function crawlersOf(source: RangeSource): readonly string[] {
  if (source.crawlers !== 'all') return source.crawlers;
  return crawlerModels.filter((model) => model.operator === source.operator).map((m) => m.name);
}
