/**
 * The AI posture across sites as a table: a row per AI crawler, grouped by what its fetches
 * feed, a column per site. Each cell is the short word the command line prints (all, some,
 * none, n/a) with its deciding lines, and, for a screen reader, the whole sentence with the
 * crawler, the site and any contradiction. The table scrolls inside its own box, which takes
 * the keyboard's focus so its arrows scroll it.
 */
import {
  aiCrawlers,
  type AiCrawlerPurpose,
  type ListedAiCrawler,
} from '../../core/robots/analyses/ai-crawlers';
import { t } from '../../i18n/i18n';
import type { PostureColumn } from './posture-columns';
import { accessWord, cellDescription, decidingLines, linesWords } from './posture-words';

/** The groups of rows: who may train on the site first, then who shows it, then the rest. */
const PURPOSES: readonly AiCrawlerPurpose[] = [
  'training',
  'ai-search',
  'user-fetch',
  'ads',
  'control-token',
];

interface Props {
  columns: readonly PostureColumn[];
}

export function PostureMatrix({ columns }: Props) {
  return (
    <div
      className="table-scroll posture-scroll"
      tabIndex={0}
      role="group"
      aria-label={t('posture.page.caption')}
    >
      <table className="posture-table">
        <caption>{t('posture.page.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('posture.crawler')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.site.documentId}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {PURPOSES.map((purpose) => (
          <tbody key={purpose}>
            <tr className="posture-group">
              <th scope="rowgroup" colSpan={columns.length + 1}>
                {t(`aiCrawlers.purpose.${purpose}`)}
              </th>
            </tr>
            {aiCrawlers
              .filter((crawler) => crawler.purpose === purpose)
              .map((crawler) => (
                <CrawlerRow key={crawler.token} crawler={crawler} columns={columns} />
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function CrawlerRow({
  crawler,
  columns,
}: {
  crawler: ListedAiCrawler;
  columns: readonly PostureColumn[];
}) {
  // Cells come in ai-crawlers.ts order (core posture.ts).
  const index = aiCrawlers.indexOf(crawler);
  return (
    <tr>
      <th scope="row">
        <code>{crawler.token}</code>
      </th>
      {columns.map((column) => {
        const cell = column.cells[index];
        if (cell === undefined) return <td key={column.site.documentId} />;
        const lines = decidingLines(cell);
        return (
          <td key={column.site.documentId} aria-description={cellDescription(cell, column.label)}>
            <span className={`posture-access posture-${cell.access}`}>{accessWord(cell)}</span>
            {lines.length > 0 && <span className="where">{linesWords(lines)}</span>}
            {cell.contradictions.length > 0 && (
              <span className="posture-against">{t('posture.page.contradicted')}</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
