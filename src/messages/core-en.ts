/**
 * The English of the texts core gives codes for: what a crawler does for each robots.txt HTTP
 * status and phase (core/robots/analyses/http-status.ts codes), the labels of the statuses
 * offered, the lastmod reasons' titles, the verdict notes, and what each AI crawler's fetches
 * feed (in its operator's terms). core-ja.ts and core-zh.ts translate the same keys.
 */
import type { CoreTexts } from './text-types';

export const coreEn: CoreTexts = {
  statusTexts: {
    'google-2xx': 'Google reads the rules in the answer.',
    'google-3xx':
      'Google follows up to 5 redirects and then reads the rules of the target; after more redirects it treats robots.txt as missing (a 404: everything allowed).',
    'google-4xx':
      'Google treats robots.txt as missing: it may crawl everything (4xx other than 429 means "no restrictions").',
    'google-5xx':
      'Google stops crawling the site for 12 hours while it retries; then, for up to 30 days, it uses the last good copy; after that it crawls as if there were no robots.txt if the site is otherwise reachable, and stops crawling if not.',
    'google-429':
      'Google treats 429 Too Many Requests like a server error (5xx): no crawling for 12 hours, then the last good copy for up to 30 days.',
    'google-network':
      'Google treats a timeout, DNS or connection error like a server error (5xx): no crawling for 12 hours, then the last good copy for up to 30 days, then no restrictions if the site is otherwise reachable.',
    'google-invalid':
      'Not an HTTP status a server sends for robots.txt; Google treats unexpected answers as a server error.',
    'rfc-2xx': 'RFC 9309 §2.3.1.1: the crawler must follow the parseable rules.',
    'rfc-3xx':
      'RFC 9309 §2.3.1.2: the crawler should follow at least five consecutive redirects, even across authorities, then may treat robots.txt as unavailable.',
    'rfc-4xx':
      'RFC 9309 §2.3.1.3: "unavailable" (400–499, 429 included): the crawler may access any resource.',
    'rfc-5xx':
      'RFC 9309 §2.3.1.4: "unreachable": the crawler must assume complete disallow; after 30 days it may treat robots.txt as unavailable or keep using a cached copy.',
    'rfc-network':
      'RFC 9309 §2.3.1.4: "unreachable" (server or network errors): the crawler must assume complete disallow; after 30 days it may treat robots.txt as unavailable or keep using a cached copy.',
    'rfc-invalid': 'RFC 9309 defines no behaviour for this status.',
    'amazon-2xx': 'Reads the rules in the answer; changes take effect within 24 hours.',
    'amazon-failed':
      'Any answer but a success (3xx, 4xx, 5xx, a timeout, a block) makes it refetch or use a cached copy from the last 30 days; if both fail, it crawls as if there were no robots.txt. Not Google’s rule: a 5xx does not stop it.',
    'bing-4xx': 'A missing robots.txt means it may crawl everywhere on the host.',
    'bing-not-stated': 'Not documented for this answer.',
  },
  statusEffects: {
    'follow-rules': 'Crawls by the rules in the file.',
    'follow-redirect': 'Follows the redirect and uses the rules of the file it lands on.',
    'allow-all': 'Crawls everything, as if there were no robots.txt.',
    'disallow-all': 'Crawls nothing on the site.',
    unknown: 'Behaviour not defined.',
    'use-cached-copy':
      'Uses the last robots.txt it fetched successfully (crawls nothing if it has none).',
    'allow-all-if-site-available':
      'Crawls as if there were no robots.txt when the rest of the site answers; crawls nothing otherwise.',
  },
  statusChoices: {
    '200': '200 OK',
    '301': '3xx redirect (301, 302, 307, 308)',
    '404': '404 Not Found',
    '410': '410 Gone',
    '429': '429 Too Many Requests',
    '500': '500 Internal Server Error',
    '503': '503 Service Unavailable',
    unreachable: 'Unreachable (timeout, DNS or connection error)',
  },
  lastmodActions: {
    usable: 'use lastmod to schedule re-crawls',
    doubtful: 'verify a sample of pages before trusting it',
    unusable: 'do not use it: re-crawl by other signals',
  },
  lastmodReasonTitles: {
    absent: 'no or almost no lastmod',
    'generation-time': 'the generation time, not page changes',
    'few-distinct': 'a handful of values for thousands of URLs',
    future: 'dates in the future',
    'date-only': 'only a day, no time',
    'index-mismatch': 'index lastmod older than its sitemap',
    invalid: 'unreadable dates',
  },
  verdictNotes: {
    'rfc-robots-txt-allowed':
      "RFC 9309 §2.2.2 always allows /robots.txt itself; Google's library applies the rules to it (here: line {line}).",
    'rfc-percent-encoding':
      'RFC 9309 §2.2.2 compares %-normalised paths and would answer {rfcVerdict} (line {rfcLine}); Google compares the URL exactly as given.',
    'google-differs':
      "Google's library compares the URL as given and answers {googleVerdict} (line {googleLine}).",
    'agent-not-a-token':
      '"{agent}" is not a product token ([a-zA-Z_-] only): Google\'s library compares it as given, so it matches no user-agent line.',
    'index-html-directory':
      'Google-specific: the Allow on line {line} ends in index.htm(l), so it also allows the directory itself.',
    'no-matching-group':
      'No group names this crawler and there is no * group: everything is allowed.',
  },
  aiPurposes: {
    training: 'model training',
    'ai-search': 'AI search',
    'user-fetch': 'fetches a user asked for',
    'control-token': 'control token (no crawler of its own)',
    ads: 'checks of submitted ad landing pages',
  },
  aiFeeds: {
    GPTBot: 'Training of OpenAI’s generative AI models',
    'OAI-SearchBot': 'ChatGPT search results',
    'ChatGPT-User': 'Pages a user asks ChatGPT to open',
    ClaudeBot: 'Training of Anthropic’s models',
    'Claude-SearchBot': 'Claude’s search results',
    'Claude-User': 'Pages a user asks Claude to open',
    'Google-Extended': 'Gemini training and grounding (blocking it does not affect Google Search)',
    'Applebot-Extended':
      'Training of Apple’s foundation models (blocking it does not affect Applebot search)',
    PerplexityBot: 'Perplexity’s search index',
    'Perplexity-User': 'Pages a user asks Perplexity for',
    CCBot: 'Common Crawl’s open web archive, widely used to train models',
    Bytespider: 'Training of ByteDance’s models',
    Amazonbot: 'Amazon products and services, including AI model training',
    'meta-externalagent': 'Training of Meta’s AI models and other product uses',
    'OAI-AdsBot': 'Safety checks of landing pages submitted as ChatGPT ads',
    'Google-CloudVertexBot': 'Crawls a site owner requests for Vertex AI Agents',
    'Amzn-SearchBot': 'Amazon’s search experiences, including Alexa and Rufus',
    'Amzn-User': 'Pages a user asks Amazon’s assistants for',
    'meta-externalfetcher': 'Pages a user asks Meta AI to open',
    DuckAssistBot: 'Answers of DuckDuckGo’s AI-assisted search (DuckAssist)',
    'MistralAI-User': 'Pages a user asks Le Chat to open',
    'Google-GeminiNotebook': 'Pages a user adds as sources in Gemini Notebook',
    'Google-Agent': 'Pages Google’s agents open on a user’s behalf',
    'meta-webindexer': 'Meta AI’s search index',
    'meta-externalads': 'Checks of pages used in Meta’s ads',
    'MistralAI-Index': 'Mistral’s search index for Le Chat (not used for training)',
    'MistralAI-Training': 'Training of Mistral’s generative AI models',
  },
};
