/**
 * Opens a loaded robots.txt in the workbench: asks the worker for its text and hands it to
 * the page-held workbench state (useWorkbenchState), which keeps the previous version as
 * "before". The first loaded robots.txt opens by itself while the editor is empty and
 * nothing else was chosen (or restored from a link).
 */
import type { DocumentId } from '../../core/ids';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsDocument } from './robots-documents';
import type { WorkbenchState } from './useWorkbenchState';

export interface RobotsDocumentState {
  /** The name shown for the text ("pasted text 1", or the scratch name). */
  name: string;
  message: string | null;
  select(documentId: DocumentId | null): void;
}

export function useRobotsDocument(
  client: AnalyzerClient,
  documents: readonly RobotsDocument[],
  workbench: WorkbenchState,
): RobotsDocumentState {
  const [message, setMessage] = useState<string | null>(null);
  const { open, mayOpenFirst, closeRemovedSource, source } = workbench;
  const loadedIds = useRef(new Set<DocumentId>());
  useEffect(() => {
    loadedIds.current = new Set(documents.map((doc) => doc.documentId));
  }, [documents]);

  /** Asks the worker for a loaded robots.txt and opens it when it comes. */
  const request = useCallback(
    (documentId: DocumentId) => {
      void client.ask({ type: 'robotsText', documentId }).then((asked) => {
        // Removed while its text was on the way (the demo replaced by the user's first file).
        if (!asked.ok || !loadedIds.current.has(documentId)) return;
        const { isAvailable, isTruncated, text } = asked.answer;
        if (!isAvailable) return setMessage(t('wb.source.unavailable'));
        if (isTruncated) setMessage(t('wb.source.truncated'));
        open(text, documentId);
      });
    },
    [client, open],
  );

  const select = useCallback(
    (documentId: DocumentId | null) => {
      setMessage(null);
      if (documentId === null) open('', null);
      else request(documentId);
    },
    [open, request],
  );

  const isSourceLoaded = source === null || documents.some((doc) => doc.documentId === source);
  useEffect(() => {
    if (!isSourceLoaded) closeRemovedSource();
  }, [isSourceLoaded, closeRemovedSource]);

  const first = documents[0]?.documentId;
  useEffect(() => {
    if (first !== undefined && mayOpenFirst()) request(first);
  }, [first, request, mayOpenFirst]);

  const name =
    documents.find((doc) => doc.documentId === workbench.source)?.name ??
    t('wb.source.scratchName');
  return { name, message, select };
}
