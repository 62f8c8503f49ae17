/**
 * The params each problem code's producers pass, read from their call sites (the file beside
 * each entry), as data for the catalog test (catalog-render.test.ts): every code renders with
 * each shape its producer can emit, an optional fact absent included, in every language. A code
 * added to core without an entry here fails tsc (the table is keyed by `ProblemCode`).
 *
 * Values are representative; what is tested is which names are given. A shape names the
 * params as its producer passes them (`reason` and its values, never the worded `detail`,
 * which problem-texts.ts makes from the reason in each language).
 */
import { archiveReasons } from '../../src/core/archive/archive-reasons';
import { templateArguments } from '../../src/core/problems/problem-code-info';
import type { ProblemCode } from '../../src/core/problems/registry';
import { hreflangReasons } from '../../src/core/sitemap/entry-checks';
import { xmlErrorReasons } from '../../src/core/xml/xml-events';

export type ProducedParams = Readonly<Record<string, string | number>>;

/** Names whose values are numbers (counts, lines, sizes: a plural or a grouped number). */
const NUMBERS = new Set([
  'bytes',
  'clusterCount',
  'count',
  'coverage',
  'dated',
  'dateOnly',
  'depth',
  'distinct',
  'firstLine',
  'future',
  'invalid',
  'length',
  'limit',
  'limitBytes',
  'limitUrls',
  'line',
  'links',
  'max',
  'method',
  'mismatches',
  'offset',
  'rows',
  'share',
  'size',
  'status',
  'total',
  'urls',
  'windowSeconds',
  'withLastmod',
]);

/** A representative value of a param by its name. */
const sample = (name: string): string | number => (NUMBERS.has(name) ? 12 : `${name}-value`);

/** A shape giving each name its representative value (and `fixed` as they are). */
function given(names: readonly string[], fixed: ProducedParams = {}): ProducedParams {
  return { ...Object.fromEntries(names.map((name) => [name, sample(name)])), ...fixed };
}

/**
 * One shape per reason a producer may send with the code (`{ reason, …its values }`, as
 * xml-events.ts, archive-reasons.ts `failureParams`, entry-checks.ts and hreflang-analysis.ts
 * send them), and the `detail` core fills itself where no reason code exists (an error's own
 * text: archive-reasons.ts `failureParams`, ingest-files.ts). Each reason's values are the ones
 * its English template names.
 */
function reasonShapes(
  reasons: Readonly<Record<string, string>>,
  beside: readonly string[] = [],
): ProducedParams[] {
  return [
    given(beside, { detail: 'an error as thrown' }),
    ...Object.entries(reasons).map(([reason, template]) =>
      given([...beside, ...templateArguments(template)], { reason }),
    ),
  ];
}

/** The crawl join's row problems (crawl-join.ts `rowParams`): status and target known or not. */
const withStatus = [
  given(['status'], { hasStatus: 'yes' }),
  given([], { status: 0, hasStatus: 'no' }),
];
const withStatusAndTarget = withStatus.flatMap((shape) => [
  { ...shape, target: 'https://example.com/target', hasTarget: 'yes' },
  { ...shape, target: '—', hasTarget: 'no' },
]);
/** A "-listed" code's target is known: it is the listed URL (crawl-join.ts). */
const withListedTarget = withStatus.map((shape) => ({
  ...shape,
  target: 'https://example.com/target',
  hasTarget: 'yes',
}));

/** fetch-failure-problem.ts: every argument given, with stand-ins, for each failure key. */
const FETCH_FAILURES = [
  'http_status',
  'timeout',
  'deadline',
  'network',
  'body_cut',
  'too_many_redirects',
  'redirect_loop',
  'other_host_redirect',
  'not_http_redirect',
  'private_address',
  'file_bytes_cap',
  'total_bytes_cap',
  'refused',
  'no_such_host',
  'headers_too_large',
  'not_http',
  'tls',
];

