/**
 * Every other operator's crawlers the workbench presets, as each operator documents them.
 * Read 2026-12-04 without live web: `source: 'operator-page'` entries were checked against
 * the stored copy of the operator's own page the search tool holds (as far as its excerpt
 * shows it, token included); `secondary` entries rest on a report of the operator's page or a
 * verbatim copy of it; `issue` entries are as the tracker's issue text (robots.txt and
 * sitemaps at the end of 2026) and PRODUCT.md state them. Re-read each operator's page before
 * a release.
 *
 * What the stored copies say:
 * - Apple (support.apple.com/en-us/119829, and the older HT204683 copy): "If robots
 *   instructions don't mention Applebot but do mention Googlebot, the Apple robot will follow
 *   Googlebot instructions." (also reported by The SEM Post and Search Engine Roundtable).
 *   Applebot-Extended: no stored copy of Apple's page has it; Search Engine Roundtable
 *   (2024-06-17) quotes it: "Applebot-Extended does not crawl webpages. ... Applebot-Extended is
 *   only used to determine how to use the data crawled by the Applebot user agent."
 * - Amazon (developer.amazon.com/amazonbot): Amazonbot "does not support the crawl-delay
 *   directive"; "If a robots.txt file is changed, AmazonBot responds to any changes within 24
 *   hours"; a robots.txt it cannot fetch (3xx, 4xx, 5xx, timeouts, blocking): refetch or "use a
 *   cached copy from the last 30 days", and if both fail "behave as if robots.txt does not
 *   exist". The stored copies' excerpts mention only Amazonbot: Amzn-SearchBot (which the issue
 *   text gives Amazonbot's rules) and Amzn-User are the issue text's.
 * - Anthropic (support / privacy.claude.com article 8896518): "we support the non-standard
 *   Crawl-delay extension to robots.txt"; Claude-User lets site owners control which sites
 *   user-initiated requests may access (it obeys robots.txt).
 * - Mistral (docs.mistral.ai/robots): MistralAI-User "governs which sites these user requests
 *   can be made to" (so it obeys robots.txt); MistralAI-Index crawls for Mistral search only,
 *   "not used for generative AI training"; MistralAI-Training builds training datasets.
 * - Microsoft (Bing webmaster blog, 2012-05-03, "To crawl or not to crawl, that is BingBot's
 *   question"): BingBot reads robots.txt "to determine if it is allowed to crawl the following
 *   page (and at which rate)" (Crawl-delay); "if a robots.txt file is missing from a subdomain,
 *   ... it will consider itself allowed anywhere on the subdomain". Bing documents no rule for
 *   a robots.txt answering 5xx (http-status.ts says so for `bing`). The "Which crawlers does
 *   Bing use" page is not stored.
 * - OpenAI (developers.openai.com/api/docs/bots; only its update feed is stored): a report of
 *   the page (searchengineworld.com, "Source: OpenAI") quotes "For search results, please note
 *   it can take ~24 hours from a site's robots.txt update for our systems to adjust", which
 *   times OAI-SearchBot, not GPTBot; a report of the December 2025 update (scalevise.com) quotes
 *   ChatGPT-User's "may not apply".
 * - Perplexity (docs.perplexity.ai/docs/resources/perplexity-crawlers, where /guides/bots now
 *   leads): the stored copy opens "Webmasters can use the following robots.txt tags ... Each
 *   setting works independently, and it may take up to 24 hours for our systems to reflect
 *   changes." Its excerpt ends at the table head; verbatim copies of the table (in public
 *   repositories) give PerplexityBot and, for Perplexity-User, "Since a user requested the
 *   fetch, this fetcher generally ignores robots.txt rules."
 * - Common Crawl (commoncrawl.org/bot.html, an older page of the operator's; the stored FAQ's
 *   excerpt ends before its Crawl-delay answer): "We obey the crawl-delay the robots.txt
 *   convention, so by increasing that number, you will indicate to ccBot to slow down the rate
 *   of crawling." and "Our bot's Exclusion User-Agent string is: ccbot."
 * - DuckDuckGo (help pages, stored at duckduckgo.github.io/duckduckgo-help-pages): "Once you've
 *   updated the file to disallow the DuckAssistBot user agent, the change will take effect
 *   after 72 hours and DuckAssistBot will stop crawling your site."
 * - The search engines access logs show (YandexBot, Baiduspider, DuckDuckBot, Yahoo's Slurp,
 *   Naver's Yeti, SeznamBot, PetalBot, Microsoft's older msnbot), added 2026-12-07 for the log
 *   reader (src/core/logs) from the project's compilation of crawler facts (its §2 gives each
 *   token with an example user agent, from the operators' pages as quoted by public crawler
 *   lists; Yandex's from Yandex's own page): `secondary`, and what they do with Crawl-delay or
 *   a failing robots.txt is left not stated. `docs` is the page each one names in its user
 *   agent (Yandex: its page on checking Yandex robots; msnbot: Bing's list of its crawlers).
 * - From the issue text only (no stored copy of the operator's page, no report): Bytespider
 *   (ByteDance publishes no crawler page); Meta's four crawlers, meta-externalfetcher saying
 *   robots.txt may not apply to user-initiated fetches.
 */
