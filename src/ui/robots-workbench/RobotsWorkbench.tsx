/**
 * The robots.txt tab: the editor and its lint, the site, the URLs to test and the crawlers,
 * the verdict matrix with the selected cell explained, the rule review against the sitemaps,
 * expectations, the version compare and what each HTTP answer of /robots.txt means. Every verdict is computed by the worker
 * (useWorkbenchAnswer); what the user typed and chose is held by the page (`workbench`,
 * useWorkbenchState), so a share link or Back can restore it; this component holds only
 * the selected cell and the line to show.
 */
import { useEffect, useMemo, useRef, useState, type ComponentProps, type RefObject } from 'react';
import type { RobotsExpectationResult } from '../../worker/protocol/robots-workbench';
import type { RobotsSource } from '../../worker/protocol/robots';
import type { InputFile } from '../file-list/input-files';
import { t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { AiCrawlersTable } from './AiCrawlersTable';
import { AiPostureAcrossSites } from './AiPostureAcrossSites';
import { CellDetail } from './CellDetail';
import { ComparePanel } from './ComparePanel';
import { RobotsHistoryPanel } from './RobotsHistoryPanel';
import { CrawlerChoice, splitTypedTokens } from './CrawlerChoice';
import { DiagnosticList } from './DiagnosticList';
import { ExpectationsPanel } from './ExpectationsPanel';
import { RobotsEditor } from './RobotsEditor';
import { RobotsSourceSelect } from './RobotsSourceSelect';
import { RuleReviewTable } from './RuleReviewTable';
import { SitemapLinesList } from './SitemapLinesList';
import { SiteField } from './SiteField';
import { StatusExplainer } from './StatusExplainer';
import { TestLinesBox } from './TestLinesBox';
import { VerdictMatrix, type CellRef } from './VerdictMatrix';
import { WorkbenchSummary } from './WorkbenchSummary';
import { setExpectationLine } from './expectation-lines';
import { robotsDocuments } from './robots-documents';
import { useRobotsDocument } from './useRobotsDocument';
import { useWorkbenchAnswer } from './useWorkbenchAnswer';
import type { WorkbenchState } from './useWorkbenchState';
import { expectationKey } from './verdict-text';
import './robots-workbench.css';

/** What the workbench is checking with, for the URL table's robots.txt column. */
export interface WorkbenchSelection {
  text: string;
  name: string;
  /** The valid crawler tokens, in the order chosen; the first is the default crawler. */
  agents: string[];
}

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  dataVersion: number;
  /** What the user typed and chose, held by the page. */
  workbench: WorkbenchState;
  onSelectionChange?(selection: WorkbenchSelection): void;
  /** The robots.txt the AI crawler table and the Sitemap: lines describe (the page's check). */
  robotsSource?: RobotsSource;
}