export const PRODUCED_PARAMS: { readonly [Code in ProblemCode]: readonly ProducedParams[] } = {
  // xml-tokenizer.ts, via sitemap-xml-handler.ts `{ ...params, reason }`
  'xml-malformed': reasonShapes(xmlErrorReasons),
  'entity-declaration': reasonShapes(xmlErrorReasons),
  truncated: [...reasonShapes(xmlErrorReasons), ...reasonShapes(archiveReasons)],
  'nesting-too-deep': [given(['limit'], { reason: 'nesting-too-deep' })],
  'external-entity': reasonShapes(xmlErrorReasons),
  'unknown-entity': [given(['name'], { reason: 'unknown-entity' })],
  'leading-whitespace': [{ reason: 'leading-whitespace' }, {}],
  // sitemap-xml-handler.ts, byte-sitemap-reader.ts, text-sitemap-reader.ts, document-sink.ts
  'too-many-urls': [given(['count'])],
  'too-large': [given(['bytes'])],
  'encoding-not-utf8': [given(['encoding'])],
  'invalid-utf8': [given(['count'])],
  'namespace-missing': [given(['element', 'namespace', 'expected'])],
  'not-a-sitemap': [given(['element'])],
  'html-page': [given(['title']), { title: '(none)' }],
  'namespace-mixed': [given(['element', 'root', 'namespace'])],
  'empty-sitemap': [{}],
  'namespace-undeclared': [given(['prefix'])],
  'news-too-many': [given(['count'])],
  'extension-incomplete': [given(['element', 'missing'])],
  // entry-builder.ts, loc-checks.ts, entry-checks.ts
  'loc-missing': [{}],
  'loc-too-long': [given(['length'])],
  'loc-not-absolute': [given(['loc'])],
  'loc-whitespace': [{}],
  'lastmod-invalid': [given(['value'])],
  'lastmod-future': [given(['value'])],
  'lastmod-implausible': [given(['value'])],
  'changefreq-invalid': [given(['value'])],
  'priority-invalid': [given(['value'])],
  'text-line-not-url': [given(['value'])],
  'image-too-many': [given(['count'])],
  'hreflang-invalid': reasonShapes(hreflangReasons),
  'news-date-invalid': [given(['value'])],
  'news-name-empty': [{}],
  'feed-date-invalid': [given(['value'])],
  // url-scope.ts
  'loc-out-of-scope': [given(['count', 'total', 'base', 'loc'])],
  // url-store.ts (`firstPlace`), streamed/kept-duplicates.ts
  'duplicate-url': [given(['count', 'firstFile', 'firstLine'])],
  // problem-sink.ts, session-problems.ts, hreflang-problem-sink.ts, hreflang-robots.ts
  'problems-capped': [given(['count', 'code'])],
  // generator-lint.ts
  'author-archives-listed': [given(['count'])],
  'numbered-siblings-overlap': [given(['count', 'sibling'])],
  // inflate-whole.ts `{ ...failureParams(failure), bytes }`, inflate-steps.ts
  'inflate-limit': [given(['bytes', 'detail']), ...reasonShapes(archiveReasons, ['bytes'])],
  // input-documents.ts
  'store-full': [given(['file', 'count', 'limitUrls', 'limitBytes'])],
  // archive-stages.ts, zip-reader.ts, tar-reader.ts, checked-gunzip.ts (`failureParams`)
  'decompression-failed': reasonShapes(archiveReasons),
  'zip-entries-overlap': [given(['count'])],
  unreadable: reasonShapes(archiveReasons),
  // fetch-failure-problem.ts
  'fetch-failed': FETCH_FAILURES.map((failure) =>
    given(['status', 'bytes'], { failure, landed: '—', errorCode: '—' }),
  ),
  // left-out-child.ts `leftOutProblem`
  'index-child-left-out': (['skip', 'follow'] as const).map((option) =>
    given(['patterns'], { option }),
  ),
  // tree-builder.ts
  'nested-index': [given(['loc'])],
  'index-child-missing': [given(['loc', 'expected'])],
  'index-child-out-of-scope': [given(['loc', 'base'])],
  'index-cycle': [given(['path'])],
  // lastmod-verdict.ts `judgeLastmod`, via lastmod-problems.ts
  'lastmod-absent': [given(['withLastmod', 'rows', 'coverage'])],
  // core/page-check/page-check-problems.ts
  'lastmod-generation-time-by-pages': [
    given(['contradicted', 'comparable', 'share', 'newer', 'older']),
  ],
  'lastmod-contradicted-by-pages': [
    given(['contradicted', 'comparable', 'share', 'newer', 'older']),
  ],
  'last-modified-is-response-time': [given(['pages'])],
  'lastmod-generation-time': [
    given(['clusterCount', 'dated', 'share', 'windowSeconds'], {
      instant: '2026-01-01T00:00:00.000Z',
    }),
  ],
  'lastmod-few-distinct': [given(['distinct', 'dated'])],
  'lastmod-future-dates': [given(['future', 'dated', 'share'])],
  'lastmod-date-only': [given(['dateOnly', 'dated'])],
  'lastmod-index-mismatch': [given(['mismatches'])],
  'lastmod-invalid-share': [given(['invalid', 'withLastmod', 'share'])],
  // crosscheck-problem.ts
  'url-blocked-by-robots': [given(['agent', 'line'])],
  // robots lint: lint.ts, lint-preferences.ts, lint-groups.ts, lint-crawlers.ts,
  // lint-disallow-all.ts
  'not-robots-txt': ['html', 'xml', 'json', 'binary'].map((kind) => ({ kind })),
  'not-utf8': [given(['line'])],
  'nul-byte': [given(['line'])],
  'size-limit': [given(['bytes', 'line'])],
  'size-limit-cuts-line': [given(['line', 'read'])],
  'line-too-long': [given(['line'], { bytes: 'more than 2083' })],
  'missing-colon': [given(['key', 'line'])],
  'key-typo': [given(['key', 'record'])],
  'key-prefix': [given(['key', 'record'])],
  'noindex-ignored': [given(['key'])],
  'record-ignored': [given(['key'])],
  'record-unknown': [given(['key', 'line'])],
  'ai-preference': [given(['key', 'line'])],
  'preference-parse-failed': [given(['key', 'line', 'value'])],
  'preference-unknown-key': [given(['record', 'line', 'key', 'value', 'spec'])],
  'preference-unknown-value': [given(['record', 'line', 'key', 'value', 'values'])],
  'preference-old-label': [
    given(['record', 'line', 'key', 'value', 'draft']),
    given(['record', 'line', 'key', 'value'], { draft: '' }),
  ],
  'preference-repeated': [given(['record', 'line', 'key', 'value'])],
  'preference-outside-group': [given(['key', 'line'])],
  'preference-under-disallow': [given(['line', 'path', 'rule', 'agents', 'preferences'])],
  'preference-scope-differs': [given(['key', 'line', 'agents'])],
  'policy-group': [given(['line', 'label', 'namespace', 'name'])],
  'usage-policy-line': [given(['key', 'line', 'spec']), given(['key', 'line'], { spec: '' })],
  'group-for-non-reader': [given(['agent', 'line', 'operator'])],
  'line-not-understood': [given(['line'])],
  'no-groups': [{}],
  'rule-outside-group': [given(['record', 'line'])],
  'user-agent-cut': [given(['value', 'token'])],
  'user-agent-empty': [given(['value'])],
  'group-empty': [given(['agents', 'line'])],
  'user-agent-merged': [given(['value', 'line', 'key'])],
  'global-rules-dropped': [given(['agent', 'line', 'count', 'rules'])],
  'disallow-all': [given(['rule', 'agent', 'line'])],
  'disallow-all-other-crawlers': [given(['rule', 'agents', 'count', 'line'])],
  'disallow-empty': [given(['line'])],
  'allow-redundant': [given(['line'])],
  'rule-duplicate': [given(['line', 'other'])],
  'rule-shadowed': [given(['line', 'other', 'otherRule'])],
  'regex-syntax': [given(['snippet', 'value', 'line'])],
  'dollar-not-at-end': [given(['value', 'line'])],
  'value-not-path': [given(['value', 'line'])],
  'value-whitespace': [given(['value', 'line'])],
  'sitemap-not-absolute': [given(['url', 'line'])],
  'lint-capped': [given(['code', 'count'])],
  // hreflang-analysis.ts, hreflang-robots.ts
  'hreflang-no-return': [given(['hreflang', 'href'])],
  'hreflang-missing-self': [given(['url', 'links'])],
  'hreflang-invalid-code': [
    given(['hreflang', 'href'], { reason: 'hreflang-code-slip', suggestion: 'en-GB' }),
    given(['hreflang', 'href'], { reason: 'hreflang-code-unknown', suggestion: '' }),
  ],
  'hreflang-conflict': [given(['hreflang', 'href', 'other'], { other: 'https://example.com/b' })],
  'hreflang-target-not-listed': [given(['hreflang', 'href'])],
  'hreflang-target-blocked': [given(['hreflang', 'href', 'agent', 'line'])],
  'hreflang-no-x-default': [given(['url', 'urls'])],
  // crawl-reader.ts, crawl-table.ts
  'crawl-binary': [{ line: '3' }],
  'crawl-empty': [{}],
  'crawl-not-utf8': [
    { line: '3', readAs: 'windows1252' },
    { line: '3', readAs: 'utf8' },
  ],
  'crawl-bad-quotes': [{ line: '3' }],
  'crawl-malformed': [given(['max', 'rows'])],
  'crawl-table-full': [given(['count', 'limitBytes'])],
  'crawl-record-too-long': [given(['max'])],
  'crawl-unknown-columns': [given(['columns'])],
  'crawl-too-many-rows': [given(['max'])],
  'crawl-bad-url': [given(['value'])],
  // crawl-join.ts `rowCoverageProblem`, `unlistedPageProblems`
  'crawl-sitemap-not-crawled': [{}],
  'crawl-not-in-sitemaps': [{}],
  'crawl-sitemap-client-error': withStatus,
  'crawl-sitemap-server-error': withStatus,
  'crawl-sitemap-redirect': withStatusAndTarget,
  'crawl-sitemap-redirect-listed': withListedTarget,
  'crawl-sitemap-noindex': withStatus,
  'crawl-sitemap-canonicalised': withStatusAndTarget,
  'crawl-sitemap-canonicalised-listed': withListedTarget,
  'crawl-sitemap-robots-blocked': withStatus,
  'crawl-sitemap-not-indexable': withStatus,
  // src/core/logs/log-problems.ts
  'log-malformed-lines': [given(['count', 'total'])],
  'log-file-cut': reasonShapes(archiveReasons).map((shape) => ({ ...shape, file: 'file-value' })),
  'log-ai-crawler-disallowed': [given(['count', 'crawlers'])],
  'log-crawler-unverified': [given(['count', 'crawlers'])],
  'log-sitemap-url-never-fetched': [given(['count', 'total', 'agent'])],
};