import type { CrawlerKind, CrawlerModel, FactSource } from './crawler-model';

const read = '2026-12-04';

type Entry = Pick<CrawlerModel, 'name' | 'operator' | 'kind' | 'purpose' | 'docs' | 'source'> &
  Partial<Omit<CrawlerModel, 'name' | 'operator' | 'kind' | 'purpose' | 'docs' | 'source'>>;

/** Defaults: one token, reads `*`, obeys robots.txt (user-triggered: does not), nothing else stated. */
function crawler(entry: Entry): CrawlerModel {
  const userTriggered = entry.kind === 'user-triggered';
  return {
    tokens: [entry.name],
    fallbacks: [],
    readsGlobal: entry.kind === 'common' || userTriggered,
    obeysRobots: 'yes',
    crawlDelay: 'not-stated',
    robotsFailure: 'not-stated',
    propagationHours: null,
    read,
    ...entry,
  };
}

const openAi = 'https://developers.openai.com/api/docs/bots';
const anthropic =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const perplexity = 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
const amazon = 'https://developer.amazon.com/amazonbot';
const meta = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';
const mistral = 'https://docs.mistral.ai/robots';
const apple = 'https://support.apple.com/en-us/119829';

const searchRead = '2026-12-07';

const of = (operator: string, docs: string | null, source: FactSource) => ({
  operator,
  docs,
  source,
});
const common: { kind: CrawlerKind } = { kind: 'common' };
const userTriggered: { kind: CrawlerKind } = { kind: 'user-triggered' };

