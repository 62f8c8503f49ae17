import { t } from '../../i18n/i18n';
import type { KeptWorkspace } from './useKeptWorkspace';

/**
 * Says that the loaded files are kept in this browser only, with a way to forget them, and
 * which files (a share link's, a site's) are not kept, with a way to keep them.
 */
export function KeptFilesNote({ kept }: { kept: KeptWorkspace }) {
  return (
    <section className="kept-note" aria-label={t('kept.label')}>
      {kept.keptCount > 0 && !kept.isUnavailable && (
        <p>{t('kept.note', { count: kept.keptCount })}</p>
      )}
      {kept.keptCount === 0 && kept.hasForgotten && <p role="status">{t('kept.forgotten')}</p>}
      {kept.isUnavailable && <p role="status">{t('kept.unavailable')}</p>}
      {kept.notKeptCount > 0 && !kept.isUnavailable && (
        <>
          <p role="status">{t('kept.notKept', { count: kept.notKeptCount })}</p>
          <button type="button" onClick={kept.keep}>
            {t('kept.keep')}
          </button>
        </>
      )}
      {kept.error && <p role="alert">{t(`kept.error.${kept.error}`)}</p>}
      {kept.keptCount > 0 && !kept.isUnavailable && (
        <button type="button" onClick={kept.forget}>
          {t('kept.forget')}
        </button>
      )}
    </section>
  );
}
