import type { OpeningLink } from './opening-link';
import { t } from '../../i18n/i18n';

/**
 * Says where the page's state came from when it came from a link: a shared view (and which
 * files to drop in again to see the rest, until they are loaded), or a link that could not
 * be read. `loadedNames` are the names of the files loaded now.
 */
export function OpeningNotice({
  opening,
  loadedNames,
}: {
  opening: OpeningLink;
  loadedNames: ReadonlySet<string>;
}) {
  if (opening.kind === 'bad') {
    return (
      <section className="opening-notice is-error" aria-label={t('opening.label')}>
        <p role="alert">{t('opening.bad', { reason: t(`opening.reason.${opening.reason}`) })}</p>
      </section>
    );
  }
  if (opening.kind !== 'shared') return null;
  // A file dropped in again is no longer asked for: the notice follows what the user did.
  const missing = (opening.state.files ?? []).filter(
    (file) => file.text === undefined && !loadedNames.has(file.name),
  );
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
