import { useState } from 'react';
import { CHAT_LINK_CHARS, DEFAULT_LINK_BUDGET } from '../../core/share/share-link';
import { formatNumber, t } from '../../i18n/i18n';
import type { ShareLinkState } from './useShareLink';
import type { LeftOutOfLink } from '../workspace/left-out-of-link';
import { copyLink } from './copy-link';

/**
 * The share link: a read-only box with the link and its length, what it carries, a warning
 * where chat tools cut links with a shorter link to offer, and a copy button.
 */
export function ShareSection({ share }: { share: ShareLinkState }) {
  const links = share.links;
  const [isShort, setShort] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'select' | undefined>();
  const link = links && (isShort ? links.short : links.full);
  const url = link?.url ?? '';
  const canShorten = links !== undefined && links.full.included.length > 0;
  return (
    <section className="share-section" aria-labelledby="share-heading">
      <h2 id="share-heading">{t('share.heading')}</h2>
      <p className="share-note">{t('share.privacy')}</p>
      <label className="share-box">
        <span>{t('share.label')}</span>
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <p>
        {t('share.length', {
          count: url.length,
          budget: formatNumber(DEFAULT_LINK_BUDGET),
        })}
      </p>
      {link && link.included.length > 0 && (
        <p>{t('share.included', { names: link.included.join(', ') })}</p>
      )}
      {link && link.omitted.length > 0 && (
        <p>{t('share.omitted', { names: link.omitted.join(', ') })}</p>
      )}
      {links && <LeftOutNote leftOut={links.leftOut} />}
      {links?.isRobotsLeftOut && (
        <p role="note" className="share-warning">
          {t('share.robotsLeftOut')}
        </p>
      )}
      {url.length > CHAT_LINK_CHARS && (
        <p role="note" className="share-warning">
          {t('share.long', { limit: formatNumber(CHAT_LINK_CHARS) })}
        </p>
      )}
      {(isShort || (canShorten && url.length > CHAT_LINK_CHARS)) && (
        <button type="button" onClick={() => setShort(!isShort)}>
          {isShort ? t('share.withFiles') : t('share.shorter')}
        </button>
      )}
      <button
        type="button"
        disabled={!url}
        onClick={() =>
          // Built again for this instant: the link shown is rebuilt a moment after typing
          // stops, and a Copy right after an edit must carry that edit.
          void share
            .buildNow()
            .then((now) => copyLink((isShort ? now.short : now.full).url))
            .then((isCopied) => setCopied(isCopied ? 'copied' : 'select'))
        }
      >
        {t('share.copy')}
      </button>
      <p role="status">
        {copied === 'copied' ? t('share.copied') : copied === 'select' ? t('share.select') : ''}
      </p>
    </section>
  );
}

/** What no link carries, named, so whoever shares knows what to send beside it. */
function LeftOutNote({ leftOut }: { leftOut: LeftOutOfLink }) {
  const parts = [
    ...(leftOut.crawl !== undefined ? [t('share.leftOut.crawl', { name: leftOut.crawl })] : []),
    ...(leftOut.earlierFiles > 0
      ? [t('share.leftOut.earlier', { count: leftOut.earlierFiles })]
      : []),
    ...(leftOut.hasPageCheck ? [t('share.leftOut.pageCheck')] : []),
    ...(leftOut.historySites > 0
      ? [t('share.leftOut.history', { count: leftOut.historySites })]
      : []),
  ];
  if (parts.length === 0) return null;
  return (
    <p role="note" className="share-warning">
      {t('share.leftOut', { parts: parts.join('; ') })}
    </p>
  );
}
