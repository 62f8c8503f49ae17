/**
 * Opens a loaded robots.txt in the workbench: asks the worker for its text and hands it to
 * the page-held workbench state (useWorkbenchState), which keeps the previous version as
 * "before". The first loaded robots.txt opens by itself while the editor is empty and
 * nothing else was chosen (or restored from a link).
 */
import type { DocumentId } from '../../core/ids';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
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
  const { open, mayOpenFirst } = workbench;

  /** Asks the worker for a loaded robots.txt and opens it when it comes. */
  const request = useCallback(
    (documentId: DocumentId) => {
      const pending = client.request({ type: 'robotsText', documentId });
      const unsubscribe = client.subscribe(pending.id, (event) => {
        if (event.type !== 'robotsText') return;
        if (!event.isAvailable) return setMessage(t('wb.source.unavailable'));
        if (event.isTruncated) setMessage(t('wb.source.truncated'));
        open(event.text, documentId);
      });
      void pending.finished.then(unsubscribe);
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

  const first = documents[0]?.documentId;
  useEffect(() => {
    if (first !== undefined && mayOpenFirst()) request(first);
  }, [first, request, mayOpenFirst]);

  const name =
    documents.find((doc) => doc.documentId === workbench.source)?.name ??
    t('wb.source.scratchName');
  return { name, message, select };
}
