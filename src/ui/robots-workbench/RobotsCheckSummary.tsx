/**
 * How many stored (sitemap) URLs the chosen robots.txt blocks for the chosen crawler, and the
 * lines responsible, most URLs first: Search Console's "URL blocked by robots.txt", before
 * Google finds it. The worker checks every URL; this only shows its answer.
 */
import { t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { useRobotsCheck } from './useRobotsAnswers';
import './robots-workbench.css';

/** Lines listed; the rest are in the Problems view's occurrences. */
const LINES_SHOWN = 5;

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  check: RobotsCheck;
}

export function RobotsCheckSummary({ client, dataVersion, check }: Props) {
  const answer = useRobotsCheck(client, check, dataVersion);
  let body;
  if (!answer) body = <p className="hint">{t('crosscheck.checking')}</p>;
  else if (!answer.robots) body = <p className="hint">{t('crosscheck.noRobots')}</p>;
  else {
    const { agent, counts, blockingLines } = answer;
    const robots = answer.robots.name;
    body = (
      <>
        <p>
          {counts.blocked === 0
            ? t('crosscheck.noneBlocked', { agent, robots })
            : t('crosscheck.blocked', { count: counts.blocked, agent, robots })}
        </p>
        {blockingLines.length > 0 && (
          <ul>
            {blockingLines.slice(0, LINES_SHOWN).map((line) => (
              <li key={line.line}>
                {t('crosscheck.line', {
                  line: line.line,
                  rule: line.rule ? `(${line.rule})` : '',
                  count: line.count,
                })}
              </li>
            ))}
          </ul>
        )}
        {counts.notCovered > 0 && answer.robots.site && (
          <p className="hint">
            {t('crosscheck.notCovered', { count: counts.notCovered, site: answer.robots.site })}
          </p>
        )}
      </>
    );
  }
  return (
    <section className="crosscheck-summary" aria-label={t('crosscheck.label')}>
      {body}
    </section>
  );
}
