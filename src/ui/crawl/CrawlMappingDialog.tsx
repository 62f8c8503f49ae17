/**
 * The small dialog for a crawl export whose header is not a known one: the user picks the
 * URL column (required) and, if the file has them, the status, indexability and canonical
 * columns. A native modal `<dialog>`: focus moves into it and Escape cancels.
 */
import { useEffect, useRef, useState } from 'react';
import type { CrawlColumnMapping } from '../../core/crawl/crawl-columns';
import { t } from '../../i18n/i18n';

interface Props {
  header: readonly string[];
  onApply(mapping: CrawlColumnMapping): void;
  onCancel(): void;
}

const OPTIONAL = ['status', 'indexability', 'canonical'] as const;
const LABELS = {
  url: 'crawl.mapping.url',
  status: 'crawl.mapping.status',
  indexability: 'crawl.mapping.indexability',
  canonical: 'crawl.mapping.canonical',
} as const;

/** The column a role most likely is, by its name, for a first guess. */
function guess(header: readonly string[], pattern: RegExp): string {
  return header.find((name) => pattern.test(name)) ?? '';
}

export function CrawlMappingDialog({ header, onApply, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<Record<keyof typeof LABELS, string>>(() => ({
    url: guess(header, /url|address|link|page|loc/i) || (header[0] ?? ''),
    status: guess(header, /status|code|http/i),
    indexability: guess(header, /index/i),
    canonical: guess(header, /canonical/i),
  }));
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const select = (role: keyof typeof LABELS) => (
    <label key={role}>
      {t(LABELS[role])}
      <select
        value={choice[role]}
        onChange={(event) => setChoice({ ...choice, [role]: event.target.value })}
      >
        {role !== 'url' && <option value="">{t('crawl.mapping.none')}</option>}
        {header.map((name, index) => (
          <option key={`${index}:${name}`} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <dialog
      ref={dialog}
      className="crawl-mapping"
      aria-labelledby="crawl-mapping-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const mapping: CrawlColumnMapping = { url: choice.url };
          for (const role of OPTIONAL) if (choice[role]) mapping[role] = choice[role];
          onApply(mapping);
        }}
      >
        <h3 id="crawl-mapping-title">{t('crawl.mapping.title')}</h3>
        <p className="hint">{t('crawl.mapping.hint')}</p>
        {select('url')}
        {OPTIONAL.map(select)}
        <div className="crawl-mapping-actions">
          <button type="submit" disabled={!choice.url}>
            {t('crawl.mapping.read')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('crawl.mapping.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
