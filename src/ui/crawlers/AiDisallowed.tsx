/**
 * The AI crawlers (purpose ai-training or ai-search) that fetched what robots.txt disallows
 * them, each beside the rule that refuses it: its line and text, for its most requested paths.
 * Under the robots.txt loaded now, or, when the workbench's history keeps versions of its
 * site, each request under the version in force on its day (src/core/logs/log-robots-history.ts);
 * the paragraph under the heading says which.
 */
import { isAiPurpose, type DisallowedPath } from '../../core/logs/log-robots-join';
import type { LogsAnswer } from '../../worker/protocol/logs';
import { t } from '../../i18n/i18n';

/** `YYYY-MM-DD` of an ISO instant: the day is what a history's version is known by here. */
const dayOf = (iso: string) => iso.slice(0, 10);

function ruleText(path: DisallowedPath): string {
  const { line, rule } = path;
  return path.savedAt
    ? t('crawlers.ai.ruleSaved', { path: path.path, line, rule, saved: dayOf(path.savedAt) })
    : t('crawlers.ai.rule', { path: path.path, line, rule });
}

export function AiDisallowed({ logs }: { logs: LogsAnswer }) {
  const robots = logs.robots;
  const ai = robots
    ? Object.entries(robots.disallowed).filter(([, found]) => isAiPurpose(found.purpose))
    : [];
  return (
    <section className="crawlers-ai" aria-label={t('crawlers.ai.heading')}>
      <h3>{t('crawlers.ai.heading')}</h3>
      {robots && (
        <p className="hint">
          {robots.history
            ? t('crawlers.ai.underHistory', {
                versions: robots.history.versions,
                from: dayOf(robots.history.from),
                to: dayOf(robots.history.to),
              })
            : t('crawlers.ai.underCurrent', { file: robots.file })}
        </p>
      )}
      {!robots ? (
        <p className="hint">{t('crawlers.ai.noRobots')}</p>
      ) : ai.length === 0 ? (
        <p>{t('crawlers.ai.none', { file: robots.file })}</p>
      ) : (
        <ul>
          {ai.map(([crawler, found]) => (
            <li key={crawler} data-crawler={crawler}>
              {t('crawlers.ai.row', { crawler, requests: found.requests, paths: found.paths })}
              {found.uncertain !== undefined && (
                <p className="hint">{t('crawlers.ai.uncertain', { requests: found.uncertain })}</p>
              )}
              <ul>
                {found.first.map((path) => (
                  <li key={path.path}>
                    <code>{ruleText(path)}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
