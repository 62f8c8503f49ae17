/**
 * The twice-yearly robots.txt review, done against the loaded sitemaps: every rule of the file
 * with the sitemap URLs it decides for the chosen crawler, rules that decide none (each should
 * be explainable, or go), rules that miss URLs only by letter case, paths that name a place to
 * close rather than to list, and the sitemap origins that no loaded robots.txt governs. The
 * worker checks every URL (core rule-review.ts); sorting a few hundred rules is presentation.
 */
import { useId, useState, type ReactNode } from 'react';
import { currentLocale, formatNumber, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import {
  SortableHeaders,
  sortRows,
  type ColumnSort,
  type SortableColumn,
} from '../sorting/SortableHeaders';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RobotsSource, RuleReviewAnswer } from '../../worker/protocol/robots';
import { SiteInUse } from './SiteInUse';
import './robots-workbench.css';

type Rule = RuleReviewAnswer['rules'][number];

interface Column extends SortableColumn<Rule> {
  cell(rule: Rule): ReactNode;
}

const decided = (rule: Rule) => rule.allowed + rule.blocked;

/**
 * Rules listed before "Show all": the review's order puts first the rules that decide the
 * loaded URLs (rule-review.ts `reviewOrder`), so ten hold what matters, and at 390 px each
 * row is about a hundred pixels tall.
 */
const RULES_SHOWN = 10;

const COLUMNS: Column[] = [
  { key: 'line', label: 'review.col.line', value: (r) => r.line, cell: (r) => r.line },
  {
    key: 'rule',
    label: 'review.col.rule',
    value: (r) => r.value,
    cell: (r) => (
      <code>
        {r.kind === 'allow' ? 'Allow' : 'Disallow'}: {r.value}
      </code>
    ),
  },
  {
    key: 'decided',
    label: 'review.col.decided',
    value: decided,
    cell: (r) =>
      r.applies
        ? r.kind === 'allow'
          ? t('review.allowedCount', { count: r.allowed })
          : t('review.blockedCount', { count: r.blocked })
        : t('review.otherGroup'),
  },
  {
    key: 'case',
    label: 'review.col.caseOnly',
    value: (r) => r.caseOnly,
    cell: (r) => (r.caseOnly > 0 ? formatNumber(r.caseOnly) : ''),
  },
  {
    key: 'notes',
    label: 'review.col.notes',
    value: (r) => notesRank(r),
    cell: (r) => <Notes rule={r} />,
  },
];

/** Rules needing a look sort first under "Notes". */
function notesRank(rule: Rule): number {
  return (rule.caseOnly > 0 ? 4 : 0) + (rule.revealing ? 2 : 0) + (isIdle(rule) ? 1 : 0);
}

/** A rule of the crawler's group that decides no sitemap URL, not even by a case slip. */
const isIdle = (rule: Rule) => rule.applies && decided(rule) === 0 && rule.caseOnly === 0;

function Notes({ rule }: { rule: Rule }) {
  const notes: string[] = [];
  if (rule.caseOnly > 0)
    notes.push(
      t('review.note.caseOnly', { count: rule.caseOnly, url: rule.caseOnlyExample ?? '' }),
    );
  if (isIdle(rule)) notes.push(t('review.note.idle'));
  if (rule.revealing) notes.push(t('review.note.revealing', { word: rule.revealing }));
  if (notes.length === 0) return null;
  return (
    <ul className="review-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  robots: RobotsSource;
  site?: string;
  /** The workbench's crawlers; the review runs for the one picked (the first by default). */
  agents: readonly string[];
  /** Moves focus to the workbench's Site field. */
  onChangeSite?(): void;
}

export function RuleReviewTable({
  client,
  dataVersion,
  robots,
  site,
  agents,
  onChangeSite,
}: Props) {
  const id = useId();
  const [picked, setPicked] = useState<string>();
  const agent = picked && agents.includes(picked) ? picked : (agents[0] ?? 'Googlebot');
  const check = { source: robots, agent, ...(site ? { site } : {}) };
  const { answer } = useAsk(client, { type: 'ruleReview', check }, { dependsOn: dataVersion });
  return (
    <section className="rule-review" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('review.heading')}</h3>
      <p className="hint">{t('review.intro')}</p>
      {agents.length > 1 && (
        <label>
          {t('review.agent')}{' '}
          <select value={agent} onChange={(event) => setPicked(event.target.value)}>
            {agents.map((token) => (
              <option key={token}>{token}</option>
            ))}
          </select>
        </label>
      )}
      {!answer ? (
        <p className="hint" role="status">
          {t('review.checking')}
        </p>
      ) : !answer.robots ? (
        <p className="hint">{t('review.noRobots')}</p>
      ) : answer.checked + answer.notCovered === 0 ? (
        <p className="hint">{t('review.noSitemaps')}</p>
      ) : (
        <ReviewBody answer={answer} onChangeSite={onChangeSite} />
      )}
    </section>
  );
}

