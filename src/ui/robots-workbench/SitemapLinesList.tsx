/**
 * The robots.txt's `Sitemap:` lines (core sitemap-lines.ts, in the worker), each marked
 * loaded (the index tree matched it to a supplied file), not loaded, or invalid with the
 * reason. Another host is a remark on a valid line (sitemaps.org cross-submission).
 */
import { useId } from 'react';
import { t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsSource, SitemapLinesAnswer } from '../../worker/protocol/robots';
import { useSitemapLines } from './useRobotsAnswers';
import './robots-workbench.css';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  robots: RobotsSource;
}

type Line = SitemapLinesAnswer['lines'][number];

export function SitemapLinesList({ client, dataVersion, robots }: Props) {
  const answer = useSitemapLines(client, robots, dataVersion);
  const headingId = useId();
  if (!answer?.robots) return null;
  return (
    <section className="sitemap-lines" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sitemapLines.heading')}</h3>
      {answer.lines.length === 0 ? (
        <p className="hint">{t('sitemapLines.none')}</p>
      ) : (
        <ul>
          {answer.lines.map((line) => (
            <li key={line.line} className={`sitemap-line status-${line.status}`}>
              <span className="line-number">{t('sitemapLines.line', { line: line.line })}</span>{' '}
              <code className="url">{line.url}</code>{' '}
              <span className="status">{statusText(line)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function statusText(line: Line): string {
  const status = t(`sitemapLines.status.${line.status}`);
  if (!line.reason) return status;
  const reason = t(`sitemapLines.reason.${line.reason}`, { host: line.host ?? '' });
  return `${status}: ${reason}`;
}
