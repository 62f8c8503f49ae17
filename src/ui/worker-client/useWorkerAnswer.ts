/**
 * Asks the worker one question and keeps its latest answer: re-asks when `key` changes
 * (the question, or the worker's data version), and drops answers to questions no longer
 * asked. The previous answer stays shown meanwhile, so nothing flickers.
 */
import { useEffect, useState } from 'react';
import type { AnalyzerClient } from './analyzer-client';
import type { AnalyzerEvent, AnalyzerRequestBody } from '../../worker/protocol/request-map';

export function useWorkerAnswer<T extends AnalyzerEvent['type']>(
  client: AnalyzerClient,
  body: AnalyzerRequestBody | null,
  answerType: T,
  key: string | number,
): Extract<AnalyzerEvent, { type: T }> | undefined {
  return useWorkerAnswerState(client, body, answerType, key).answer;
}

/**
 * As useWorkerAnswer, and which `key` the answer shown answers (`isCurrent`: the current one;
 * false while a newer question, a newer data version, is on its way and the previous answer
 * stays shown).
 */
export function useWorkerAnswerState<T extends AnalyzerEvent['type']>(
  client: AnalyzerClient,
  body: AnalyzerRequestBody | null,
  answerType: T,
  key: string | number,
): {
  answer: Extract<AnalyzerEvent, { type: T }> | undefined;
  answeredKey: string | number | undefined;
  isCurrent: boolean;
} {
  const [state, setState] = useState<{
    key: string | number;
    answer: Extract<AnalyzerEvent, { type: T }>;
  }>();
  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    const pending = client.request(body, controller.signal);
    const unsubscribe = client.subscribe(pending.id, (event) => {
      if (event.type === answerType && !controller.signal.aborted)
        setState({ key, answer: event as Extract<AnalyzerEvent, { type: T }> });
    });
    return () => {
      controller.abort();
      unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `body` (a new object each render): callers build both from the same values
  }, [client, key, answerType]);
  return {
    answer: state?.answer,
    answeredKey: state?.key,
    isCurrent: state !== undefined && state.key === key,
  };
}
