/**
 * Every other operator's crawlers the workbench presets, as each operator documents them.
 * Read 2026-12-04 without live web: `source: 'operator-page'` entries were checked against
 * the stored copy of the operator's own page the search tool holds; `issue` entries are as
 * the tracker's issue text (robots.txt and sitemaps at the end of 2026) and PRODUCT.md state
 * them; `secondary` entries rest on a news report of the operator's page. Re-read each
 * operator's page before a release.
 *
 * What the stored copies say:
 * - Apple (support.apple.com/en-us/119829, and the older HT204683 copy): "If robots
 *   instructions don't mention Applebot but do mention Googlebot, the Apple robot will follow
 *   Googlebot instructions." (also reported by The SEM Post and Search Engine Roundtable).
 * - Amazon (developer.amazon.com/amazonbot): Amazonbot "does not support the crawl-delay
 *   directive"; "If a robots.txt file is changed, AmazonBot responds to any changes within 24
 *   hours"; a robots.txt it cannot fetch (3xx, 4xx, 5xx, timeouts, blocking): refetch or "use a
 *   cached copy from the last 30 days", and if both fail "behave as if robots.txt does not
 *   exist". The issue text extends these rules to Amzn-SearchBot.
 * - Anthropic (support / privacy.claude.com article 8896518): "we support the non-standard
 *   Crawl-delay extension to robots.txt"; Claude-User lets site owners control which sites
 *   user-initiated requests may access (it obeys robots.txt).
 * - Mistral (docs.mistral.ai/robots): MistralAI-User "governs which sites these user requests
 *   can be made to" (so it obeys robots.txt); MistralAI-Index crawls for Mistral search only,
 *   "not used for generative AI training"; MistralAI-Training builds training datasets.
 * - Microsoft (Bing webmaster blog, 2012-05-03, "To crawl or not to crawl"): bingbot reads the
 *   crawl rate from robots.txt (Crawl-delay); a missing robots.txt allows everything. Bing
 *   documents no rule for a robots.txt answering 5xx (http-status.ts says so for `bing`).
 * - From the issue text only: OpenAI's, Amazon's and Perplexity's changes take about 24 hours,
 *   DuckAssistBot's 72; CCBot honours Crawl-delay; ChatGPT-User, Perplexity-User and
 *   meta-externalfetcher say robots.txt may not apply to user-initiated fetches.
 */
import type { CrawlerKind, CrawlerModel, FactSource } from './crawler-model';

const read = '2026-12-04';

type Entry = Pick<CrawlerModel, 'name' | 'operator' | 'kind' | 'docs' | 'source'> &
  Partial<Omit<CrawlerModel, 'name' | 'operator' | 'kind' | 'docs' | 'source'>>;

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
const perplexity = 'https://docs.perplexity.ai/guides/bots';
const amazon = 'https://developer.amazon.com/amazonbot';
const meta = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';
const mistral = 'https://docs.mistral.ai/robots';
const apple = 'https://support.apple.com/en-us/119829';

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
    ...common,
    ...of(
      'Microsoft',
      'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
      'secondary',
    ),
    tokens: ['bingbot'],
    crawlDelay: 'honoured',
    robotsFailure: 'bing',
  }),
  crawler({
    name: 'Applebot',
    ...common,
    ...of('Apple', apple, 'operator-page'),
    fallbacks: ['Googlebot'],
  }),
  // A product token no crawler sends: Applebot fetches, the token says how Apple may train on it.
  crawler({ name: 'Applebot-Extended', ...common, ...of('Apple', apple, 'issue') }),
  crawler({ name: 'GPTBot', ...common, ...of('OpenAI', openAi, 'issue'), propagationHours: 24 }),
  crawler({
    name: 'OAI-SearchBot',
    ...common,
    ...of('OpenAI', openAi, 'issue'),
    propagationHours: 24,
  }),
  crawler({
    name: 'ChatGPT-User',
    ...userTriggered,
    ...of('OpenAI', openAi, 'issue'),
    obeysRobots: 'no',
  }),
  // Visits only landing pages an advertiser submitted (an agreement, as Google's AdsBot);
  // OpenAI's page says nothing of robots.txt or of the `*` group for it.
  crawler({
    name: 'OAI-AdsBot',
    kind: 'special-case',
    ...of('OpenAI', openAi, 'operator-page'),
    readsGlobal: true,
    obeysRobots: 'not-stated',
  }),
  crawler({
    name: 'ClaudeBot',
    ...common,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'Claude-SearchBot',
    ...common,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'Claude-User',
    ...userTriggered,
    ...of('Anthropic', anthropic, 'operator-page'),
    crawlDelay: 'honoured',
  }),
  crawler({
    name: 'PerplexityBot',
    ...common,
    ...of('Perplexity', perplexity, 'issue'),
    propagationHours: 24,
  }),
  crawler({
    name: 'Perplexity-User',
    ...userTriggered,
    ...of('Perplexity', perplexity, 'issue'),
    obeysRobots: 'no',
  }),
  crawler({
    name: 'CCBot',
    ...common,
    ...of('Common Crawl', 'https://commoncrawl.org/ccbot', 'issue'),
    crawlDelay: 'honoured',
  }),
  // ByteDance publishes no crawler documentation page (checked 2026-12-02).
  crawler({
    name: 'Bytespider',
    ...common,
    ...of('ByteDance', null, 'issue'),
    obeysRobots: 'not-stated',
  }),
  crawler({
    name: 'Amazonbot',
    ...common,
    ...of('Amazon', amazon, 'operator-page'),
    crawlDelay: 'ignored',
    robotsFailure: 'amazon',
    propagationHours: 24,
  }),
  crawler({
    name: 'Amzn-SearchBot',
    ...common,
    ...of('Amazon', amazon, 'issue'),
    crawlDelay: 'ignored',
    robotsFailure: 'amazon',
    propagationHours: 24,
  }),
  crawler({
    name: 'Amzn-User',
    ...userTriggered,
    ...of('Amazon', amazon, 'issue'),
    obeysRobots: 'not-stated',
  }),
  crawler({ name: 'meta-externalagent', ...common, ...of('Meta', meta, 'issue') }),
  crawler({ name: 'meta-webindexer', ...common, ...of('Meta', meta, 'issue') }),
  crawler({ name: 'meta-externalads', ...common, ...of('Meta', meta, 'issue') }),
  crawler({
    name: 'meta-externalfetcher',
    ...userTriggered,
    ...of('Meta', meta, 'issue'),
    obeysRobots: 'no',
  }),
  crawler({
    name: 'DuckAssistBot',
    ...common,
    ...of(
      'DuckDuckGo',
      'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
      'issue',
    ),
    propagationHours: 72,
  }),
  crawler({
    name: 'MistralAI-User',
    ...userTriggered,
    ...of('Mistral AI', mistral, 'operator-page'),
  }),
  crawler({ name: 'MistralAI-Index', ...common, ...of('Mistral AI', mistral, 'operator-page') }),
  crawler({ name: 'MistralAI-Training', ...common, ...of('Mistral AI', mistral, 'operator-page') }),
];
