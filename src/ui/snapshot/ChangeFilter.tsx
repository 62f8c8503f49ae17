/**
 * The URL table's **Change** filter (with an earlier snapshot loaded): Added, Removed (the
 * earlier snapshot's URLs the current files lack), Lastmod changed, Unchanged. Run in the
 * worker, over the join's change column.
 */
import { t } from '../../i18n/i18n';
import type { ChangeName } from '../../worker/protocol/snapshot';
import { FilterSelect } from '../filters/FilterSelect';

const CHANGES: readonly ChangeName[] = ['added', 'removed', 'lastmod-changed', 'unchanged'];

interface Props {
  change: ChangeName | undefined;
  onChange(change: ChangeName | undefined): void;
}

export function ChangeFilter({ change, onChange }: Props) {
  return (
    <div className="filter-bar change-filter">
      <FilterSelect
        label={t('filters.change')}
        allLabel={t('filters.change.any')}
        value={change}
        options={CHANGES.map((value) => ({ value, label: t(`urls.change.${value}`) }))}
        onChange={(value) => onChange(value as ChangeName | undefined)}
      />
    </div>
  );
}
