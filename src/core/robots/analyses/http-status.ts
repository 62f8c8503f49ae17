/**
 * What a crawler does when fetching /robots.txt answers a given HTTP status, and for how long:
 * RFC 9309 §2.3.1 (https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1), Google's
 * documented handling ("How Google interprets the robots.txt specification", HTTP status
 * codes), and the other operators that document theirs (crawler-model.ts `robotsFailure`):
 * Amazon (developer.amazon.com/amazonbot: on "any other non-successful status codes (such as
 * 3XX, 4XX or 5XX)", timeouts or blocking, Amazonbot refetches or uses "a cached copy from the
 * last 30 days", then behaves "as if robots.txt does not exist"); Bing documents only that a
 * missing robots.txt allows everything (Bing webmaster blog, 2012-05-03). Core gives stable
 * codes; the words are the catalogs' (src/messages/core-*.ts).
 */

export type RobotsStatusClass = 'success' | 'redirect' | 'unavailable' | 'unreachable' | 'invalid';

/** What crawling looks like while the answer lasts. */
export type RobotsStatusEffect =
  'follow-rules' | 'follow-redirect' | 'allow-all' | 'disallow-all' | 'unknown';

export interface RobotsStatusPhase {
  /** Hours after the first failing fetch when this phase starts. */
  readonly fromHours: number;
  /** Hours when it ends; null for "until the status changes". */
  readonly toHours: number | null;
  readonly effect: RobotsStatusEffect | 'use-cached-copy' | 'allow-all-if-site-available';
}

export interface RobotsStatusMeaning {
  /** The status, or `unreachable` (no HTTP answer: timeout, DNS or connection error). */
  readonly status: number | 'unreachable';
  readonly statusClass: RobotsStatusClass;
  /** Google's behaviour. */
  readonly google: {
    readonly code: RobotsStatusCode;
    readonly phases: readonly RobotsStatusPhase[];
  };
  /** RFC 9309's rule, when it differs from or adds to Google's. */
  readonly rfc: { readonly code: RobotsStatusCode };
  /** Other operators' documented rules (crawler-model.ts `RobotsFailurePolicy`), in this order. */
  readonly operators: readonly {
    readonly policy: 'amazon' | 'bing';
    readonly code: RobotsStatusCode;
  }[];
  /** Google may cache a robots.txt (any answer) for up to this many hours. */
  readonly cacheHours: number;
}

/** Google's and RFC 9309's behaviour, by code; worded by the catalogs (src/messages/core-*.ts). */
export const robotsStatusCodes = [
  'google-2xx',
  'google-3xx',
  'google-4xx',
  'google-5xx',
  'google-429',
  'google-network',
  'google-invalid',
  'rfc-2xx',
  'rfc-3xx',
  'rfc-4xx',
  'rfc-5xx',
  'rfc-network',
  'rfc-invalid',
  'amazon-2xx',
  'amazon-failed',
  'bing-4xx',
  'bing-not-stated',
] as const;

export type RobotsStatusCode = (typeof robotsStatusCodes)[number];

/** Google: "Google generally caches the contents of robots.txt file for up to 24 hours". */
const cacheHours = 24;
/** Google / RFC 9309 §2.3.1.4: the unreachable period after which a crawler may stop assuming full disallow. */
const unreachableDays = 30;
/** Google: "Google stops crawling the site for 12 hours" after a 5xx robots.txt. */
const fullDisallowHours = 12;

const serverErrorPhases: readonly RobotsStatusPhase[] = [
  { fromHours: 0, toHours: fullDisallowHours, effect: 'disallow-all' },
  { fromHours: fullDisallowHours, toHours: unreachableDays * 24, effect: 'use-cached-copy' },
  { fromHours: unreachableDays * 24, toHours: null, effect: 'allow-all-if-site-available' },
];

const text = <C extends RobotsStatusCode>(code: C): { code: C } => ({ code });

