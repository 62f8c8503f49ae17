/**
 * The bookmarklet's token: 128 random bits, made once per browser profile and kept in this
 * origin's localStorage. The page bakes it into the bookmarklet it draws; the tab the
 * bookmarklet opens reads it back and takes files only from a message that carries it, so a
 * page that never ran this profile's bookmarklet cannot push files in. (A site the
 * bookmarklet runs on can read it, as it can read the whole bookmarklet: the one-hand-over
 * tab, the caps and files not kept unless chosen bound what it could do with it.)
 */
import { SECRET_PATTERN } from './site-message';

const KEY = 'inspector.bookmarklet.token';

/** 128 bits from the browser's CSPRNG (Web Crypto §10.1.1 getRandomValues), as hex. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This page's token when storage refuses (some private modes): hand-overs then fail. */
let unstored: string | undefined;

/** The profile's token, made and stored on first use. */
export function bookmarkletToken(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  makeSecret: () => string = randomSecret,
): string {
  try {
    const stored = storage.getItem(KEY);
    if (stored !== null && SECRET_PATTERN.test(stored)) return stored;
    const made = makeSecret();
    storage.setItem(KEY, made);
    return made;
  } catch {
    // Storage refused: fall through to a token for this page only.
  }
  unstored ??= makeSecret();
  return unstored;
}