function ReviewBody({
  answer,
  onChangeSite,
}: {
  answer: RuleReviewAnswer;
  onChangeSite: (() => void) | undefined;
}) {
  const [sort, setSort] = useState<ColumnSort>();
  const [isAll, setAll] = useState(false);
  // Unsorted, and ties when sorted, keep the review's order (core rule-review.ts): sortRows
  // keeps the order rows come in, so the rules that decide the crawler's URLs open the list.
  const sorted = sortRows(answer.rules, COLUMNS, sort);
  // A file of hundreds of rules stays a screen or two tall until asked (sort first: the
  // rules that need a look come to the top under Notes).
  const rules = isAll ? sorted : sorted.slice(0, RULES_SHOWN);
  return (
    <>
      <ReviewSummary answer={answer} />
      {answer.robots && <SiteInUse robots={answer.robots} onChangeSite={onChangeSite} />}
      {answer.rules.length === 0 ? (
        <p className="hint">{t('review.noRules')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="group" aria-label={t('review.caption')}>
          <table className="rule-review-table">
            <caption>{t('review.caption')}</caption>
            <thead>
              <SortableHeaders
                columns={COLUMNS}
                sort={sort}
                onSort={setSort}
                // Counts open largest first: the impact is what one sorts them for.
                startsDescending={(key) => key !== 'line' && key !== 'rule'}
              />
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.line} className={rule.applies ? undefined : 'is-other-group'}>
                  {COLUMNS.map((col) => (
                    <td key={col.key}>{col.cell(rule)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer.rules.length > RULES_SHOWN && (
        <button type="button" onClick={() => setAll((old) => !old)}>
          {isAll
            ? t('review.showFewer', { count: RULES_SHOWN })
            : t('review.showAll', { count: answer.rules.length })}
        </button>
      )}
      {answer.notCovered > 0 && answer.robots?.site && (
        <p className="hint">
          {t('review.notCovered', { count: answer.notCovered, site: answer.robots.site })}
        </p>
      )}
      {answer.originsWithoutRobots.length > 0 && (
        <OriginsWithoutRobots origins={answer.originsWithoutRobots} />
      )}
    </>
  );
}

/** The review in a sentence: URLs checked, for which agent under which group, what was found. */
function ReviewSummary({ answer }: { answer: RuleReviewAnswer }) {
  const idle = answer.rules.filter(isIdle).length;
  const caseSlips = answer.rules.filter((rule) => rule.caseOnly > 0).length;
  const group =
    answer.appliedToken === null
      ? t('review.groupNone')
      : answer.appliedToken === '*'
        ? t('review.groupGlobal')
        : t('review.groupSpecific', { token: answer.appliedToken });
  return (
    <p>
      {joinSentences(currentLocale(), [
        t('review.summary', {
          count: answer.checked,
          site: answer.robots?.site ?? '',
          agent: answer.agent,
          group,
        }),
        t('review.findings', { idle, caseSlips }),
      ])}
    </p>
  );
}

/** The sitemaps' origins no robots.txt was loaded for, with their URL counts. */
function OriginsWithoutRobots({ origins }: { origins: RuleReviewAnswer['originsWithoutRobots'] }) {
  return (
    <>
      <p>{t('review.origins')}</p>
      <ul>
        {origins.map(({ origin, urlCount }) => (
          <li key={origin}>{t('review.origin', { origin, count: urlCount })}</li>
        ))}
      </ul>
    </>
  );
}
