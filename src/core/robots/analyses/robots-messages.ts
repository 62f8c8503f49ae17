/**
 * What the robots.txt workbench says about its inputs (why a site, a test URL, a crawler
 * token or an expectation line was refused; where Google's 500 KiB limit cut the file; why
 * the `*` group was not used), as a code and its values. Core words none of it: the page's
 * catalog and the command line's word each code (key `core.<code>`) in the reader's
 * language, so no English crosses from core or the worker to the page.
 */

export const RobotsMessageCode = {
  urlNoScheme: 'url.noScheme',
  urlBadPort: 'url.badPort',
  urlNoHost: 'url.noHost',
  urlBadHost: 'url.badHost',
  siteEmpty: 'site.empty',
  siteInvalid: 'site.invalid',
  siteScheme: 'site.scheme',
  expectKeyword: 'expect.keyword',
  expectFields: 'expect.fields',
  expectTooMany: 'expect.tooMany',
  /** A `block` expectation for a fetcher that does not read robots.txt: no rule keeps it out. */
  expectNotApplicable: 'expect.notApplicable',
  tokenEmpty: 'token.empty',
  tokenSpace: 'token.space',
  tokenNonAscii: 'token.nonAscii',
  tokenDigit: 'token.digit',
  tokenChar: 'token.char',
  /** Follows a refused token: the part of it Google would compare. */
  tokenPart: 'token.part',
  targetEmpty: 'target.empty',
  targetSpace: 'target.space',
  targetControl: 'target.control',
  targetNotHttp: 'target.notHttp',
  targetHostOnly: 'target.hostOnly',
  targetNeither: 'target.neither',
  targetNotUrl: 'target.notUrl',
  targetScheme: 'target.scheme',
  ignoredMidLine: 'ignored.midLine',
  ignoredFromLine: 'ignored.fromLine',
  groupStarUnused: 'group.starUnused',
  /** A list of line numbers ("line 3, 7"), inside groupStarUnused. */
  groupLines: 'group.lines',
} as const;
export type RobotsMessageCode = (typeof RobotsMessageCode)[keyof typeof RobotsMessageCode];

/** A value of a message: text as typed, a number, or a message of its own (the reason inside). */
export type RobotsMessageParam = string | number | RobotsMessage;

export interface RobotsMessage {
  readonly code: RobotsMessageCode;
  readonly params?: Readonly<Record<string, RobotsMessageParam>>;
  /** A sentence that follows this one (a refused token's tokenPart). */
  readonly then?: RobotsMessage;
}

/** A message of `code`, with `params` when it has values. */
export function robotsMessage(
  code: RobotsMessageCode,
  params?: Readonly<Record<string, RobotsMessageParam>>,
): RobotsMessage {
  return params ? { code, params } : { code };
}
