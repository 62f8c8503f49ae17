/**
 * **Changed since**: a UTC date-time that narrows the URL table (the shared filters) to URLs
 * whose lastmod is later, plus those without one, which cannot be ruled out, unless the user
 * excludes them. The counts come from the worker, over the URL table's other filters.
 */
import { useId } from 'react';
import type { ChangedSinceCounts } from '../../core/lastmod/changed-since';
import type { ViewFilters } from '../filters/view-filters';
import { t } from '../../i18n/i18n';

interface Props {
  filters: ViewFilters;
  update(change: Partial<ViewFilters>): void;
  counts: ChangedSinceCounts | undefined;
  onShowUrls(): void;
}

/** `YYYY-MM-DD`, or `YYYY-MM-DDThh:mm` with a time (the share format's two forms). */
function sinceOf(day: string, time: string): string | undefined {
  if (day === '') return undefined;
  return time === '' ? day : `${day}T${time}`;
}

export function ChangedSince({ filters, update, counts, onShowUrls }: Props) {
  const id = useId();
  const day = filters.changedSince?.slice(0, 10) ?? '';
  const time = filters.changedSince?.slice(11, 16) ?? '';
  return (
    <div className="changed-since">
      <label htmlFor={`${id}-since`}>{t('lastmod.since')}</label>
      {/* A day, as most lastmod values are days; a time of day only when asked for. */}
      <input
        id={`${id}-since`}
        type="date"
        value={day}
        aria-describedby={`${id}-hint ${id}-counts`}
        onChange={(event) => update({ changedSince: sinceOf(event.target.value, time) })}
      />
      <label htmlFor={`${id}-time`}>{t('lastmod.since.time')}</label>
      <input
        id={`${id}-time`}
        type="time"
        value={time}
        disabled={day === ''}
        onChange={(event) => update({ changedSince: sinceOf(day, event.target.value) })}
      />
      <p id={`${id}-hint`} className="hint">
        {t('lastmod.since.hint')}
      </p>
      <label className="inline">
        <input
          type="checkbox"
          checked={!filters.changedSinceKeepsNoLastmod}
          onChange={(event) => update({ changedSinceKeepsNoLastmod: !event.target.checked })}
        />
        {t('lastmod.since.exclude')}
      </label>
      <p id={`${id}-counts`} className="changed-since-counts" aria-live="polite">
        {filters.changedSince && counts
          ? t('lastmod.since.counts', {
              newer: counts.newer,
              without: counts.withoutLastmod,
              older: counts.older,
            })
          : ''}
      </p>
      {filters.changedSince && (
        <button type="button" onClick={onShowUrls}>
          {t('lastmod.since.show')}
        </button>
      )}
    </div>
  );
}
