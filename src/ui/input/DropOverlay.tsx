import { t } from '../../i18n/i18n';

/** The visible drop target while files are dragged over the page. */
export function DropOverlay({ isVisible }: { isVisible: boolean }) {
  if (!isVisible) return null;
  return (
    <div className="drop-overlay" aria-hidden="true">
      <p>{t('drop.overlay')}</p>
    </div>
  );
}
