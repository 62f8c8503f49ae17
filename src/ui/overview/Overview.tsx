/**
 * The answer first: one line of headline figures at the top of the results (files, URLs,
 * sitemaps, problems by severity, URLs blocked by robots.txt for the chosen crawler, the
 * lastmod verdict). Each figure says its state in words and a mark as well as a colour
 * (WCAG 1.4.1), and is a button to the tab and filter behind it.
 */
import type { ReactNode } from 'react';
import type { Severity } from '../../core/problems/problem-code-info';
import type { LastmodVerdictName } from '../../core/lastmod/lastmod-reason';
import { t } from '../../i18n/i18n';
import type { RobotsCheckAnswer } from '../../worker/protocol/robots';
import type { OverviewFigures } from './overview-figures';

/** Where a figure leads: a tab, and for some a filter on it. */
export type OverviewTarget =
  | { kind: 'tree' }
  | { kind: 'urls' }
  | { kind: 'blocked' }
  | { kind: 'robots' }
  | { kind: 'lastmod' }
  | { kind: 'crawlers' }
  | { kind: 'problems'; severity: Severity };

type Tone = 'neutral' | 'ok' | 'warning' | 'error';
/** The mark beside a state's words; hidden from assistive technology (the words say it). */
const MARK: Record<Tone, string> = { neutral: '', ok: '✓', warning: '▲', error: '✕' };
const LASTMOD_TONE: Record<LastmodVerdictName, Tone> = {
  usable: 'ok',
  doubtful: 'warning',
  unusable: 'error',
};

interface Props {
  figures: OverviewFigures;
  robots: RobotsCheckAnswer | undefined;
  lastmod: LastmodVerdictName | undefined;
  /** The page check's sampled pages and how many agree with their lastmod. */
  pagesChecked?: { count: number; agree: number };
  /** The logs' crawler against the sitemaps: listed URLs it fetched, over the logs' days. */
  crawled?: { agent: string; fetched: number; listed: number; days: number };
  onShow(target: OverviewTarget): void;
}

export function Overview({ figures, robots, lastmod, pagesChecked, crawled, onShow }: Props) {
  const { problems } = figures;
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="overview-heading">
        {t('overview.heading')}
      </h2>
      <ul className="overview-figures">
        <Figure tone="neutral" onClick={() => onShow({ kind: 'tree' })}>
          {t('overview.files', { count: figures.files })}
        </Figure>
        <Figure tone="neutral" onClick={() => onShow({ kind: 'urls' })}>
          {t('overview.urls', { count: figures.urls })}
        </Figure>
        <Figure tone="neutral" onClick={() => onShow({ kind: 'tree' })}>
          {t('overview.sitemaps', { count: figures.sitemaps })}
        </Figure>
        {problems ? (
          (['error', 'warning', 'info'] as const).map((severity) => (
            <Figure
              key={severity}
              tone={problems[severity] === 0 ? 'ok' : severity === 'info' ? 'neutral' : severity}
              onClick={() => onShow({ kind: 'problems', severity })}
            >
              {t(`overview.${severity}`, { count: problems[severity] })}
            </Figure>
          ))
        ) : (
          <li className="overview-pending">{t('overview.counting')}</li>
        )}
        {robots === undefined ? (
          <li className="overview-pending">{t('crosscheck.checking')}</li>
        ) : robots.robots === null ? (
          <Figure tone="neutral" onClick={() => onShow({ kind: 'robots' })}>
            {t('overview.noRobots')}
          </Figure>
        ) : (
          <Figure
            tone={robots.counts.blocked > 0 ? 'error' : 'ok'}
            onClick={() => onShow({ kind: 'blocked' })}
          >
            {t('overview.blocked', { count: robots.counts.blocked, agent: robots.agent })}
          </Figure>
        )}
        {lastmod && (
          <Figure tone={LASTMOD_TONE[lastmod]} onClick={() => onShow({ kind: 'lastmod' })}>
            {pagesChecked
              ? t('overview.lastmodChecked', {
                  verdict: t(`lastmod.verdict.${lastmod}`),
                  ...pagesChecked,
                })
              : t('overview.lastmod', { verdict: t(`lastmod.verdict.${lastmod}`) })}
          </Figure>
        )}
        {crawled && (
          <Figure tone="neutral" onClick={() => onShow({ kind: 'crawlers' })}>
            {t('overview.crawled', crawled)}
          </Figure>
        )}
      </ul>
    </section>
  );
}

function Figure({ tone, onClick, children }: { tone: Tone; onClick(): void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={`figure tone-${tone}`} onClick={onClick}>
        {MARK[tone] && (
          <span className="figure-mark" aria-hidden="true">
            {MARK[tone]}
          </span>
        )}
        {children}
      </button>
    </li>
  );
}
