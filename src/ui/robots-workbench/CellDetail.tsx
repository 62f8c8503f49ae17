/**
 * The selected cell explained, beside the matrix: its verdict and deciding line, quoted with
 * the lines around it and their numbers (the editor highlights it too, and "Show in editor"
 * goes there), the group that applied and, when a specific group did, why the `*` group did
 * not; and buttons that turn the cell into an expectation.
 */
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import type { CellRef } from './VerdictMatrix';
import { verdictNameOf, verdictWithLine } from './verdict-text';
import { robotsMessageText } from '../../i18n/robots-message-text';
import { namedWords } from '../../i18n/standing-text';

interface Props {
  answer: RobotsWorkbenchEvent;
  cell: CellRef;
  /** The text the answer was for, to quote the deciding line. */
  robotsText: string;
  onExpect(expect: 'allow' | 'block', agent: string, url: string): void;
  /** Moves the editor's cursor to a line (and the page to the editor). */
  onShowLine(line: number): void;
}

/** Lines quoted on each side of the deciding line. */
const CONTEXT_LINES = 2;

function groupWords(column: RobotsWorkbenchEvent['columns'][number]): string {
  const lines = column.group.userAgents.map((ua) => ua.line).join(', ');
  const token = column.appliedToken;
  if (
    column.group.kind === 'specific' &&
    token &&
    token.toLowerCase() !== column.agent.toLowerCase()
  )
    return t('wb.detail.groupFollowed', { agent: column.agent, token, lines });
  if (column.group.kind === 'specific')
    return t('wb.detail.groupSpecific', { agent: column.agent, lines });
  if (column.group.kind === 'global')
    return t('wb.detail.groupGlobal', { agent: column.agent, lines });
  return t('wb.detail.groupNone', { agent: column.agent });
}

export function CellDetail({ answer, cell, robotsText, onExpect, onShowLine }: Props) {
  const row = answer.rows[cell.row];
  const column = answer.columns[cell.column];
  if (!row || !column) return null;
  const verdict = verdictNameOf(column.verdicts[cell.row]);
  const line = column.lines[cell.row];
  const quoted = line > 0 ? (robotsText.split('\n')[line - 1] ?? '').trim() : '';
  return (
    <section className="wb-detail" aria-label={t('wb.detail.label')}>
      <h4>{t('wb.detail.heading', { url: row.input, agent: column.agent })}</h4>
      <p>
        <strong>{verdictWithLine(verdict, line, answer.statusOverride)}</strong>
        {quoted && (
          <>
            {': '}
            <code>{quoted}</code>
          </>
        )}
      </p>
      {line > 0 && (
        <>
          <Excerpt text={robotsText} line={line} />
          <button type="button" onClick={() => onShowLine(line)}>
            {t('wb.detail.showInEditor')}
          </button>
        </>
      )}
      {row.kind === 'other-site' && (
        <p>
          {t('wb.detail.otherSite', { origin: row.detail ?? '', site: answer.site?.origin ?? '' })}
        </p>
      )}
      {row.reason && <p className="field-error">{robotsMessageText(row.reason)}</p>}
      {!column.standing.readsRobots && <p>{t('wb.standing.notApplicable')}</p>}
      <p>{groupWords(column)}</p>
      <p>{namedWords(column.standing, column.appliedToken)}</p>
      {column.globalGroupNote && <p>{robotsMessageText(column.globalGroupNote)}</p>}
      <div className="wb-buttons">
        <button type="button" onClick={() => onExpect('allow', column.agent, row.input)}>
          {t('wb.detail.expectAllow')}
        </button>
        <button type="button" onClick={() => onExpect('block', column.agent, row.input)}>
          {t('wb.detail.expectBlock')}
        </button>
      </div>
    </section>
  );
}

/** The deciding line with CONTEXT_LINES on each side, numbered as in the editor. */
function Excerpt({ text, line }: { text: string; line: number }) {
  const lines = text.split('\n');
  const first = Math.max(1, line - CONTEXT_LINES);
  const last = Math.min(lines.length, line + CONTEXT_LINES);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <pre className="wb-excerpt" aria-label={t('wb.detail.excerpt', { line })}>
      {numbers.map((number) => (
        <code key={number} className={number === line ? 'is-deciding' : undefined}>
          <span className="line-number" aria-hidden="true">
            {number}
          </span>
          {lines[number - 1]}
        </code>
      ))}
    </pre>
  );
}
