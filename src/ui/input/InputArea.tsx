import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { FileButton } from './FileButton';

interface Props {
  /** Returns the name the pasted text was added under. */
  onPaste(text: string): string;
  onFiles(files: File[]): void;
}

/** Paste box, "Upload files" button, and a hint that the whole page is a drop target. */
export function InputArea({ onPaste, onFiles }: Props) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ text: string; isWarning: boolean } | null>(null);
  const pasteId = useId();

  const submitPaste = (event: FormEvent) => {
    event.preventDefault();
    if (text.length === 0) {
      setMessage({ text: t('input.paste.empty'), isWarning: true });
      return;
    }
    const name = onPaste(text);
    setMessage({ text: t('input.paste.added', { name }), isWarning: false });
    setText('');
  };

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Reset, so choosing the same file again still fires `change`.
    event.target.value = '';
    if (files.length === 0) return;
    onFiles(files);
    setMessage({ text: t('input.added', { count: files.length }), isWarning: false });
  };

  return (
    <section className="input-area" aria-labelledby={`${pasteId}-heading`}>
      <h2 id={`${pasteId}-heading`}>{t('input.heading')}</h2>
      <form onSubmit={submitPaste} className="paste-form">
        <label htmlFor={pasteId}>{t('input.paste.label')}</label>
        <textarea
          id={pasteId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('input.paste.placeholder')}
          rows={5}
          spellCheck={false}
        />
        <button type="submit">{t('input.paste.submit')}</button>
      </form>
      <div className="upload">
        <FileButton label={t('input.upload')} onChange={chooseFiles} isMultiple isPrimary />
        <FileButton label={t('input.folder')} onChange={chooseFiles} isFolder />
        <p className="hint">{t('input.upload.hint')}</p>
        <p className="hint drop-hint">{t('input.drop.hint')}</p>
      </div>
      <p role="status" className={message?.isWarning ? 'input-message warning' : 'input-message'}>
        {message?.text}
      </p>
    </section>
  );
}
