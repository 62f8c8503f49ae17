/**
 * The views' one way to ask the worker a question and keep its latest answer. The key is
 * derived from the request and `dependsOn` (the data version, or whatever else the answer
 * depends on), so a view never builds one by hand. When the key changes the hook asks again
 * (after `debounceMs`, for typing) and aborts the question it replaces (the worker stops
 * between slices); an answer to a question no longer asked is dropped. The previous answer
 * stays shown meanwhile, with the request it answered, so nothing flickers.
 */
import { useEffect, useState } from 'react';
import type { AnalyzerClient } from './analyzer-client';
import type { AnsweredType, AnswerEventOf, RequestBodyOf } from '../../worker/protocol/request-map';

export interface AskOptions {
  /** Besides the request, what the answer depends on: a new value asks again. */
  dependsOn?: string | number;
  /** Ask only after the request has stayed the same this long (the user is typing). */
  debounceMs?: number;
}

export interface AskState<T extends AnsweredType> {
  answer: AnswerEventOf<T> | undefined;
  /** The request the shown answer answers. */
  answered: RequestBodyOf<T> | undefined;
  /** The answer shown answers the request and `dependsOn` of this render. */
  isCurrent: boolean;
}

export function useAsk<T extends AnsweredType>(
  client: AnalyzerClient,
  request: RequestBodyOf<T> | null,
  { dependsOn = '', debounceMs = 0 }: AskOptions = {},
): AskState<T> {
  const key = request === null ? null : JSON.stringify([request, dependsOn]);
  const [shown, setShown] = useState<{
    key: string;
    answer: AnswerEventOf<T>;
    answered: RequestBodyOf<T>;
  }>();
  useEffect(() => {
    if (request === null || key === null) return;
    const controller = new AbortController();
    const send = () =>
      void client.ask(request, controller.signal).then((asked) => {
        if (asked.ok && !controller.signal.aborted)
          setShown({ key, answer: asked.answer, answered: request });
      });
    const timer = debounceMs > 0 ? setTimeout(send, debounceMs) : undefined;
    if (timer === undefined) send();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `request` (a new object each render, the same question)
  }, [client, key, debounceMs]);
  return {
    answer: shown?.answer,
    answered: shown?.answered,
    isCurrent: shown !== undefined && shown.key === key,
  };
}
