/**
 * The tester's matrix: one row per tested line, one column per crawler, each cell a button
 * reading `Allowed` / `Blocked` with `line N` (or "no rule matched"), `Not covered` or
 * `Invalid`. One cell is in the tab order at a time; the arrow keys move between cells
 * (WAI-ARIA grid pattern, roving tabindex), Enter or a click selects. On a phone the table
 * is laid out as a list: each URL, its verdicts under it, each named by its crawler.
 */
import { useRef, type KeyboardEvent } from 'react';
import type { RobotsExpectationResult } from '../../worker/protocol/robots-workbench';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import { groupReasonWords, kindWords, namedWords } from '../../i18n/standing-text';
import {
  expectationKey,
  lineWords,
  overrideNote,
  verdictNameOf,
  verdictWord,
} from './verdict-text';

export interface CellRef {
  row: number;
  column: number;
}

interface Props {
  answer: RobotsWorkbenchEvent;
  selected: CellRef | null;
  onSelect(cell: CellRef): void;
  expectations: ReadonlyMap<string, RobotsExpectationResult>;
}

export function VerdictMatrix({ answer, selected, onSelect, expectations }: Props) {
  const tableRef = useRef<HTMLTableElement>(null);
  const { rows, columns, statusOverride } = answer;
  if (rows.length === 0) return <p className="hint">{t('wb.matrix.empty')}</p>;
  if (columns.length === 0) return <p className="hint">{t('wb.matrix.noCrawler')}</p>;
  const focus = selected ?? { row: 0, column: 0 };

  const move = (event: KeyboardEvent, row: number, column: number) => {
    const target = cellAfterKey(event.key, { row, column }, rows.length, columns.length);
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    tableRef.current
      ?.querySelector<HTMLButtonElement>(`[data-cell="${target.row}:${target.column}"]`)
      ?.focus();
  };

  return (
    <div className="wb-matrix-scroll">
      {statusOverride && (
        <p className="wb-status-note" role="note">
          {overrideNote(statusOverride)}
        </p>
      )}
      {answer.rowCount > rows.length && (
        <p className="hint" role="note">
          {t('wb.matrix.capped', { shown: rows.length, count: answer.rowCount })}
        </p>
      )}
      <table ref={tableRef} className="wb-matrix" aria-label={t('wb.matrix.label')}>
        <thead>
          <tr>
            <th scope="col">{t('wb.matrix.url')}</th>
            {columns.map((column) => (
              <th scope="col" key={column.agent}>
                {column.agent}
                <ColumnStanding column={column} />
                <span className="hint wb-count">
                  {t('wb.matrix.blockedCount', { count: column.counts.blocked })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={`${row.line}:${row.input}`}>
              <th scope="row" className="wb-url">
                {row.input}
              </th>
              {columns.map((column, c) => (
                <MatrixCell
                  key={column.agent}
                  column={column}
                  row={r}
                  cell={c}
                  statusOverride={statusOverride}
                  expectation={expectations.get(expectationKey(column.agent, row.input))}
                  isSelected={selected?.row === r && selected.column === c}
                  isInTabOrder={focus.row === r && focus.column === c}
                  onSelect={onSelect}
                  onKeyDown={(event) => move(event, r, c)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Column = RobotsWorkbenchEvent['columns'][number];

/** WAI-ARIA grid keys: the cell a key moves to (stopping at the edges), or undefined. */
function cellAfterKey(
  key: string,
  { row, column }: CellRef,
  rowCount: number,
  columnCount: number,
): CellRef | undefined {
  const next: Record<string, CellRef> = {
    ArrowUp: { row: Math.max(0, row - 1), column },
    ArrowDown: { row: Math.min(rowCount - 1, row + 1), column },
    ArrowLeft: { row, column: Math.max(0, column - 1) },
    ArrowRight: { row, column: Math.min(columnCount - 1, column + 1) },
    Home: { row, column: 0 },
    End: { row, column: columnCount - 1 },
  };
  return next[key];
}

interface MatrixCellProps {
  column: Column;
  row: number;
  cell: number;
  statusOverride: RobotsWorkbenchEvent['statusOverride'];
  expectation: RobotsExpectationResult | undefined;
  isSelected: boolean;
  /** The one cell in the tab order (roving tabindex). */
  isInTabOrder: boolean;
  onSelect(cell: CellRef): void;
  onKeyDown(event: KeyboardEvent): void;
}

/** One verdict: the crawler's word on the row's URL, the rule line, the expectation's result. */
function MatrixCell({
  column,
  row,
  cell,
  statusOverride,
  expectation,
  isSelected,
  isInTabOrder,
  onSelect,
  onKeyDown,
}: MatrixCellProps) {
  const verdict = verdictNameOf(column.verdicts[row]);
  const rules = lineWords(verdict, column.lines[row], statusOverride);
  // A fetcher that does not read robots.txt: what the rules say is a footnote.
  const readsRobots = column.standing.readsRobots;
  const words = readsRobots
    ? rules
    : t('wb.standing.rulesSay', {
        verdict: rules ? `${verdictWord(verdict)} (${rules})` : verdictWord(verdict),
      });
  return (
    <td className={`wb-cell wb-${readsRobots ? verdict : 'not-applicable'}`}>
      {/* The crawler's name where the matrix is a list (390 px): the column
          header says it otherwise. */}
      <span className="wb-cell-agent" aria-hidden="true">
        {column.agent}
      </span>
      <button
        type="button"
        data-cell={`${row}:${cell}`}
        tabIndex={isInTabOrder ? 0 : -1}
        aria-pressed={isSelected}
        onClick={() => onSelect({ row, column: cell })}
        onKeyDown={onKeyDown}
      >
        <span className="wb-verdict">
          {readsRobots ? verdictWord(verdict) : t('wb.verdict.notApplicable')}
        </span>
        {words && <span className="wb-line"> {words}</span>}
        {expectation && (
          <span className={expectation.pass ? 'wb-pass' : 'wb-fail'}>
            {' '}
            {expectation.pass
              ? t('wb.cell.pass')
              : t('wb.cell.fail', {
                  expected:
                    expectation.expect === 'allow' ? t('wb.expect.allow') : t('wb.expect.block'),
                })}
          </span>
        )}
      </button>
    </td>
  );
}

/** Under the crawler's name: its kind, the group that applied and why, and the Named line. */
function ColumnStanding({ column }: { column: Column }) {
  const { standing, appliedToken } = column;
  const kind = kindWords(standing);
  return (
    <>
      {kind && <span className="hint wb-count">{kind}</span>}
      {standing.readsRobots ? (
        <>
          <span className="hint wb-count">{groupReasonWords(standing, appliedToken)}</span>
          <span className="hint wb-count wb-named">{namedWords(standing, appliedToken)}</span>
        </>
      ) : (
        <span className="hint wb-count">{t('wb.standing.notApplicable')}</span>
      )}
    </>
  );
}
