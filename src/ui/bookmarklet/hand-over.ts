/**
 * One tab's hand-over from the bookmarklet. The tab makes a nonce, valid for the first
 * message its opener posts and dead after it, so no message can be replayed into this tab
 * or another, and a page cannot add file after file (the caps of site-message.ts then hold
 * over the whole hand-over, not per message). A good message's files are held, not read,
 * until the user says so: the site the bookmarklet ran on is the tab's opener, learns the
 * nonce from the ready message, and could have opened this tab itself with no bookmarklet
 * run at all, so only a choice made in this tab tells the two apart. A tab that was not
 * opened for a hand-over (no `HAND_OVER_FRAGMENT`) has no nonce and refuses every message.
 */
import { checkSiteFiles, type SiteFiles, type SiteFilesRefusal } from './site-message';

/** Why a message was refused; `again`: this tab's one hand-over is over. */
export type HandOverRefusal = SiteFilesRefusal | 'again';

/** The files a message brought, with the origin that sent them. */
export interface HeldFiles extends SiteFiles {
  readonly origin: string;
}

/** A message's fate: its files held for the user to read or not (counted), or why not. */
export type HandOverVerdict =
  | { ok: true; count: number; origin: string; takesPages: boolean }
  | { ok: false; reason: HandOverRefusal };

/** 128 bits from the browser's CSPRNG (Web Crypto §10.1.1 getRandomValues), as hex. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export class HandOver {
  #isOver = false;
  #held: HeldFiles | undefined;

  /** `nonce`: sent to the opener in the ready message; `undefined` for a tab not opened for one. */
  constructor(readonly nonce: string | undefined) {}

  /** Judges a message from the opener, posted from `origin`; only the first can be taken. */
  receive(data: unknown, origin: string): HandOverVerdict {
    if (this.#isOver) return { ok: false, reason: 'again' };
    this.#isOver = true;
    if (this.nonce === undefined) return { ok: false, reason: 'nonce' };
    const check = checkSiteFiles(data, origin, this.nonce);
    if (!check.ok) return check;
    const { files, notLoaded, failed, takesPages } = check;
    this.#held = { files, notLoaded, failed, takesPages, origin };
    return { ok: true, count: files.length, origin, takesPages };
  }

  /** The held files, once, when the user chose to read them. */
  read(): HeldFiles | undefined {
    const held = this.#held;
    this.#held = undefined;
    return held;
  }

  /** Drops the held files unread. */
  decline(): void {
    this.#held = undefined;
  }
}
