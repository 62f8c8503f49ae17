/**
 * The **Crawl coverage** region: the control to add a crawl export, the three
 * figures with their shares, the reasons listed URLs are not indexable as a small bar chart,
 * and the counts per section and per sitemap file, all from the worker's `crawlCoverage`
 * answer. An export of unknown shape opens the mapping dialog.
 */
import { percentOf } from '../../core/percent';
import { useId, useState, type ReactNode } from 'react';
import { readableUrl } from '../../core/analysis/readable-url';
import { REASON_CODES } from '../../core/crawl/crawl-join';
import { NON_INDEXABLE_REASONS } from '../../core/crawl/crawl-verdict';
import type { CoverageCounts, CoverageView } from '../../worker/protocol/crawl';
import { currentLocale, formatNumber, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import { requestErrorText } from '../worker-client/request-error-text';
import { problemMessage } from '../../i18n/problem-texts';
import { CrawlMappingDialog } from './CrawlMappingDialog';
import { SectionUrl } from './SectionUrl';
import { FileButton } from '../input/FileButton';
import { listingsBeyondDistinct } from './distinct-listings';
import type { CrawlState } from './useCrawl';

interface Props {
  crawl: CrawlState;
  /** Its copy is in this browser's storage (storage/useKeptWorkspace.ts). */
  isKept: boolean;
  /** Shows the URL table filtered to one of the join's problem codes. */
  onShowUrls(code: string): void;
  /** Shows the Problems tab (the crawled pages no sitemap lists are only there). */
  onShowProblems(): void;
}

function percent(part: number, whole: number): string {
  return `${percentOf(part, whole).toLocaleString()}%`;
}

export function CrawlCoverage({ crawl, isKept, onShowUrls, onShowProblems }: Props) {
  const headingId = useId();
  const file = crawl.answer?.file ?? null;
  const coverage = crawl.answer?.coverage ?? null;
  return (
    <section className="crawl-coverage" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('crawl.heading')}</h2>
      {!file && !crawl.isReading && !crawl.failure && (
        <p className="empty-state">{t('empty.coverage')}</p>
      )}
      <p className="hint">{t('crawl.intro')}</p>
      <div className="upload">
        <FileButton
          label={t('crawl.upload')}
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) crawl.open(chosen);
            event.target.value = '';
          }}
        />
        {file && (
          <button type="button" onClick={crawl.remove}>
            {t('crawl.remove')}
          </button>
        )}
      </div>
      <p role="status">
        {joinSentences(currentLocale(), [
          crawl.isReading
            ? t('crawl.reading')
            : crawl.failure
              ? t('crawl.failed', { detail: requestErrorText(crawl.failure) })
              : file
                ? t('crawl.file', {
                    name: file.name,
                    shape: file.shape ? t(`crawl.shape.${file.shape}`) : '…',
                    rows: file.rows,
                    urls: file.urls,
                  })
                : '',
          file && isKept && !crawl.isReading ? t('crawl.kept') : '',
        ])}
      </p>
      {file && !crawl.isReading && (file.issue !== undefined || file.isReasonMissing) && (
        <p className="crawl-file-issue">
          {file.issue !== undefined ? t('crawl.issue', { issue: file.issue }) : t('crawl.noIssue')}
        </p>
      )}
      {file && file.problems.length > 0 && (
        <ul className="crawl-file-problems">
          {file.problems.slice(0, 5).map((problem, index) => (
            <li key={index} className={`severity-${problem.severity}`}>
              {problemMessage(problem)}
            </li>
          ))}
        </ul>
      )}
      {coverage && (
        <CoverageFigures
          coverage={coverage}
          onShowUrls={onShowUrls}
          onShowProblems={onShowProblems}
        />
      )}
      {crawl.pending && (
        <CrawlMappingDialog
          header={crawl.pending.header}
          onApply={crawl.applyMapping}
          onCancel={crawl.cancelMapping}
        />
      )}
    </section>
  );
}

function CoverageFigures({
  coverage,
  onShowUrls,
  onShowProblems,
}: {
  coverage: CoverageView;
  onShowUrls(code: string): void;
  onShowProblems(): void;
}) {
  if (coverage.sitemapUrls === 0) return <p className="hint">{t('crawl.noSitemaps')}</p>;
  const figures = [
    ['crawl.notCrawled', coverage.sitemapNotCrawled, coverage.sitemapUrls],
    ['crawl.notInSitemaps', coverage.crawledNotInSitemaps, coverage.crawlUrls],
    ['crawl.nonIndexable', coverage.sitemapNonIndexable, coverage.sitemapUrls],
  ] as const;
  const listings = listingsBeyondDistinct(coverage);
  return (
    <>
      <h3 className="visually-hidden">{t('crawl.figures')}</h3>
      <dl className="crawl-figures">
        {figures.map(([key, count, total]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>
              <strong>{formatNumber(count)}</strong>{' '}
              <span className="hint">
                {t('crawl.share', { share: percent(count, total), total: formatNumber(total) })}
              </span>
            </dd>
            {count > 0 && (
              <FigureAction
                figure={key}
                count={count}
                onShowUrls={onShowUrls}
                onShowProblems={onShowProblems}
              />
            )}
          </div>
        ))}
      </dl>
      {listings !== undefined && (
        <p className="hint crawl-distinct">
          {t('crawl.distinct', {
            total: formatNumber(coverage.sitemapUrls),
            listings: formatNumber(listings),
          })}
        </p>
      )}
      <NonIndexableReasons coverage={coverage} onShowUrls={onShowUrls} />
      <p className="hint">
        {joinSentences(currentLocale(), [
          t('crawl.targetsListed', {
            redirects: coverage.redirectTargetsListed,
            canonicals: coverage.canonicalsListed,
          }),
          t('crawl.folded', { count: coverage.foldedMatches }),
        ])}
      </p>
      <CountsTable
        heading={t('crawl.bySection')}
        groupHeading={t('crawl.column.section')}
        groups={coverage.bySection}
        nameOf={(prefix) => <SectionUrl text={readableUrl(prefix).text} />}
      />
      <CountsTable
        heading={t('crawl.byFile')}
        groupHeading={t('crawl.column.file')}
        groups={coverage.byFile}
      />
    </>
  );
}

