/** The site the robots.txt governs: inferred by the worker, editable. */
import { useId, type Ref } from 'react';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t, type MessageKey } from '../../i18n/i18n';
import { robotsMessageText } from '../../i18n/robots-message-text';

const SOURCE: Record<'sitemap-lines' | 'sitemap-urls', MessageKey> = {
  'sitemap-lines': 'wb.site.fromLines',
  'sitemap-urls': 'wb.site.fromUrls',
};

interface Props {
  value: string;
  onChange(value: string): void;
  answer: RobotsWorkbenchEvent | undefined;
  /** The input, for the "Change site" buttons where the site is used (SiteInUse). */
  inputRef?: Ref<HTMLInputElement>;
}

export function SiteField({ value, onChange, answer, inputRef }: Props) {
  const id = useId();
  const noteId = useId();
  const inferred = answer?.inferredSite;
  let note: string;
  if (answer?.siteError) note = robotsMessageText(answer.siteError);
  else if (value.trim() !== '') note = t('wb.site.typed');
  else if (inferred)
    note = t(SOURCE[inferred.source], {
      origin: inferred.origin,
      votes: inferred.votes,
      counted: inferred.counted,
    });
  else note = t('wb.site.none');
  return (
    <div className="wb-field wb-site">
      <label htmlFor={id}>{t('wb.site.label')}</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={value}
        placeholder={inferred?.origin ?? 'https://www.example.com'}
        spellCheck={false}
        aria-invalid={Boolean(answer?.siteError)}
        aria-describedby={noteId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={noteId} className={answer?.siteError ? 'field-error' : 'hint'}>
        {note}
      </p>
    </div>
  );
}
