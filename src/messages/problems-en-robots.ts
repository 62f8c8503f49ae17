/**
 * The English texts of the robots.txt lint codes, the catalog's source, typed against
 * core's codes like problems-ja-robots.ts. Sources: RFC 9309; Google Search Central "How
 * Google interprets the robots.txt specification"; google/robotstxt (robots.cc).
 */
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsEnRobots: Record<RobotsLintCode, ProblemTexts> = {
  'not-robots-txt': {
    message:
      'This looks like {kind, select, html {an HTML page} xml {an XML document} json {JSON} other {binary data}}, not a robots.txt',
    explanation:
      'A robots.txt is plain text made of "key: value" lines. Crawlers read this file anyway and find no rules in it, so nothing is blocked.',
    fix: 'Check the file or URL: serve the real robots.txt as text/plain at /robots.txt.',
  },
  'not-utf8': {
    message: 'Bytes that are not UTF-8 on line {line}',
    explanation:
      'robots.txt must be UTF-8 (RFC 9309 §2.3). Google %-encodes each such byte as it is, so a path saved in Latin-1 or Windows-1252 does not match the UTF-8 URL of the same page.',
    fix: 'Save the file as UTF-8 (without changing anything else).',
  },
  'nul-byte': {
    message: 'NUL byte on line {line}: Google ignores the rest of the line',
    explanation:
      "Google's parser reads each line as a C string, so it stops at a NUL byte. Binary data has no place in robots.txt.",
    fix: 'Remove the NUL bytes; save the file as plain UTF-8 text.',
  },
  'size-limit': {
    message:
      'The file has {bytes} bytes: everything after 500 KiB (512,000 bytes) is ignored, from line {line} on',
    explanation:
      'Google reads only the first 500 KiB of a robots.txt (RFC 9309 §2.5 lets crawlers stop there). Rules after the limit do not exist for Google.',
    fix: 'Shorten the file: group paths under common prefixes or wildcards instead of listing URLs one by one, and put the important rules first.',
  },
  'size-limit-cuts-line': {
    message: 'The 500 KiB limit falls inside line {line}: Google reads it only as far as "{read}"',
    explanation: 'The line is cut in the middle, so Google reads a shorter, different rule.',
    fix: 'Shorten the file so that it ends before 512,000 bytes.',
  },
  'line-too-long': {
    message: 'Line {line} has {bytes} bytes: Google reads only the first 16,663',
    explanation:
      "Google's parser ignores the rest of a line longer than 16,663 bytes (8 × the 2,083-byte URL limit of some browsers).",
    fix: 'Shorten the rule; a wildcard (*) usually replaces a long literal path.',
  },
  'missing-colon': {
    message: 'No colon after "{key}" on line {line}: Google accepts it, other crawlers may not',
    explanation:
      'RFC 9309 §2.2 requires "key: value". Google also reads "key value" when the line has exactly two words.',
    fix: 'Write a colon after the key, e.g. "Disallow: /private/".',
  },
  'key-typo': {
    message: '"{key}" is a misspelling of {record}: Google accepts it, other crawlers may not',
    explanation:
      'Google tolerates a few common misspellings (useragent, user agent, dissallow, disalow, site-map, …); RFC 9309 crawlers ignore the line.',
    fix: 'Spell the key "{record}".',
  },
  'key-prefix': {
    message: '"{key}" is read as {record} by Google only because it starts with that word',
    explanation:
      'Google matches keys by their beginning ("Disallowed" counts as Disallow); RFC 9309 crawlers ignore a key they do not know.',
    fix: 'Spell the key exactly "{record}".',
  },
  'noindex-ignored': {
    message: '{key} in robots.txt has no effect on Google',
    explanation:
      'Google stopped reading noindex in robots.txt in September 2019. Worse, a URL blocked by robots.txt is never fetched, so a noindex on the page itself is never seen either.',
    fix: 'Allow crawling and put <meta name="robots" content="noindex"> in the page or send an X-Robots-Tag: noindex header.',
  },
  'record-ignored': {
    message: '{key} has no effect on Google',
    explanation:
      'Google reads only user-agent, allow, disallow and sitemap. crawl-delay (read by Bing and Yandex), host and clean-param (Yandex), nofollow and noarchive are ignored by Google.',
    fix: 'Remove the line if it was meant for Google (set the crawl rate in Search Console instead); keep it only for the crawlers that read it.',
  },
  'record-unknown': {
    message: 'Unknown record "{key}" on line {line} is ignored',
    explanation:
      "Google's parser does not know this key (it is neither a record of RFC 9309 nor one of the keys Google lists as known but unused), so the line does nothing for Google. It is often a typo of a real key.",
    fix: 'Correct the key to User-agent, Allow, Disallow or Sitemap, or remove the line.',
  },
  'ai-preference': {
    message:
      "{key} on line {line} states AI usage preferences: Google's parser recognises it and does not use it",
    explanation:
      "Content-Signal (Cloudflare's Content Signals Policy) and Content-Usage (the IETF AI Preferences drafts) say how fetched content may be used: for search, as AI input, for AI training. They never change what may be fetched. Google's parser lists both as known but unused; other crawlers decide for themselves whether to honour them.",
    fix: 'Nothing to fix. To keep a crawler out, write Disallow rules in its group; a preference only asks.',
  },
  'preference-parse-failed': {
    message:
      '{key} on line {line} is not a Structured Fields dictionary ("{value}"): every preference on the line is unknown',
    explanation:
      'Content-Usage takes an optional path, then a dictionary as RFC 9651 defines it: lower-case keys, "=" and a value, members separated by commas (draft-ietf-aipref-attach-05). Any syntax error (an upper-case key, a missing comma, a stray character) makes a reader drop the whole line, not just one preference.',
    fix: 'Write it as "Content-Usage: train-ai=n, search=y" (or "Content-Usage: /path/ train-ai=n").',
  },
  'preference-unknown-key': {
    message: '"{key}" on line {line} is not a category of {spec}: readers ignore it',
    explanation:
      'Content-Signal knows search, ai-input, ai-train and use; Content-Usage (draft-ietf-aipref-vocab-07) knows train-ai and search. A key outside the vocabulary states nothing.',
    fix: 'Use one of the defined keys, or remove it.',
  },
  'preference-unknown-value': {
    message:
      '"{key}={value}" on line {line} is neither of {values}: the preference for {key} stays unknown',
    explanation:
      'Content-Signal values are yes or no; Content-Usage values are the tokens y or n. Any other value (true, 0, "n", ?1, …) says nothing, as if the key were not there.',
    fix: 'Use one of {values}.',
  },
  'preference-old-label': {
    message:
      '"{key}" on line {line} is a label of an earlier AI Preferences draft, dropped by {draft}: readers ignore it',
    explanation:
      'Earlier drafts of the IETF AI Preferences vocabulary used other labels (tdm, ai, genai, inference, all, train-genai, ai-use, bots, ai-output), and files written in 2025 still carry them. draft-ietf-aipref-vocab-07 (2026-08-19) defines only train-ai and search, and readers ignore the keys it does not define: "{key}={value}" asks nothing.',
    fix: 'Use train-ai (training of AI models) or search; drop the rest.',
  },
  'preference-repeated': {
    message: '"{key}" is given more than once on line {line}: only the last value counts',
    explanation:
      'A Structured Fields dictionary keeps the last value of a repeated key (RFC 9651 §4.2.2); Content-Signal does not say, and this tool reads it the same way. Other readers may take the first.',
    fix: 'Give each key once.',
  },
  'preference-outside-group': {
    message: '{key} on line {line} comes before any User-agent line: no crawler reads it',
    explanation:
      "Preferences belong to the group of the User-agent lines above them, like rules (draft-ietf-aipref-attach-05; Cloudflare writes Content-Signal inside the User-agent: * group). Before the first User-agent line they belong to no crawler's group.",
    fix: 'Move the line below "User-agent: *" (or the crawler\'s own User-agent line).',
  },
  'preference-under-disallow': {
    message:
      'Line {line} states {preferences} for {path}, which line {rule} disallows for {agents}: no crawler can act on this preference',
    explanation:
      'A preference applies only to what the group lets a crawler fetch (draft-ietf-aipref-attach-05 §4), and a preference is not a permission. These crawlers may not fetch the path at all, so "no" adds nothing here (it only asks how fetched content is used), and "yes" does not let them fetch it.',
    fix: 'To allow a use, allow the fetch (Allow, or remove the Disallow); to forbid it, the Disallow already does.',
  },
  'preference-scope-differs': {
    message: '{key} on line {line} sits in one group: readers disagree whether {agents} get it too',
    explanation:
      "Cloudflare writes Content-Signal inside the User-agent: * group, and this tool reads it as that group's, like a rule: crawlers with a group of their own do not get it. crawler-commons reads Content-Signal as a file-wide line that every crawler gets. The answer for the crawlers of the other groups depends on which reader asks.",
    fix: 'To say the same to every crawler, repeat the line in each group.',
  },
  'policy-group': {
    message:
      'The group of line {line} ("{label}") is a namespaced {namespace} policy, not a crawler: deployed parsers ignore it',
    explanation:
      'An individual draft (draft-kelley-rep-namespaces-00, 2026-11-16) writes usage policies as groups whose User-agent is a namespaced label such as __usage_ai-training. No crawler sends that name, so deployed parsers, Google\'s among them, read it as the group of a crawler that does not exist and no crawler follows its rules. Its Disallow lines state the policy "{name}", not a crawling rule.',
    fix: "Keep it if you publish the policy for readers of that draft; to keep a crawler out, write Disallow rules in the crawler's own group.",
  },
  'usage-policy-line': {
    message: '{key} on line {line} ({spec}) points to a usage policy: it has no effect on crawling',
    explanation:
      "License (RSL 1.0, Really Simple Licensing) and LLM-Policy (read by crawler-commons) point to the terms under which content may be used. Google's parser does not know either key; no crawler fetches more or less because of them.",
    fix: 'Nothing to fix. To keep a crawler out, write Disallow rules in its group.',
  },
  'group-for-non-reader': {
    message:
      'Line {line} names {agent}, which {operator} says does not read robots.txt: its rules may not stop it',
    explanation:
      '{agent} fetches pages a user asks for. Its operator documents that robots.txt may not apply to such fetches (Google: its user-triggered fetchers "generally ignore robots.txt rules"), so the workbench shows its verdicts as not applicable.',
    fix: 'Keep the group if you want to state your wish; to really keep the fetcher out, block it on the server (by its published IP ranges or user agent).',
  },
  'line-not-understood': {
    message: 'Line {line} is not a "key: value" record and is ignored',
    explanation:
      'The line has no colon and more than two words (or no value), so no parser reads anything from it.',
    fix: 'Write one record per line as "key: value", and start comments with #.',
  },
  'no-groups': {
    message: 'No User-agent line: nothing is blocked',
    explanation:
      'Rules apply only inside a group that starts with User-agent. Without one, every crawler may crawl everything.',
    fix: 'Start the rules with "User-agent: *" (or the crawler\'s name).',
  },
  'rule-outside-group': {
    message: '{record} on line {line} comes before any User-agent line and is ignored',
    explanation:
      'A rule belongs to the group of the User-agent lines above it. Rules before the first User-agent belong to no group.',
    fix: 'Move the rule below a User-agent line, e.g. add "User-agent: *" above it.',
  },
  'user-agent-cut': {
    message: 'User-agent "{value}" is read by Google as "{token}"',
    explanation:
      'A product token has only letters, "-" and "_"; Google reads the value up to the first other character (a version, a space, a comma, *). A group for "Googlebot/2.1" or "Googlebot Images" applies to every Googlebot.',
    fix: 'Write one product token per User-agent line, e.g. "User-agent: Googlebot-Image".',
  },
  'user-agent-empty': {
    message: 'User-agent "{value}" names no crawler',
    explanation:
      'The value has no product token (it is empty or starts with a character other than a letter, "-", "_" or "* ").',
    fix: "Write the crawler's product token, or * for all crawlers.",
  },
  'group-empty': {
    message:
      'The group for {agents} (line {line}) has no rules: these crawlers may crawl everything',
    explanation:
      'A crawler that has its own group ignores the * group, even when its own group is empty.',
    fix: 'Add the rules for these crawlers below their User-agent lines, or remove the lines.',
  },
  'user-agent-merged': {
    message:
      'User-agent {value} (line {line}) gets the rules of the next group: the {key} line between them does not end a group',
    explanation:
      'Only a rule (Allow or Disallow) ends the list of User-agent lines of a group. A group holding only unsupported lines such as Crawl-delay merges with the following group and takes its rules.',
    fix: 'Give the crawler its own rule (for example an empty "Disallow:" meaning "allow all") right below its User-agent line.',
  },
  'global-rules-dropped': {
    message:
      'The group for {agent} (line {line}) replaces the * group: {count, plural, one {# * rule no longer applies} other {# * rules no longer apply}} to it ({rules})',
    explanation:
      'A crawler obeys only the groups naming it; it inherits nothing from the * group (RFC 9309 §2.2.1).',
    fix: "Repeat the * rules that should still apply inside the crawler's own group.",
  },
  'disallow-all': {
    message: '{rule} blocks the whole site for {agent}',
    explanation:
      'Every URL of the site is disallowed for this crawler (the * group, or a group naming a major search crawler). This is often a staging robots.txt shipped to production.',
    fix: 'Remove the rule (or write "Disallow:" with an empty value to allow everything), unless blocking the whole site is really intended.',
  },
  'disallow-all-other-crawlers': {
    message:
      '{rule} blocks the whole site for the {count, plural, one {crawler} other {# crawlers}} this group names: {agents}',
    explanation:
      'This group names no major search crawler (Googlebot and its image, news and video crawlers, Bingbot, Applebot), so only the crawlers it names are refused; every other crawler follows its own group or the * group. A whole-site block for named crawlers is usually deliberate: a crawler that copies sites or goes too fast, an ads or AI crawler.',
    fix: 'Nothing to fix if refusing these crawlers is intended. robots.txt stops only the crawlers that obey it.',
  },
  'disallow-empty': {
    message: 'Empty Disallow on line {line} blocks nothing',
    explanation: '"Disallow:" with no value allows everything; it is not a way to block.',
    fix: 'To block everything write "Disallow: /"; to block a folder write "Disallow: /folder/".',
  },
  'allow-redundant': {
    message: 'Allow on line {line} can never change a verdict',
    explanation:
      'No Disallow of the same crawlers matches the URLs this Allow matches with a shorter or equal rule, so those URLs are allowed anyway.',
    fix: 'Remove the line, or check whether a Disallow it was meant to override is missing.',
  },
  'rule-duplicate': {
    message: 'Line {line} repeats the rule of line {other} for the same crawlers',
    explanation: 'The same rule twice in the groups of the same crawlers changes nothing.',
    fix: 'Remove the repeated line.',
  },
  'rule-shadowed': {
    message:
      'Line {line} never decides: line {other} ({otherRule}) matches every URL it matches and always wins',
    explanation:
      'The longest matching rule wins, counting every character including * and $, and Allow wins a tie (RFC 9309 §2.2.2). The other rule matches a superset of URLs and is at least as long.',
    fix: 'Remove one of the two rules, or make the one that should win longer.',
  },
  'regex-syntax': {
    message:
      '"{snippet}" in "{value}" (line {line}) is literal text here, not a regular expression',
    explanation:
      'robots.txt patterns know only * (any characters) and $ (end of URL). Dots, backslashes, brackets, ^, | and + match themselves.',
    fix: 'Rewrite with * and $ only, e.g. "/*.pdf$" instead of "/.*\\.pdf".',
  },
  'dollar-not-at-end': {
    message: '$ inside "{value}" (line {line}) is a literal character',
    explanation:
      '$ anchors the end of the URL only as the last character of a rule; elsewhere it matches a "$" in the URL.',
    fix: 'Put $ only at the end, or split the rule into several rules.',
  },
  'value-not-path': {
    message: '"{value}" (line {line}) starts with neither / nor *: it never matches',
    explanation:
      'Rules are matched against the URL path, which always starts with "/". A full URL or a relative path never matches.',
    fix: 'Write the path from the site root, e.g. "Disallow: /private/".',
  },
  'value-whitespace': {
    message: '"{value}" (line {line}) contains a space',
    explanation:
      'URLs never contain a raw space (it is sent as %20), so the rule matches nothing past the space.',
    fix: 'Write a space in a path as %20, or use one rule per path.',
  },
  'sitemap-not-absolute': {
    message: 'Sitemap "{url}" (line {line}) is not an absolute http(s) URL',
    explanation: 'A Sitemap line must give the full URL of the sitemap, with scheme and host.',
    fix: 'Write the full URL, e.g. "Sitemap: https://www.example.com/sitemap.xml".',
  },
  'lint-capped': {
    message:
      '{count, plural, one {# more "{code}" problem} other {# more "{code}" problems}} not listed',
    explanation: 'The same problem occurs very often; only the first ones are listed.',
    fix: 'Fix the listed ones; the rest are of the same kind.',
  },
};
