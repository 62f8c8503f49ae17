import { t } from '../../i18n/i18n';
import type { ChangeName } from '../../worker/protocol/snapshot';

/**
 * The count line: always says what is shown, `1,000,000 URLs` or `12,345 of 1,000,000 URLs`.
 * Removed URLs are the earlier snapshot's, not among those loaded now, so they are counted
 * on their own rather than as a part of that total.
 */
export function UrlCount({
  matching,
  total,
  change,
}: {
  matching: number;
  total: number;
  change?: ChangeName | undefined;
}) {
  const text =
    change === 'removed'
      ? t('urls.count.removed', { matching, total })
      : matching === total
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
