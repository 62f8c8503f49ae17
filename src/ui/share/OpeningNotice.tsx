import type { OpeningLink } from './opening-link';
import { t } from '../i18n/i18n';

/**
 * Says where the page's state came from when it came from a link: a shared view (and which
 * files to drop in again to see the rest), or a link that could not be read.
 */
export function OpeningNotice({ opening }: { opening: OpeningLink }) {
  if (opening.kind === 'bad') {
    return (
      <section className="opening-notice is-error" aria-label={t('opening.label')}>
        <p role="alert">{t('opening.bad', { reason: t(`opening.reason.${opening.reason}`) })}</p>
      </section>
    );
  }
  if (opening.kind !== 'shared') return null;
  const missing = (opening.state.files ?? []).filter((file) => file.text === undefined);
  return (
    <section className="opening-notice" aria-label={t('opening.label')}>
      <p role="status">{t('opening.shared')}</p>
      {missing.length > 0 && (
        <>
          <p>{t('opening.missing', { count: missing.length })}</p>
          <ul>
            {missing.map((file) => (
              <li key={file.name}>{file.name}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
