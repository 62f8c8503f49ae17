import { useEffect, useId, useMemo, useRef } from 'react';
import source from 'virtual:bookmarklet';
import { t } from '../../i18n/i18n';
import { bookmarkletHref, bookmarkletSnippet, inspectorAddress } from './bookmarklet-code';

/**
 * "Inspect this site": the bookmarklet and its console snippet. What a hand-over brought is
 * said outside the inputs (SiteHandOver.tsx), which fold away once the files are read.
 */
export function InspectThisSite({
  id,
}: {
  /** The header's Inspect a site moves focus here. */
  id: string;
}) {
  const headingId = useId();
  const snippet = useMemo(
    () => bookmarkletSnippet(source, inspectorAddress(window.location.href)),
    [],
  );
  const link = useRef<HTMLAnchorElement>(null);
  // Set outside React: React refuses `javascript:` URLs in href, and this one is ours.
  useEffect(() => link.current?.setAttribute('href', bookmarkletHref(snippet)), [snippet]);
  return (
    <section id={id} tabIndex={-1} className="site-bookmarklet" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('site.heading')}</h2>
      <p>
        <a ref={link} className="button" onClick={(event) => event.preventDefault()}>
          {t('site.bookmarklet')}
        </a>{' '}
        <span className="hint">{t('site.bookmarklet.hint')}</span>
      </p>
      <details>
        <summary>{t('site.console.summary')}</summary>
        <textarea readOnly value={snippet} rows={3} aria-label={t('site.console.label')} />
      </details>
    </section>
  );
}
