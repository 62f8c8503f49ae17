/**
 * The rows the table shows, asked from the worker window by window (the store
 * stays in the worker; the page never holds more than a screenful plus overscan).
 *
 * At most one `rows` request is in flight: while it runs, newer wishes replace each other
 * and only the last is sent, so a fast scroll over a million rows costs a handful of
 * requests, not one per frame.
 */
import { useEffect, useMemo, useState } from 'react';
import type { AnalyzerClient } from './analyzer-client';
import type { RowsAnswer, ViewQuery } from '../../worker/protocol/rows';

/** Rows fetched beyond each edge of what is visible. */
const OVERSCAN_ROWS = 80;

export interface RowWindow extends RowsAnswer {
  /** The query and data version the rows belong to. */
  key: string;
  requestedEnd: number;
  /** The rows are the last good filter's, kept while this query is refused (`queryError`). */
  isStale?: boolean;
}

/** Rows `[start, end)` of the view that are on screen. */
export interface VisibleRows {
  start: number;
  end: number;
}

export interface Wish {
  key: string;
  query: ViewQuery;
  start: number;
  end: number;
}

/**
 * Sends wishes one at a time; a wish made while one is in flight replaces any queued one.
 * An answer is passed on only while its query is still the latest one asked for: the answer
 * to a filter the user has already replaced (a count, a "stopped after N URLs") never shows.
 */
export function createRowFetcher(
  client: AnalyzerClient,
  onAnswer: (rowWindow: RowWindow) => void,
): (wish: Wish) => void {
  let isBusy = false;
  let queued: Wish | null = null;
  let latestKey: string | undefined;
  const send = (wish: Wish) => {
    isBusy = true;
    const asked = client.ask({ type: 'rows', query: wish.query, start: wish.start, end: wish.end });
    void asked.then((result) => {
      if (result.ok && wish.key === latestKey) {
        const { type: _type, id: _id, ...answer } = result.answer;
        onAnswer({ ...answer, key: wish.key, requestedEnd: wish.end });
      }
      isBusy = false;
      const next = queued;
      queued = null;
      if (next) send(next);
    });
  };
  return (wish) => {
    latestKey = wish.key;
    if (isBusy) queued = wish;
    else send(wish);
  };
}

export function useRowWindow(
  client: AnalyzerClient,
  query: ViewQuery,
  dataVersion: number,
  visible: VisibleRows,
): RowWindow | undefined {
  const [rowWindow, setRowWindow] = useState<RowWindow>();
  // A refused filter (an unsafe or invalid regex) fails softly: its reason is shown, but the
  // previous rows, count and layout stay until a filter that runs arrives.
  const fetchRows = useMemo(
    () =>
      createRowFetcher(client, (answer) =>
        setRowWindow((previous) =>
          answer.queryError && previous
            ? { ...previous, key: answer.key, queryError: answer.queryError, isStale: true }
            : answer,
        ),
      ),
    [client],
  );
  const key = `${JSON.stringify(query)}#${dataVersion}`;

  useEffect(() => {
    const start = Math.max(0, visible.start - OVERSCAN_ROWS);
    const end = visible.end + OVERSCAN_ROWS;
    if (rowWindow && rowWindow.key === key) {
      if (rowWindow.isStale) return;
      const loadedEnd = rowWindow.start + rowWindow.rows.length;
      const covers =
        rowWindow.start <= visible.start && loadedEnd >= Math.min(visible.end, rowWindow.matching);
      const isSameAsk = rowWindow.start === start && rowWindow.requestedEnd === end;
      if (covers || isSameAsk) return;
    }
    fetchRows({ key, query, start, end });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` is part of `key` (a new object each render, the same question)
  }, [key, visible.start, visible.end, rowWindow, fetchRows]);

  return rowWindow;
}
