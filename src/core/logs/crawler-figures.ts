/**
 * Small readings of the `logs` answer the Crawlers tab, the Overview and the report share: status codes
 * grouped by class, a crawler's days in order, the crawlers a user may join with the sitemaps,
 * and how many days the logs cover. Pure, so they are tested without a page.
 */
import type { LogsAnswer } from './logs-answer';

/** `{ '200': 5, '301': 1, '404': 2 }` → `[['2xx', 5], ['3xx', 1], ['4xx', 2]]`. */
export function statusClasses(status: Readonly<Record<string, number>>): [string, number][] {
  const classes = new Map<string, number>();
  for (const [code, count] of Object.entries(status)) {
    const name = `${code.charAt(0)}xx`;
    classes.set(name, (classes.get(name) ?? 0) + count);
  }
  return [...classes].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** A crawler's requests per UTC day, in order (the summary's keys are sorted already). */
export function dailyRequests(
  logs: LogsAnswer,
  crawler: string,
): { day: string; requests: number }[] {
  const key = Object.keys(logs.crawlers).find(
    (name) => name.toLowerCase() === crawler.toLowerCase(),
  );
  const days = key === undefined ? {} : logs.crawlers[key]!.days;
  return Object.entries(days).map(([day, requests]) => ({ day, requests }));
}

/** The crawlers the sitemaps may be joined with: known ones (no claimant, no catch-all). */
export function joinableCrawlers(logs: LogsAnswer): string[] {
  return Object.entries(logs.crawlers)
    .filter(([key, crawler]) => crawler.kind !== 'unknown-bot' && !key.includes(':'))
    .sort(([, a], [, b]) => b.requests - a.requests)
    .map(([key]) => key);
}

const dayMs = 86_400_000;

/** Days from the first to the last dated request of any crawler, both counted; 0 when none. */
export function logWindowDays(logs: LogsAnswer): number {
  let first: string | undefined;
  let last: string | undefined;
  for (const crawler of Object.values(logs.crawlers))
    for (const day of Object.keys(crawler.days)) {
      if (first === undefined || day < first) first = day;
      if (last === undefined || day > last) last = day;
    }
  if (first === undefined || last === undefined) return 0;
  return Math.round((Date.parse(last) - Date.parse(first)) / dayMs) + 1;
}
