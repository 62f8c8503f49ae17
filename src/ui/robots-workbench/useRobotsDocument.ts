/**
 * The workbench's robots.txt: the editor's text, the loaded file it came from, and the
 * "before" version kept for the compare. The previous version is kept when the opened file
 * is first edited (before = the file as loaded) and when another robots.txt is chosen
 * (before = what the editor held). The first loaded robots.txt opens by itself while the
 * editor is empty and nothing else was chosen.
 */
import type { DocumentId } from '../../core/ids';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { EditorContent } from './RobotsEditor';
import type { RobotsDocument } from './robots-documents';

export interface RobotsDocumentState {
  content: EditorContent;
  text: string;
  /** The name shown for the text ("pasted text 1", or the scratch name). */
  name: string;
  selected: number | null;
  before: string | undefined;
  message: string | null;
  select(documentId: DocumentId | null): void;
  edit(text: string): void;
  keepAsBefore(): void;
  stopComparing(): void;
}

export function useRobotsDocument(
  client: AnalyzerClient,
  documents: readonly RobotsDocument[],
): RobotsDocumentState {
  const [content, setContent] = useState<EditorContent>({ text: '', revision: 0 });
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<DocumentId | null>(null);
  const [before, setBefore] = useState<string>();
  const [message, setMessage] = useState<string | null>(null);
  const loaded = useRef<string | undefined>(undefined);
  const hasChosen = useRef(false);
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  }, [text]);

  const replace = useCallback((next: string) => {
    const previous = textRef.current;
    if (previous.trim() !== '' && previous !== next) setBefore(previous);
    setText(next);
    setContent((old) => ({ text: next, revision: old.revision + 1 }));
  }, []);

  const select = useCallback(
    (documentId: DocumentId | null) => {
      hasChosen.current = true;
      setSelected(documentId);
      setMessage(null);
      if (documentId === null) {
        loaded.current = undefined;
        replace('');
        return;
      }
      const pending = client.request({ type: 'robotsText', documentId });
      const unsubscribe = client.subscribe(pending.id, (event) => {
        if (event.type !== 'robotsText') return;
        if (!event.isAvailable) return setMessage(t('wb.source.unavailable'));
        if (event.isTruncated) setMessage(t('wb.source.truncated'));
        loaded.current = event.text;
        replace(event.text);
      });
      void pending.finished.then(unsubscribe);
    },
    [client, replace],
  );

  const first = documents[0]?.documentId;
  useEffect(() => {
    if (first !== undefined && !hasChosen.current && textRef.current === '') select(first);
  }, [first, select]);

  const edit = useCallback((next: string) => {
    setText(next);
    setBefore(
      (old) =>
        old ??
        (loaded.current !== undefined && next !== loaded.current ? loaded.current : undefined),
    );
  }, []);

  const name =
    documents.find((doc) => doc.documentId === selected)?.name ?? t('wb.source.scratchName');
  return {
    content,
    text,
    name,
    selected,
    before,
    message,
    select,
    edit,
    keepAsBefore: () => setBefore(textRef.current),
    stopComparing: () => setBefore(undefined),
  };
}
