/**
 * One tab's hand-over from the bookmarklet: the tab takes the first message its opener
 * posts and refuses every later one, so a page cannot add file after file (the caps of
 * site-message.ts then hold over the whole hand-over, not per message). A tab that was not
 * opened for a hand-over (no `HAND_OVER_FRAGMENT`) has no secrets and refuses them all.
 */
import {
  checkSiteFiles,
  type HandOverSecrets,
  type SiteFilesCheck,
  type SiteFilesRefusal,
} from './site-message';

/** Why a message was refused; `again`: this tab's one hand-over is over. */
export type HandOverRefusal = SiteFilesRefusal | 'again';

/** A message's fate: its files, or why not. */
export type HandOverVerdict = SiteFilesCheck | { ok: false; reason: 'again' };

export class HandOver {
  #isOver = false;

  constructor(readonly secrets: HandOverSecrets | undefined) {}

  /** Judges a message from the opener, posted from `origin`; only the first can be taken. */
  receive(data: unknown, origin: string): HandOverVerdict {
    if (this.#isOver) return { ok: false, reason: 'again' };
    this.#isOver = true;
    if (!this.secrets) return { ok: false, reason: 'secret' };
    return checkSiteFiles(data, origin, this.secrets);
  }
}