export const otherCrawlers: readonly CrawlerModel[] = [
  crawler({
    name: 'Bingbot',
    purpose: 'search',
    ...common,
    ...of(
      'Microsoft',
      'https://blogs.bing.com/webmaster/2012/05/03/to-crawl-or-not-to-crawl-that-is-bingbots-question',
      'operator-page',
    ),
    tokens: ['bingbot'],
    crawlDelay: 'honoured',
    robotsFailure: 'bing',
  }),
  crawler({
    name: 'Applebot',
    purpose: 'search',
    ...common,
    ...of('Apple', apple, 'operator-page'),
    fallbacks: ['Googlebot'],
  }),
  // A product token no crawler sends: Applebot fetches, the token says how Apple may train on it.
  crawler({
    name: 'Applebot-Extended',
    purpose: 'ai-training',
    ...common,
    ...of('Apple', apple, 'secondary'),
  }),
  // OpenAI times only search results (~24 hours); nothing is stated for GPTBot.
  crawler({
    name: 'GPTBot',
    purpose: 'ai-training',
    ...common,
    ...of('OpenAI', openAi, 'secondary'),
  }),
  crawler({
    name: 'OAI-SearchBot',
    purpose: 'ai-search',
    ...common,
    ...of('OpenAI', openAi, 'secondary'),
    propagationHours: 24,
  }),
  crawler({
    name: 'ChatGPT-User',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('OpenAI', openAi, 'secondary'),
    obeysRobots: 'no',
  }),
  // Visits only landing pages an advertiser submitted (an agreement, as Google's AdsBot);
  // OpenAI's page says nothing of robots.txt or of the `*` group for it.
  crawler({
    name: 'OAI-AdsBot',
    purpose: 'ads',
    kind: 'special-case',
    ...of('OpenAI', openAi, 'operator-page'),
    readsGlobal: true,
    obeysRobots: 'not-stated',
  }),
  crawler({
    name: 'ClaudeBot',
    purpose: 'ai-training',
    ...common,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'Claude-SearchBot',
    purpose: 'ai-search',
    ...common,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'Claude-User',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'PerplexityBot',
    purpose: 'ai-search',
    ...common,
    ...of('Perplexity', perplexity, 'secondary'),
    propagationHours: 24,
  }),
  crawler({
    name: 'Perplexity-User',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('Perplexity', perplexity, 'secondary'),
    obeysRobots: 'no',
  }),
  crawler({
    name: 'CCBot',
    purpose: 'ai-training',
    ...common,
    ...of('Common Crawl', 'https://commoncrawl.org/ccbot', 'operator-page'),
    crawlDelay: 'honoured',
  }),
  // ByteDance publishes no crawler documentation page (checked 2026-12-02; the search tool's
  // stored pages on 2026-12-04 hold only third parties' descriptions of it).
  crawler({
    name: 'Bytespider',
    purpose: 'ai-training',
    ...common,
    ...of('ByteDance', null, 'issue'),
    obeysRobots: 'not-stated',
  }),
  crawler({
    name: 'Amazonbot',
    purpose: 'ai-training',
    ...common,
    ...of('Amazon', amazon, 'operator-page'),
    crawlDelay: 'ignored',
    robotsFailure: 'amazon',
    propagationHours: 24,
  }),
  crawler({
    name: 'Amzn-SearchBot',
    purpose: 'ai-search',
    ...common,
    ...of('Amazon', amazon, 'issue'),
    crawlDelay: 'ignored',
    robotsFailure: 'amazon',
    propagationHours: 24,
  }),
  crawler({
    name: 'Amzn-User',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('Amazon', amazon, 'issue'),
    obeysRobots: 'not-stated',
  }),
  crawler({
    name: 'meta-externalagent',
    purpose: 'ai-training',
    ...common,
    ...of('Meta', meta, 'issue'),
  }),
  crawler({
    name: 'meta-webindexer',
    purpose: 'ai-search',
    ...common,
    ...of('Meta', meta, 'issue'),
  }),
  crawler({ name: 'meta-externalads', purpose: 'ads', ...common, ...of('Meta', meta, 'issue') }),
  crawler({
    name: 'meta-externalfetcher',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('Meta', meta, 'issue'),
    obeysRobots: 'no',
  }),
  crawler({
    name: 'DuckAssistBot',
    purpose: 'ai-search',
    ...common,
    ...of(
      'DuckDuckGo',
      'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
      'operator-page',
    ),
    propagationHours: 72,
  }),
  crawler({
    name: 'MistralAI-User',
    purpose: 'user-triggered',
    ...userTriggered,
    ...of('Mistral AI', mistral, 'operator-page'),
  }),
  crawler({
    name: 'MistralAI-Index',
    purpose: 'ai-search',
    ...common,
    ...of('Mistral AI', mistral, 'operator-page'),
  }),
  crawler({
    name: 'MistralAI-Training',
    purpose: 'ai-training',
    ...common,
    ...of('Mistral AI', mistral, 'operator-page'),
  }),
  crawler({
    name: 'YandexBot',
    purpose: 'search',
    ...common,
    ...of(
      'Yandex',
      'https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html',
      'secondary',
    ),
    read: searchRead,
  }),
  crawler({
    name: 'Baiduspider',
    purpose: 'search',
    ...common,
    ...of('Baidu', 'https://www.baidu.com/search/spider.html', 'secondary'),
    read: searchRead,
  }),
  crawler({
    name: 'DuckDuckBot',
    purpose: 'search',
    ...common,
    ...of(
      'DuckDuckGo',
      'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
      'secondary',
    ),
    read: searchRead,
  }),
  // Sends "Yahoo! Slurp": the product token is the word after "Yahoo!".
  crawler({
    name: 'Slurp',
    purpose: 'search',
    ...common,
    ...of('Yahoo', 'https://help.yahoo.com/help/us/ysearch/slurp', 'secondary'),
    read: searchRead,
  }),
  crawler({
    name: 'Yeti',
    purpose: 'search',
    ...common,
    ...of('Naver', 'https://naver.me/bot', 'secondary'),
    read: searchRead,
  }),
  crawler({
    name: 'SeznamBot',
    purpose: 'search',
    ...common,
    ...of('Seznam.cz', 'https://napoveda.seznam.cz/en/seznambot-intro/', 'secondary'),
    read: searchRead,
  }),
  crawler({
    name: 'PetalBot',
    purpose: 'search',
    ...common,
    ...of('Huawei', 'https://webmaster.petalsearch.com/site/petalbot', 'secondary'),
    read: searchRead,
  }),
  // Bing's crawler before bingbot; logs still show it.
  crawler({
    name: 'msnbot',
    purpose: 'search',
    ...common,
    ...of(
      'Microsoft',
      'https://www.bing.com/webmaster/help/which-crawlers-does-bing-use-8c184ec0',
      'secondary',
    ),
    read: searchRead,
  }),
];
