/**
 * The AI crawlers (purpose ai-training or ai-search) that fetched what the current robots.txt
 * disallows them, each beside the rule that refuses it: its line and text, for its most
 * requested paths. Under the robots.txt loaded now: the log may predate a change of it.
 */
import { isAiPurpose } from '../../core/logs/log-robots-join';
import type { LogsAnswer } from '../../worker/protocol/logs';
import { t } from '../../i18n/i18n';

export function AiDisallowed({ logs }: { logs: LogsAnswer }) {
  const robots = logs.robots;
  const ai = robots
    ? Object.entries(robots.disallowed).filter(([, found]) => isAiPurpose(found.purpose))
    : [];
  return (
    <section className="crawlers-ai" aria-label={t('crawlers.ai.heading')}>
      <h3>{t('crawlers.ai.heading')}</h3>
      {!robots ? (
        <p className="hint">{t('crawlers.ai.noRobots')}</p>
      ) : ai.length === 0 ? (
        <p>{t('crawlers.ai.none', { file: robots.file })}</p>
      ) : (
        <ul>
          {ai.map(([crawler, found]) => (
            <li key={crawler} data-crawler={crawler}>
              {t('crawlers.ai.row', { crawler, requests: found.requests, paths: found.paths })}
              <ul>
                {found.first.map((path) => (
                  <li key={path.path}>
                    <code>
                      {t('crawlers.ai.rule', { path: path.path, line: path.line, rule: path.rule })}
                    </code>
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
