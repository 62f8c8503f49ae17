/**
 * Core's free-form English sentences that reach the workbench (why a site, a test URL, a
 * crawler token or an expectation line was refused; where the 500 KiB limit cut the file;
 * why the * group was not used), worded in the page's language. Core builds these without
 * a code, so they are recognised by their English pattern (core-messages.test.ts pins every
 * pattern to core's output); one that matches no pattern is shown in English as sent.
 * Giving them codes in core, as the problem tables have, would retire this file.
 */
import { t, type MessageKey } from './i18n';

interface Pattern {
  readonly pattern: RegExp;
  readonly key: MessageKey;
  /** Captured parts that are themselves core sentences (a URL's reason inside "Not a URL"). */
  readonly nested?: readonly string[];
}

const PATTERNS: readonly Pattern[] = [
  { pattern: /^it does not start with a scheme such as https:\/\/$/, key: 'core.url.noScheme' },
  { pattern: /^"(?<value>.*)" is not a port number$/, key: 'core.url.badPort' },
  { pattern: /^it has no host name$/, key: 'core.url.noHost' },
  { pattern: /^"(?<value>.*)" is not a host name$/, key: 'core.url.badHost' },
  { pattern: /^Enter a site such as https:\/\/www\.example\.com$/, key: 'core.site.empty' },
  { pattern: /^Not a site: (?<reason>.*)$/, key: 'core.site.invalid', nested: ['reason'] },
  {
    pattern: /^robots\.txt rules are for http and https sites, not (?<scheme>.*)$/,
    key: 'core.site.scheme',
  },
  { pattern: /^"(?<value>.*)" is not allow or block\.$/, key: 'core.expect.keyword' },
  {
    pattern: /^Expected three fields: allow\|block, a crawler token, a path or URL\.$/,
    key: 'core.expect.fields',
  },
  {
    pattern: /^Too many fields: a path or URL has no spaces \(write %20\)\.$/,
    key: 'core.expect.tooMany',
  },
  { pattern: /^Enter a product token such as Googlebot\.$/, key: 'core.token.empty' },
  {
    pattern:
      /^"(?<value>.*)" has a space: a product token is letters, "-" and "_" only \(RFC 9309 §2\.2\.1\)\.(?<tail> Google matches only the token part: (?<part>.*)\.)?$/,
    key: 'core.token.space',
  },
  {
    pattern:
      /^"(?<value>.*)" has non-ASCII characters: a product token is A–Z, a–z, "-" and "_" only \(RFC 9309 §2\.2\.1\)\.(?<tail> Google matches only the token part: (?<part>.*)\.)?$/,
    key: 'core.token.nonAscii',
  },
  {
    pattern:
      /^"(?<value>.*)" has a digit: a product token is letters, "-" and "_" only \(RFC 9309 §2\.2\.1\)\.(?<tail> Google matches only the token part: (?<part>.*)\.)?$/,
    key: 'core.token.digit',
  },
  {
    pattern:
      /^"(?<value>.*)" has "(?<char>.*)": a product token is letters, "-" and "_" only \(RFC 9309 §2\.2\.1\)\.(?<tail> Google matches only the token part: (?<part>.*)\.)?$/,
    key: 'core.token.char',
  },
  { pattern: /^The line is empty\.$/, key: 'core.target.empty' },
  { pattern: /^A URL has no spaces: write a space as %20\.$/, key: 'core.target.space' },
  { pattern: /^The line holds control characters\.$/, key: 'core.target.control' },
  {
    pattern: /^Not an http or https URL: robots\.txt covers web pages only\.$/,
    key: 'core.target.notHttp',
  },
  {
    pattern:
      /^Looks like a host name without a scheme: write https:\/\/… or start a path with \/\.$/,
    key: 'core.target.hostOnly',
  },
  {
    pattern: /^Neither a path \(starting with \/\) nor a full URL \(https:\/\/…\)\.$/,
    key: 'core.target.neither',
  },
  { pattern: /^Not a URL: (?<reason>.*)\.$/, key: 'core.target.notUrl', nested: ['reason'] },
  {
    pattern: /^robots\.txt covers http and https URLs, not (?<scheme>.*)\.$/,
    key: 'core.target.scheme',
  },
  {
    pattern:
      /^Google reads only the first (?<kib>\d+) KiB: line (?<line>\d+) is cut short and everything after it is ignored\.$/,
    key: 'core.ignored.midLine',
  },
  {
    pattern:
      /^Google reads only the first (?<kib>\d+) KiB: line (?<line>\d+) and everything after it are ignored\.$/,
    key: 'core.ignored.fromLine',
  },
  {
    pattern:
      /^The \* group \(line (?<starLines>[\d, ]+)\) was not used: a group names this crawler \((?<named>[^)]*)\), and a crawler obeys only its own group; nothing is inherited from \*\.$/,
    key: 'core.group.starUnused',
    nested: ['named'],
  },
  { pattern: /^line (?<line>\d+)(?<more>(?:, line \d+)*)$/, key: 'core.group.lines' },
];

/** One of core's English sentences in the page's language; the sentence itself if unknown. */
export function coreMessage(english: string): string {
  for (const { pattern, key, nested = [] } of PATTERNS) {
    const match = pattern.exec(english);
    if (!match) continue;
    const { tail, part, ...groups } = match.groups ?? {};
    const params: Record<string, string> = { ...groups };
    for (const name of nested) params[name] = coreMessage(params[name] ?? '');
    if (key === 'core.group.lines') {
      const numbers = english.match(/\d+/g) ?? [];
      return t(key, { lines: numbers.join(', ') });
    }
    const text = t(key, params);
    // A refused token may end with the part Google would match: a sentence of its own.
    return tail ? `${text}${t('core.token.part', { part: part ?? '' })}` : text;
  }
  return english;
}
