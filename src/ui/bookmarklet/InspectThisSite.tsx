import { useEffect, useId, useMemo, useRef } from 'react';
import source from 'virtual:bookmarklet';
import type { NewEntry } from '../workspace/useWorkspace';
import { t } from '../i18n/i18n';
import { bookmarkletHref, bookmarkletSnippet, inspectorAddress } from './bookmarklet-code';
import { openSiteCommand } from './shell-command';
import { SiteFilesPrompt } from './SiteFilesPrompt';
import { useSiteFiles } from './useSiteFiles';
import { useOpenedSession } from '../input/useOpenedSession';

/** NOT_LOADED_SHOWN sitemaps on other origins are named; the rest are counted. */
const NOT_LOADED_SHOWN = 20;

/**
 * "Inspect this site": the bookmarklet, its console snippet, and what it brought, or what the
 * command line's `--open` brought.
 */
export function InspectThisSite({
  id,
  onFiles,
}: {
  /** The header's Inspect a site moves focus here. */
  id: string;
  onFiles(inputs: NewEntry[]): void;
}) {
  const headingId = useId();
  const siteFiles = useSiteFiles(onFiles);
  const { asking, received, declined, refused } = siteFiles.status;
  // The command line's hand-over (`--site URL --open`): the same input, from this page's server.
  const opened = useOpenedSession(onFiles);
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
      <div role="status">
        {received && (
          <>
            <ReceivedText {...received} />
            {received.notLoaded.length > 0 && (
              <>
                <p>
                  <NotLoadedText count={received.notLoaded.length} origin={received.origin} />
                </p>
                <ul>
                  {received.notLoaded.slice(0, NOT_LOADED_SHOWN).map((url) => (
                    <li key={url}>{url}</li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
        {declined && <p>{t('site.declined', { origin: declined.origin })}</p>}
        {refused && <p>{t(`site.refused.${refused.reason}`, { origin: refused.origin })}</p>}
        {opened.received && <ReceivedText {...opened.received} />}
        {opened.failed && <p>{t(`site.open.${opened.failed}`)}</p>}
      </div>
      {asking && (
        <SiteFilesPrompt
          count={asking.count}
          origin={asking.origin}
          onRead={siteFiles.read}
          onDecline={siteFiles.decline}
        />
      )}
    </section>
  );
}

/** What to run for the sitemaps the site's page could not read: the command, when the origin can be written into one safely. */
function NotLoadedText({ count, origin }: { count: number; origin: string }) {
  const command = openSiteCommand(origin);
  return command === undefined
    ? t('site.notLoadedNoCommand', { count })
    : t('site.notLoaded', { count, command });
}

/**
 * How many files the site gave; the file list also holds each sitemap it did not give (a 404
 * is a finding with its status), so it shows more, and the sentence says why.
 */
function ReceivedText({
  count,
  unfetched,
  origin,
}: {
  count: number;
  unfetched: number;
  origin: string;
}) {
  return (
    <p>
      {t('site.received', { count, origin })}
      {unfetched > 0 && ` ${t('site.received.unfetched', { count: unfetched })}`}
    </p>
  );
}
