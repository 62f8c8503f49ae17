/**
 * What a site's hand-over brought, said where the answer is, not inside the inputs (which fold
 * away once the files are read): the bookmarklet's files (held until the user reads them,
 * SiteFilesPrompt) and the sitemaps the site's page could not read, or the command line's
 * `open` files, or why a hand-over was refused. One live region, there before any message
 * (the prompt is a dialog of its own, put under `<body>`).
 */
import type { NewEntry } from '../workspace/useWorkspace';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { currentLocale, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import { useOpenedSession } from '../input/useOpenedSession';
import { openSiteCommand } from './shell-command';
import { SiteFilesPrompt } from './SiteFilesPrompt';
import { useSiteFiles } from './useSiteFiles';

/** NOT_LOADED_SHOWN sitemaps on other origins are named; the rest are counted. */
const NOT_LOADED_SHOWN = 20;

export function SiteHandOver({
  onFiles,
  client,
}: {
  onFiles(inputs: NewEntry[]): void;
  client: AnalyzerClient;
}) {
  const siteFiles = useSiteFiles(onFiles, client);
  const { asking, checking, received, declined, refused } = siteFiles.status;
  // The command line's hand-over (`open`): the same input, from this page's server.
  const opened = useOpenedSession(onFiles);
  return (
    <div role="status" className="site-hand-over">
      {checking && <p>{t('site.checking', { ...checking })}</p>}
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
      {asking && (
        <SiteFilesPrompt
          count={asking.count}
          origin={asking.origin}
          takesPages={asking.takesPages}
          onRead={siteFiles.read}
          onDecline={siteFiles.decline}
        />
      )}
    </div>
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
  pages,
}: {
  count: number;
  unfetched: number;
  origin: string;
  /** Pages checked, `none` when some were asked for and none came. */
  pages?: number | 'none';
}) {
  return (
    <p>
      {joinSentences(currentLocale(), [
        t('site.received', { count, origin }),
        unfetched > 0 ? t('site.received.unfetched', { count: unfetched }) : '',
        pages === 'none'
          ? t('site.received.noPages')
          : pages !== undefined
            ? t('site.received.pages', { count: pages })
            : '',
      ])}
    </p>
  );
}
