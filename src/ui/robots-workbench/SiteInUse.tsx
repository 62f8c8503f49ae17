/**
 * Beside a figure that depends on the site a robots.txt governs (RFC 9309 §2.3: one file per
 * scheme, host and port), the site an answer used when nobody typed one: which it is, what it
 * was inferred from, and a button to the workbench's Site field, where it is changed.
 */
import { t, type MessageKey } from '../../i18n/i18n';
import type { RobotsUsed } from '../../worker/protocol/robots';

const SOURCE: Record<'sitemap-lines' | 'sitemap-urls', MessageKey> = {
  'sitemap-lines': 'wb.siteInUse.fromLines',
  'sitemap-urls': 'wb.siteInUse.fromUrls',
};

interface Props {
  robots: RobotsUsed;
  /** Moves focus to the Site field; absent where there is none to go to. */
  onChangeSite?(): void;
}

export function SiteInUse({ robots, onChangeSite }: Props) {
  const { site, siteInferred } = robots;
  if (site === null || !siteInferred) return null;
  return (
    <p className="hint site-in-use">
      {t(SOURCE[siteInferred.source], {
        origin: site,
        votes: siteInferred.votes,
        counted: siteInferred.counted,
      })}
      {onChangeSite && (
        <>
          {' '}
          <button type="button" className="link-button" onClick={onChangeSite}>
            {t('wb.siteInUse.change')}
          </button>
        </>
      )}
    </p>
  );
}
