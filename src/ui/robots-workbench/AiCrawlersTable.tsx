/**
 * "AI crawlers at a glance": for each AI crawler of the dated list (core ai-crawlers.ts), who
 * runs it, what it feeds, and whether it may fetch the site root and each top-level section
 * of the loaded sitemaps (core ai-access.ts, computed in the worker), with the deciding
 * lines, and beside that access what the same group asks (Content-Signal, Content-Usage: a
 * preference, never a permission). Documentation addresses are shown as text: the page makes no request of its own.
 */
import {
  aiCrawlers,
  aiCrawlersReviewed,
  type ListedAiCrawler,
} from '../../core/robots/analyses/ai-crawlers';
import { coreText } from '../../i18n/core-texts';
import { currentLocale, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { AiAccessAnswer, RobotsSource } from '../../worker/protocol/robots';
import { useAiAccess } from './useRobotsAnswers';
import { groupReasonWords, kindWords, namedWords } from '../../i18n/standing-text';
import { CrawlerFacts } from './CrawlerFacts';
import { PreferencesCell } from './PreferencesCell';
import { SiteInUse } from './SiteInUse';
import './robots-workbench.css';

/** Sections shown as columns; a site with more shows its largest. */
const SECTION_COLUMNS = 6;

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  robots: RobotsSource;
  /** The site typed in the workbench; absent: the worker infers it. */
  site?: string;
  /** Moves focus to the workbench's Site field. */
  onChangeSite?(): void;
}

type Access = AiAccessAnswer['crawlers'][number];

export function AiCrawlersTable({
  client,
  dataVersion,
  robots,
  site: typedSite,
  onChangeSite,
}: Props) {
  const answer = useAiAccess(client, robots, dataVersion, typedSite);
  if (!answer) return <p className="hint">{t('aiCrawlers.loading')}</p>;
  if (!answer.robots) return <p className="hint">{t('aiCrawlers.noRobots')}</p>;
  const sections = answer.sections.slice(0, SECTION_COLUMNS);
  const accessOf = new Map(answer.crawlers.map((access) => [access.token, access]));
  const { name, site } = answer.robots;
  return (
    <section className="ai-crawlers">
      <p className="hint">
        {joinSentences(currentLocale(), [
          site ? t('aiCrawlers.using', { name, site }) : t('aiCrawlers.usingNoSite', { name }),
          t('aiCrawlers.reviewed', { date: aiCrawlersReviewed }),
        ])}
      </p>
      <SiteInUse robots={answer.robots} onChangeSite={onChangeSite} />
      <div className="table-scroll" tabIndex={0} role="group" aria-label={t('aiCrawlers.caption')}>
        <table className="ai-crawlers-table">
          <caption>{t('aiCrawlers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('aiCrawlers.col.token')}</th>
              <th scope="col">{t('aiCrawlers.col.operator')}</th>
              <th scope="col">{t('aiCrawlers.col.named')}</th>
              <th scope="col">{t('aiCrawlers.col.feeds')}</th>
              <th scope="col">{t('aiCrawlers.col.root')}</th>
              <th scope="col">{t('aiCrawlers.col.preferences')}</th>
              {sections.map((section) => (
                <th scope="col" key={section.path}>
                  {t('aiCrawlers.col.section', { path: section.path, count: section.urlCount })}
                </th>
              ))}
              <th scope="col">{t('aiCrawlers.col.docs')}</th>
            </tr>
          </thead>
          <tbody>
            {aiCrawlers.map((crawler) => (
              <CrawlerRow
                key={crawler.token}
                crawler={crawler}
                access={accessOf.get(crawler.token)}
                sectionCount={sections.length}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CrawlerRow({
  crawler,
  access,
  sectionCount,
}: {
  crawler: ListedAiCrawler;
  access: Access | undefined;
  sectionCount: number;
}) {
  // A fetcher that does not read robots.txt: its rules decide nothing (crawler-model.ts).
  const readsRobots = access?.standing.readsRobots ?? crawler.obeysRobots !== 'no';
  const standing = access?.standing ?? {
    kind: crawler.kind,
    readsRobots,
    reason: 'none' as const,
    isNamed: false,
  };
  return (
    <tr>
      <th scope="row">
        <code>{crawler.token}</code>
        {crawler.fetchedBy && (
          <span className="note">{t('aiCrawlers.fetchedBy', { crawler: crawler.fetchedBy })}</span>
        )}
        <span className="note">{kindWords({ ...standing, kind: crawler.kind })}</span>
        {crawler.obeysRobots === 'not-stated' && (
          <span className="note">{t('aiCrawlers.obeysNotStated')}</span>
        )}
      </th>
      <td>{crawler.operator}</td>
      <td>
        {access &&
          (readsRobots ? (
            <>
              {namedWords(access.standing, access.appliedToken)}
              <span className="note">{groupReasonWords(access.standing, access.appliedToken)}</span>
            </>
          ) : (
            t('wb.verdict.notApplicable')
          ))}
      </td>
      <td>
        {t(`aiCrawlers.purpose.${crawler.purpose}`)}
        <span className="note">{coreText('aiFeeds', crawler.token)}</span>
      </td>
      <td>
        {access &&
          (readsRobots ? (
            <AccessCell
              level={access.root.allowed ? 'allowed' : 'blocked'}
              lines={[access.root.line]}
            />
          ) : (
            <span className="access">{t('wb.standing.notApplicable')}</span>
          ))}
      </td>
      <td>{access && <PreferencesCell access={access} />}</td>
      {access?.sections.slice(0, sectionCount).map((section) => (
        <td key={section.path}>
          {readsRobots ? (
            <AccessCell level={section.level} lines={section.lines} />
          ) : (
            t('wb.verdict.notApplicable')
          )}
        </td>
      ))}
      <td className="docs">
        {crawler.docs ?? t('aiCrawlers.noDocs')}
        <CrawlerFacts crawler={crawler} />
      </td>
    </tr>
  );
}

function AccessCell({
  level,
  lines,
}: {
  level: Access['sections'][number]['level'];
  lines: readonly number[];
}) {
  const deciding = lines.filter((line) => line > 0);
  const where =
    deciding.length === 0
      ? t('aiCrawlers.noRule')
      : deciding.length === 1
        ? t('aiCrawlers.line', { line: deciding[0] })
        : t('aiCrawlers.lines', { lines: deciding.slice(0, 3).join(', ') });
  return (
    <span className={`access access-${level}`}>
      {t(`aiCrawlers.level.${level}`)} <span className="where">({where})</span>
    </span>
  );
}
