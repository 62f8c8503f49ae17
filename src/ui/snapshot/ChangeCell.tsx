/** A row's change since the earlier snapshot; a removed URL is marked as coming from it. */
import { t } from '../../i18n/i18n';
import type { ChangeName } from '../../worker/protocol/snapshot';

export function ChangeCell({ change }: { change: ChangeName | undefined }) {
  if (!change) return null;
  return (
    <span
      className={`change change-${change}`}
      {...(change === 'removed' ? { title: t('urls.change.removedTitle') } : {})}
    >
      {t(`urls.change.${change}`)}
    </span>
  );
}
