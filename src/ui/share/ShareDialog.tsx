import type { RefObject } from 'react';
import { t } from '../../i18n/i18n';
import { ShareSection } from './ShareSection';
import type { ShareLinkState } from './useShareLink';

/**
 * The share link in a modal dialog, opened from the header's Share: a native `<dialog>`
 * (showModal) keeps focus inside, closes on Escape and gives focus back to the button.
 */
export function ShareDialog({
  share,
  dialog,
}: {
  share: ShareLinkState;
  dialog: RefObject<HTMLDialogElement | null>;
}) {
  return (
    <dialog ref={dialog} className="share-dialog" aria-labelledby="share-heading">
      <ShareSection share={share} />
      <button type="button" className="share-close" onClick={() => dialog.current?.close()}>
        {t('share.close')}
      </button>
    </dialog>
  );
}