/** Each phase effect, for a timeline ("0–12 h: crawls nothing"). */
export const robotsStatusEffects = [
  'follow-rules',
  'follow-redirect',
  'allow-all',
  'disallow-all',
  'unknown',
  'use-cached-copy',
  'allow-all-if-site-available',
] as const satisfies readonly RobotsStatusPhase['effect'][];

/** The answers the "If the server answers…" choice offers, in order (labelled by the catalogs). */
export const robotsStatusChoices: readonly { readonly status: number | 'unreachable' }[] = [
  { status: 200 },
  { status: 301 },
  { status: 404 },
  { status: 410 },
  { status: 429 },
  { status: 500 },
  { status: 503 },
  { status: 'unreachable' },
];

/** Amazon's and Bing's rules for `status` (see the file header). */
function operatorsFor(status: number | 'unreachable'): RobotsStatusMeaning['operators'] {
  const isSuccess = typeof status === 'number' && status >= 200 && status < 300;
  const isMissing = typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
  return [
    { policy: 'amazon', code: isSuccess ? 'amazon-2xx' : 'amazon-failed' },
    { policy: 'bing', code: isMissing ? 'bing-4xx' : 'bing-not-stated' },
  ];
}

/** What `status` means for a robots.txt fetch; `unreachable` for no HTTP answer at all. */
export function robotsStatusMeaning(status: number | 'unreachable'): RobotsStatusMeaning {
  const base = { status, cacheHours, operators: operatorsFor(status) };
  if (status === 'unreachable') {
    return {
      ...base,
      statusClass: 'unreachable',
      google: { ...text('google-network'), phases: serverErrorPhases },
      rfc: text('rfc-network'),
    };
  }
  if (!Number.isInteger(status) || status < 200 || status > 599) {
    return {
      ...base,
      statusClass: 'invalid',
      google: { ...text('google-invalid'), phases: serverErrorPhases },
      rfc: text('rfc-invalid'),
    };
  }
  if (status < 300) {
    return {
      ...base,
      statusClass: 'success',
      google: {
        ...text('google-2xx'),
        phases: [{ fromHours: 0, toHours: null, effect: 'follow-rules' }],
      },
      rfc: text('rfc-2xx'),
    };
  }
  if (status < 400) {
    return {
      ...base,
      statusClass: 'redirect',
      google: {
        ...text('google-3xx'),
        phases: [{ fromHours: 0, toHours: null, effect: 'follow-redirect' }],
      },
      rfc: text('rfc-3xx'),
    };
  }
  if (status === 429) {
    // Google treats 429 as a server error; RFC 9309 counts it among the 4xx "unavailable".
    return {
      ...base,
      statusClass: 'unreachable',
      google: { ...text('google-429'), phases: serverErrorPhases },
      rfc: text('rfc-4xx'),
    };
  }
  if (status < 500) {
    return {
      ...base,
      statusClass: 'unavailable',
      google: {
        ...text('google-4xx'),
        phases: [{ fromHours: 0, toHours: null, effect: 'allow-all' }],
      },
      rfc: text('rfc-4xx'),
    };
  }
  return {
    ...base,
    statusClass: 'unreachable',
    google: { ...text('google-5xx'), phases: serverErrorPhases },
    rfc: text('rfc-5xx'),
  };
}

/**
 * Google's first phase for `status` when it decides every URL's verdict instead of the rules
 * (a 4xx but 429: all allowed; a 5xx, 429 or no answer: all blocked, for `hours`); undefined
 * when the rules decide (a 2xx) or the answer is followed elsewhere (a redirect).
 */
export function statusOverride(
  status: number | 'unreachable',
): { effect: 'allow-all' | 'disallow-all'; hours: number | null } | undefined {
  const [first] = robotsStatusMeaning(status).google.phases;
  if (first?.effect !== 'allow-all' && first?.effect !== 'disallow-all') return undefined;
  return { effect: first.effect, hours: first.toHours };
}
