import { t, type MessageKey } from '../../i18n/i18n';

/** An honest empty state: what the view will show, and what this version can and cannot do yet. */
export function TabEmptyState({
  description,
  fileCount,
}: {
  description: MessageKey;
  fileCount: number;
}) {
  return (
    <div className="empty-state">
      <p>{fileCount === 0 ? t('empty.noFiles') : t('empty.loaded', { count: fileCount })}</p>
      <p>{t(description)}</p>
    </div>
  );
}
