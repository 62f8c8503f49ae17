/**
 * What a crawler does when fetching /robots.txt answers a given HTTP status, and for how long:
 * RFC 9309 §2.3.1 (https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1) and Google's
 * documented handling ("How Google interprets the robots.txt specification", HTTP status
 * codes). Texts are English templates keyed by a stable code, like the lint codes.
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
    readonly message: string;
    readonly phases: readonly RobotsStatusPhase[];
  };
  /** RFC 9309's rule, when it differs from or adds to Google's. */
  readonly rfc: { readonly code: RobotsStatusCode; readonly message: string };
  /** Google may cache a robots.txt (any answer) for up to this many hours. */
  readonly cacheHours: number;
}

export const robotsStatusTexts = {
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
} as const;

export type RobotsStatusCode = keyof typeof robotsStatusTexts;

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

const text = <C extends RobotsStatusCode>(code: C): { code: C; message: string } => ({
  code,
  message: robotsStatusTexts[code],
});

/** Plain words for each phase effect, for a timeline ("0–12 h: crawls nothing"). */
export const robotsStatusEffectTexts = {
  'follow-rules': 'Crawls by the rules in the file.',
  'follow-redirect': 'Follows the redirect and uses the rules of the file it lands on.',
  'allow-all': 'Crawls everything, as if there were no robots.txt.',
  'disallow-all': 'Crawls nothing on the site.',
  unknown: 'Behaviour not defined.',
  'use-cached-copy':
    'Uses the last robots.txt it fetched successfully (crawls nothing if it has none).',
  'allow-all-if-site-available':
    'Crawls as if there were no robots.txt when the rest of the site answers; crawls nothing otherwise.',
} as const satisfies Record<RobotsStatusPhase['effect'], string>;

/** The answers the "If the server answers…" choice offers, in order, with their labels. */
export const robotsStatusChoices: readonly {
  readonly status: number | 'unreachable';
  readonly label: string;
}[] = [
  { status: 200, label: '200 OK' },
  { status: 301, label: '3xx redirect (301, 302, 307, 308)' },
  { status: 404, label: '404 Not Found' },
  { status: 410, label: '410 Gone' },
  { status: 429, label: '429 Too Many Requests' },
  { status: 500, label: '500 Internal Server Error' },
  { status: 503, label: '503 Service Unavailable' },
  { status: 'unreachable', label: 'Unreachable (timeout, DNS or connection error)' },
];

/** What `status` means for a robots.txt fetch; `unreachable` for no HTTP answer at all. */
export function robotsStatusMeaning(status: number | 'unreachable'): RobotsStatusMeaning {
  const base = { status, cacheHours };
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
