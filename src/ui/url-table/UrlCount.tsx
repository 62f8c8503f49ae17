import { t } from '../i18n/i18n';

/** The count line: always says what is shown, `1,000,000 URLs` or `12,345 of 1,000,000 URLs`. */
export function UrlCount({ matching, total }: { matching: number; total: number }) {
  const text =
    matching === total
      ? total === 1
        ? t('urls.count.one')
        : t('urls.count.all', { total })
      : t('urls.count.filtered', { matching, total });
  return (
    <p className="url-count" role="status" aria-live="polite">
      {text}
    </p>
  );
}