export function RobotsWorkbench({
  client,
  files,
  dataVersion,
  workbench,
  onSelectionChange,
  robotsSource,
}: Props) {
  const documents = useMemo(() => robotsDocuments(files), [files]);
  const doc = useRobotsDocument(client, documents, workbench);
  const { siteText, setExpectationsText } = workbench;
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [focusLine, setFocusLine] = useState<{ line: number; serial: number } | null>(null);
  const [siteInput, changeSite] = useSiteInput();

  const { answer, isPending } = useWorkbenchAnswer(client, workbenchInput(workbench), dataVersion);
  const event = answer?.event;
  const expectations = useMemo(() => expectationsByKey(event), [event]);

  const cell =
    selected && event && selected.row < event.rows.length && selected.column < event.columns.length
      ? selected
      : null;
  const decidingLine = cell && event ? event.columns[cell.column].lines[cell.row] : 0;
  const showLine = (line: number) =>
    setFocusLine((old) => ({ line, serial: (old?.serial ?? 0) + 1 }));

  useSelectionReport(answer, doc.name, onSelectionChange);

  return (
    <div className="wb">
      <WorkbenchSummary answer={event} isPending={isPending} />
      <div className="wb-columns">
        <section className="wb-edit" aria-label={t('wb.editor.region')}>
          <RobotsSourceSelect
            documents={documents}
            selected={workbench.source}
            onSelect={doc.select}
            message={doc.message}
          />
          <RobotsEditor
            content={workbench.content}
            onChange={workbench.edit}
            diagnostics={event?.diagnostics ?? []}
            lintedText={answer?.input.robotsText}
            marks={{ decidingLine, ignoredFromLine: event?.ignoredContent?.firstIgnoredLine ?? 0 }}
            focusLine={focusLine}
          />
          <DiagnosticList answer={event} onShowLine={showLine} />
        </section>
        <WorkbenchInputs workbench={workbench} answer={event} siteInput={siteInput} />
      </div>
      <WorkbenchResults
        answer={answer}
        cell={cell}
        onSelect={setSelected}
        expectations={expectations}
        onExpect={(expect, agent, url) =>
          setExpectationsText((old) => setExpectationLine(old, expect, agent, url))
        }
        onShowLine={showLine}
      />
      {robotsSource && (
        <LoadedRobotsAnalyses
          client={client}
          files={files}
          dataVersion={dataVersion}
          robots={robotsSource}
          site={siteText.trim() || undefined}
          agents={event?.columns.map((column) => column.agent) ?? []}
          onChangeSite={changeSite}
        />
      )}
      <WorkbenchTools workbench={workbench} answer={event} />
    </div>
  );
}

/** The question asked of the worker, from what the user typed and chose. */
function workbenchInput(workbench: WorkbenchState) {
  const { siteText, testLinesText, checked, typed, expectationsText } = workbench;
  return {
    robotsText: workbench.text,
    ...(workbench.before !== undefined ? { beforeText: workbench.before } : {}),
    siteText,
    testLinesText,
    agents: [...checked, ...splitTypedTokens(typed)],
    expectationsText,
    // 2xx follows the rules: the question stays the one it was before the choice existed.
    ...(workbench.robotsStatus !== 200 ? { robotsStatus: workbench.robotsStatus } : {}),
  };
}

type WorkbenchEvent = NonNullable<ReturnType<typeof useWorkbenchAnswer>['answer']>['event'];

/** Each expectation's result, by crawler and URL (a matrix cell shows its own). */
function expectationsByKey(event: WorkbenchEvent | undefined) {
  const map = new Map<string, RobotsExpectationResult>();
  for (const result of event?.expectations.results ?? [])
    map.set(expectationKey(result.agent, result.url), result);
  return map;
}

/**
 * The site field, and the way back to it: where an answer below says which site it
 * inferred, its button brings the user here.
 */
function useSiteInput(): [RefObject<HTMLInputElement | null>, () => void] {
  const siteInput = useRef<HTMLInputElement>(null);
  const changeSite = () => {
    siteInput.current?.scrollIntoView({ block: 'center' });
    siteInput.current?.focus({ preventScroll: true });
  };
  return [siteInput, changeSite];
}

/** Tells the page what the workbench checks with, for the URL table's robots.txt column. */
function useSelectionReport(
  answer: ReturnType<typeof useWorkbenchAnswer>['answer'],
  name: string,
  onSelectionChange: Props['onSelectionChange'],
): void {
  useEffect(() => {
    if (!answer || !onSelectionChange) return;
    onSelectionChange({
      text: answer.input.robotsText,
      name,
      agents: answer.event.columns.map((column) => column.agent),
    });
  }, [answer, name, onSelectionChange]);
}