/** Where a figure leads: the URLs not crawled, or the problems of pages no sitemap lists. */
function FigureAction({
  figure,
  count,
  onShowUrls,
  onShowProblems,
}: {
  figure: 'crawl.notCrawled' | 'crawl.notInSitemaps' | 'crawl.nonIndexable';
  count: number;
  onShowUrls(code: string): void;
  onShowProblems(): void;
}) {
  if (figure === 'crawl.notCrawled')
    return (
      <dd>
        <button
          type="button"
          onClick={() => onShowUrls('crawl-sitemap-not-crawled')}
          aria-label={t('crawl.showUrlsOf', { count, what: t(figure) })}
        >
          {t('crawl.showUrls')}
        </button>
      </dd>
    );
  if (figure === 'crawl.notInSitemaps')
    return (
      <dd>
        <button
          type="button"
          onClick={onShowProblems}
          aria-label={t('crawl.showProblemsOf', { count, what: t(figure) })}
        >
          {t('crawl.showProblems')}
        </button>
      </dd>
    );
  return null;
}

/** The sitemap URLs the crawl found non-indexable, by reason, each leading to its URLs. */
function NonIndexableReasons({
  coverage,
  onShowUrls,
}: {
  coverage: CoverageView;
  onShowUrls(code: string): void;
}) {
  const largest = Math.max(1, ...NON_INDEXABLE_REASONS.map((reason) => coverage.byReason[reason]));
  return (
    <>
      <h3>{t('crawl.reasons')}</h3>
      <ul className="crawl-reasons">
        {NON_INDEXABLE_REASONS.map((reason) => (
          <li key={reason}>
            {coverage.byReason[reason] > 0 ? (
              <button
                type="button"
                className="crawl-reason-name"
                onClick={() => onShowUrls(REASON_CODES[reason])}
                aria-label={t('crawl.showUrlsOf', {
                  count: coverage.byReason[reason],
                  what: t(`crawl.reason.${reason}`),
                })}
              >
                {t(`crawl.reason.${reason}`)}
              </button>
            ) : (
              <span className="crawl-reason-name">{t(`crawl.reason.${reason}`)}</span>
            )}
            <span
              className="crawl-reason-bar"
              aria-hidden="true"
              style={{ width: `${(coverage.byReason[reason] / largest) * 100}%` }}
            />
            <span className="crawl-reason-count">{formatNumber(coverage.byReason[reason])}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

interface CountsTableProps {
  heading: string;
  /** The title of the first column: what one row is (a section, a sitemap file). */
  groupHeading: string;
  groups: readonly CoverageCounts[];
  /** How a group's key reads (a section's URL prefix as the URL table shows it). */
  nameOf?: (key: string) => ReactNode;
}

/** Rows a counts table shows until asked for all: at 390 px fifty sections made the tab 7,000 px tall. */
const GROUPS_FOLDED = 10;

function CountsTable({ heading, groupHeading, groups, nameOf = (key) => key }: CountsTableProps) {
  const [isUnfolded, setUnfolded] = useState(false);
  if (groups.length === 0) return null;
  const shown = isUnfolded ? groups : groups.slice(0, GROUPS_FOLDED);
  // In a box of its own that scrolls sideways: a section's URL prefix has no place to break,
  // and at 390 px the table widened the whole page (to 679–1,075 px).
  return (
    <div className="table-scroll">
      <table className="crawl-counts">
        <caption>{heading}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeading}</th>
            <th scope="col">{t('crawl.column.listed')}</th>
            <th scope="col">{t('crawl.column.notCrawled')}</th>
            <th scope="col">{t('crawl.column.nonIndexable')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((group) => (
            <tr key={group.key}>
              <th scope="row">{nameOf(group.key)}</th>
              <td>{formatNumber(group.listed)}</td>
              <td>{formatNumber(group.notCrawled)}</td>
              <td>{formatNumber(group.nonIndexable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length < groups.length && (
        <button type="button" onClick={() => setUnfolded(true)}>
          {t('crawl.showAll', { count: groups.length })}
        </button>
      )}
    </div>
  );
}
