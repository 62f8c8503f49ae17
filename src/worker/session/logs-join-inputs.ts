/**
 * What the session gives the logs to be joined with (src/core/logs/logs-answer.ts): every
 * stored sitemap URL with its lastmod, in row order, and the first robots.txt loaded with the
 * host its site names. The command line (`inspect --logs`) and the page's logs analysis both
 * take them from here, so they join the same things.
 */
import { formatLastmod } from '../../core/analysis/lastmod-format';
import type { UrlStore } from '../../core/analysis/url-store';
import type { SitemapUrl } from '../../core/logs/log-sitemap-join';
import type { LogsJoinInputs } from '../../core/logs/logs-answer';
import type { RobotsSources } from './robots-source';
import { historyOfSite } from '../../core/logs/robots-history-site';
import type { RobotsHistory } from '../../core/robots/robots-history';

/** Every stored sitemap URL with its lastmod (null when none, or unreadable), row by row. */
export function* sitemapUrls(store: UrlStore): Generator<SitemapUrl> {
  for (let row = 0; row < store.size; row++) {
    const ms = store.lastmodMs[row]!;
    const lastmod = formatLastmod(ms, store.lastmodPrecision[row]!);
    yield { url: store.loc(row), lastmodMs: lastmod ? ms : null };
  }
}

/**
 * The joins' inputs from what the session holds: no sitemap join while no URL is stored; the
 * requests judged under `history`'s versions of the robots.txt's site when it has them
 * (robots-history-site.ts), else under the robots.txt loaded.
 */
export function logsJoinInputs(
  session: { readonly store: UrlStore; readonly robots: { readonly sources: RobotsSources } },
  agent: string,
  history?: RobotsHistory,
): LogsJoinInputs {
  const robots = session.robots.sources.resolve({ kind: 'first-loaded' });
  const chosen = robots && history ? historyOfSite(history, robots.site?.host) : undefined;
  return {
    sitemapUrls: session.store.size > 0 ? sitemapUrls(session.store) : null,
    robots: robots
      ? {
          judge: chosen?.site != null ? { history: chosen.versions } : { robots: robots.robots },
          name: robots.name,
          ...(robots.site ? { host: new URL(robots.site.origin).hostname } : {}),
        }
      : null,
    agent,
  };
}