/** The site, the URLs to test and the crawlers. */
function WorkbenchInputs({
  workbench,
  answer,
  siteInput,
}: {
  workbench: WorkbenchState;
  answer: WorkbenchEvent | undefined;
  siteInput: RefObject<HTMLInputElement | null>;
}) {
  return (
    <section className="wb-inputs" aria-label={t('wb.inputs.region')}>
      <SiteField
        value={workbench.siteText}
        onChange={workbench.setSiteText}
        answer={answer}
        inputRef={siteInput}
      />
      <TestLinesBox
        value={workbench.testLinesText}
        onChange={workbench.setTestLinesText}
        answer={answer}
      />
      <CrawlerChoice
        checked={workbench.checked}
        onCheckedChange={workbench.setChecked}
        typed={workbench.typed}
        onTypedChange={workbench.setTyped}
        errors={answer?.agentErrors ?? []}
      />
    </section>
  );
}

/** What the page's robots.txt says across the loaded sitemaps and to the AI crawlers. */
function LoadedRobotsAnalyses({
  client,
  files,
  dataVersion,
  robots,
  site,
  agents,
  onChangeSite,
}: {
  client: AnalyzerClient;
  files: readonly InputFile[];
  dataVersion: number;
  robots: RobotsSource;
  site: string | undefined;
  agents: string[];
  onChangeSite(): void;
}) {
  return (
    <>
      <RuleReviewTable
        client={client}
        dataVersion={dataVersion}
        robots={robots}
        site={site}
        agents={agents}
        onChangeSite={onChangeSite}
      />
      <AiCrawlersTable
        client={client}
        dataVersion={dataVersion}
        robots={robots}
        site={site}
        onChangeSite={onChangeSite}
      />
      <AiPostureAcrossSites client={client} files={files} dataVersion={dataVersion} />
      <SitemapLinesList client={client} dataVersion={dataVersion} robots={robots} />
    </>
  );
}

type WorkbenchAnswer = ReturnType<typeof useWorkbenchAnswer>['answer'];

/** The verdict matrix, with the selected cell's detail beside it. */
function WorkbenchResults({
  answer,
  cell,
  onSelect,
  expectations,
  onExpect,
  onShowLine,
}: {
  answer: WorkbenchAnswer;
  cell: CellRef | null;
  onSelect(cell: CellRef): void;
  expectations: ReadonlyMap<string, RobotsExpectationResult>;
  onExpect: ComponentProps<typeof CellDetail>['onExpect'];
  onShowLine(line: number): void;
}) {
  const event = answer?.event;
  return (
    <section className="wb-results" aria-labelledby="wb-results-h">
      <h3 id="wb-results-h">{t('wb.matrix.heading')}</h3>
      {/* The selected cell's detail sits beside the matrix: selecting never moves the page. */}
      <div className={cell ? 'wb-results-body has-detail' : 'wb-results-body'}>
        {event ? (
          <VerdictMatrix
            answer={event}
            selected={cell}
            onSelect={onSelect}
            expectations={expectations}
          />
        ) : (
          <p className="hint">{t('wb.matrix.loading')}</p>
        )}
        {cell && event && (
          <CellDetail
            answer={event}
            cell={cell}
            robotsText={answer.input.robotsText}
            onExpect={onExpect}
            onShowLine={onShowLine}
          />
        )}
      </div>
    </section>
  );
}

/** Expectations, the version compare and history, and what each HTTP answer means. */
function WorkbenchTools({
  workbench,
  answer,
}: {
  workbench: WorkbenchState;
  answer: WorkbenchEvent | undefined;
}) {
  return (
    <>
      <ExpectationsPanel
        text={workbench.expectationsText}
        onChange={workbench.setExpectationsText}
        answer={answer}
      />
      <ComparePanel
        hasBefore={workbench.before !== undefined}
        answer={answer}
        onKeepAsBefore={workbench.keepAsBefore}
        onStop={workbench.stopComparing}
      />
      <RobotsHistoryPanel
        site={workbench.siteText.trim()}
        isSiteKnown={answer !== undefined && !answer.siteError}
        text={workbench.text}
        onOpen={(text) => workbench.open(text, null)}
        onCompare={workbench.compareTexts}
      />
      <StatusExplainer status={workbench.robotsStatus} onStatus={workbench.setRobotsStatus} />
    </>
  );
}
