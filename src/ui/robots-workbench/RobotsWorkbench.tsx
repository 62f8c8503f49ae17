/**
 * The robots.txt tab: the editor and its lint, the site, the URLs to test and the crawlers,
 * the verdict matrix with the selected cell explained, the rule review against the sitemaps,
 * expectations, the version compare and what each HTTP answer of /robots.txt means. Every verdict is computed by the worker
 * (useWorkbenchAnswer); what the user typed and chose is held by the page (`workbench`,
 * useWorkbenchState), so a share link or Back can restore it; this component holds only
 * the selected cell and the line to show.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RobotsExpectationResult } from '../../worker/protocol/robots-workbench';
import type { RobotsSource } from '../../worker/protocol/robots';
import type { InputFile } from '../file-list/input-files';
import { t } from '../i18n/i18n';
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
  const { siteText, testLinesText, checked, typed, expectationsText, setExpectationsText } =
    workbench;
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [focusLine, setFocusLine] = useState<{ line: number; serial: number } | null>(null);
  const siteInput = useRef<HTMLInputElement>(null);
  // Where an answer below says which site it inferred, its button brings the user here.
  const changeSite = () => {
    siteInput.current?.scrollIntoView({ block: 'center' });
    siteInput.current?.focus({ preventScroll: true });
  };
  const typedSite = siteText.trim() || undefined;

  const agents = [...checked, ...splitTypedTokens(typed)];
  const input = {
    robotsText: workbench.text,
    ...(workbench.before !== undefined ? { beforeText: workbench.before } : {}),
    siteText,
    testLinesText,
    agents,
    expectationsText,
    // 2xx follows the rules: the question stays the one it was before the choice existed.
    ...(workbench.robotsStatus !== 200 ? { robotsStatus: workbench.robotsStatus } : {}),
  };
  const { answer, isPending } = useWorkbenchAnswer(client, input, dataVersion);
  const event = answer?.event;

  const expectations = useMemo(() => {
    const map = new Map<string, RobotsExpectationResult>();
    for (const result of event?.expectations.results ?? [])
      map.set(expectationKey(result.agent, result.url), result);
    return map;
  }, [event]);

  const cell =
    selected && event && selected.row < event.rows.length && selected.column < event.columns.length
      ? selected
      : null;
  const decidingLine = cell && event ? event.columns[cell.column].lines[cell.row] : 0;
  const showLine = (line: number) =>
    setFocusLine((old) => ({ line, serial: (old?.serial ?? 0) + 1 }));

  const selectionName = doc.name;
  useEffect(() => {
    if (!answer || !onSelectionChange) return;
    onSelectionChange({
      text: answer.input.robotsText,
      name: selectionName,
      agents: answer.event.columns.map((column) => column.agent),
    });
  }, [answer, selectionName, onSelectionChange]);

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
        <section className="wb-inputs" aria-label={t('wb.inputs.region')}>
          <SiteField
            value={siteText}
            onChange={workbench.setSiteText}
            answer={event}
            inputRef={siteInput}
          />
          <TestLinesBox
            value={testLinesText}
            onChange={workbench.setTestLinesText}
            answer={event}
          />
          <CrawlerChoice
            checked={checked}
            onCheckedChange={workbench.setChecked}
            typed={typed}
            onTypedChange={workbench.setTyped}
            errors={event?.agentErrors ?? []}
          />
        </section>
      </div>
      <section className="wb-results" aria-labelledby="wb-results-h">
        <h3 id="wb-results-h">{t('wb.matrix.heading')}</h3>
        {/* The selected cell's detail sits beside the matrix: selecting never moves the page. */}
        <div className={cell ? 'wb-results-body has-detail' : 'wb-results-body'}>
          {event ? (
            <VerdictMatrix
              answer={event}
              selected={cell}
              onSelect={setSelected}
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
              onExpect={(expect, agent, url) =>
                setExpectationsText((old) => setExpectationLine(old, expect, agent, url))
              }
              onShowLine={showLine}
            />
          )}
        </div>
      </section>
      {robotsSource && (
        <>
          <RuleReviewTable
            client={client}
            dataVersion={dataVersion}
            robots={robotsSource}
            site={typedSite}
            agents={event?.columns.map((column) => column.agent) ?? []}
            onChangeSite={changeSite}
          />
          <AiCrawlersTable
            client={client}
            dataVersion={dataVersion}
            robots={robotsSource}
            site={typedSite}
            onChangeSite={changeSite}
          />
          <AiPostureAcrossSites client={client} files={files} dataVersion={dataVersion} />
          <SitemapLinesList client={client} dataVersion={dataVersion} robots={robotsSource} />
        </>
      )}
      <ExpectationsPanel text={expectationsText} onChange={setExpectationsText} answer={event} />
      <ComparePanel
        hasBefore={workbench.before !== undefined}
        answer={event}
        onKeepAsBefore={workbench.keepAsBefore}
        onStop={workbench.stopComparing}
      />
      <RobotsHistoryPanel
        site={workbench.siteText.trim()}
        isSiteKnown={event !== undefined && !event.siteError}
        text={workbench.text}
        onOpen={(text) => workbench.open(text, null)}
        onCompare={workbench.compareTexts}
      />
      <StatusExplainer status={workbench.robotsStatus} onStatus={workbench.setRobotsStatus} />
    </div>
  );
}
