/**
 * The Crawlers tab's words (what crawlers did, from access logs: src/ui/crawlers/), its
 * Overview line and its tab. Kinds and purposes are the crawler table's codes
 * (core/robots/analyses/crawler-model.ts).
 */
export const enCrawlers = {
  'tab.crawlers': 'Crawlers',
  'tab.crawlers.count': '{count, plural, one {# log request} other {# log requests}}',
  'empty.crawlers':
    'Drop an access log here or on the page to see what crawlers did: Apache or nginx (common, combined, vhost_combined), IIS (W3C), CloudFront, ALB, Cloudflare or Fastly, plain or .gz, .zip, .tar.gz. Add the operators’ published range files (Google’s common-crawlers.json, OpenAI’s gptbot.json, …) to verify who claims to be a crawler. Logs are read in this browser and never leave it.',
  'overview.crawled':
    '{agent}: {fetched} of {listed, plural, one {# sitemap URL} other {# sitemap URLs}} fetched in {days, plural, one {# day} other {# days}}',

  'crawlers.heading': 'What crawlers did',
  'crawlers.upload': 'Add access logs or range files',
  'crawlers.remove': 'Remove the logs',
  'crawlers.reading': 'Reading the logs… {percent} %',
  'crawlers.failed': 'The logs could not be read: {detail}',
  'crawlers.files':
    '{files, plural, one {# log} other {# logs}}, {lines, plural, one {# line} other {# lines}}, {people, plural, one {# request} other {# requests}} from people; {ranges, plural, =0 {no range file: crawlers are unchecked} one {# range file} other {# range files}}.',
  'crawlers.notKept':
    'Logs are not kept in this browser’s storage and never go into a share link: add them again after a reload.',
  'crawlers.table.caption': 'Requests per crawler',
  'crawlers.col.crawler': 'Crawler',
  'crawlers.col.kind': 'Kind / purpose',
  'crawlers.col.requests': 'Requests',
  'crawlers.col.verified': 'Verified',
  'crawlers.col.unverified': 'Unverified',
  'crawlers.col.status': 'Status classes',
  'crawlers.col.bytes': 'Bytes',
  'crawlers.col.robotsTxt': 'robots.txt fetches',
  'crawlers.unverifiedClaim': '{token} (not from its operator’s ranges)',
  'crawlers.agent': 'Crawler joined with the sitemaps',
  'crawlers.daily.heading': 'Requests per day: {agent}',
  'crawlers.daily.name':
    '{agent}: {requests, plural, one {# request} other {# requests}} over {days, plural, one {# day} other {# days}}, from {first} to {last}',
  'crawlers.daily.none': 'No dated request of this crawler.',
  'crawlers.daily.table': 'Requests per day, as a table',
  'crawlers.daily.day': 'Day (UTC)',
  'crawlers.sitemap.heading': '{agent} against the sitemaps',
  'crawlers.sitemap.none': 'Add sitemaps to join the logs with them.',
  'crawlers.sitemap.notInLog': '{agent} made no request in these logs.',
  'crawlers.sitemap.fetched':
    '{fetched} of {listed, plural, one {# sitemap URL} other {# sitemap URLs}} fetched',
  'crawlers.sitemap.neverFetched':
    '{count, plural, one {# sitemap URL} other {# sitemap URLs}} never fetched',
  'crawlers.sitemap.stale':
    '{count, plural, one {# URL} other {# URLs}} with lastmod after its last fetch',
  'crawlers.sitemap.notListed':
    '{count, plural, one {# path} other {# paths}} fetched that no sitemap lists ({requests, plural, one {# request} other {# requests}})',
  'crawlers.showUrls': 'Show these URLs',
  'crawlers.ai.heading': 'AI crawlers refused by robots.txt',
  'crawlers.ai.none': 'No AI crawler fetched what {file} disallows it.',
  'crawlers.ai.noRobots': 'Add a robots.txt to see which requests it disallows.',
  'crawlers.ai.row':
    '{crawler}: {requests, plural, one {# disallowed request} other {# disallowed requests}} to {paths, plural, one {# path} other {# paths}}',
  'crawlers.ai.rule': '{path}: line {line}, {rule}',
  'crawlers.ai.underCurrent':
    'Judged under the robots.txt loaded now ({file}); the log may predate a change of it. Save its versions in the robots.txt workbench’s history to judge each day by the version then in force.',
  'crawlers.ai.underHistory':
    'Each request judged by the robots.txt in force on its day: {versions, plural, one {# version} other {# versions}} kept in this browser, {from} to {to}.',
  'crawlers.ai.uncertain':
    '{requests, plural, one {# request} other {# requests}} made within a day of a change the versions disagree on: a crawler may keep the earlier file for 24 hours (RFC 9309), so they are counted neither way.',
  'crawlers.ai.ruleSaved': '{path}: line {line} of the version saved {saved}, {rule}',
  'crawlers.kind.common': 'common crawler',
  'crawlers.kind.special-case': 'special-case crawler',
  'crawlers.kind.user-triggered': 'user-triggered fetcher',
  'crawlers.kind.unknown-bot': 'unknown bot',
  'crawlers.purpose.search': 'search',
  'crawlers.purpose.ai-training': 'AI training',
  'crawlers.purpose.ai-search': 'AI search',
  'crawlers.purpose.user-triggered': 'user-triggered',
  'crawlers.purpose.ads': 'ads',
  'crawlers.purpose.seo-tool': 'SEO tool',
  'crawlers.purpose.other': 'other',
} as const;
