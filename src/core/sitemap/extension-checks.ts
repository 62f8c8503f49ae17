/**
 * Required children of the sitemap extensions, as Google Search Central documents them:
 * `image:image` needs `image:loc`; `video:video` needs `video:thumbnail_loc`, `video:title`,
 * `video:description` and `video:content_loc` or `video:player_loc`; `news:news` needs
 * `news:publication` (with `news:name` and `news:language`), `news:publication_date` and
 * `news:title`. Google skips an entry that lacks them, so each gap is reported.
 */
import { IMAGE_NS, NEWS_NS, VIDEO_NS } from './sitemap-namespaces';

export type ExtensionName = 'image' | 'video' | 'news';

/** Each requirement: alternatives separated by `|`; `a/b` is a grandchild. */
const REQUIRED: Readonly<Record<ExtensionName, readonly string[]>> = {
  image: ['loc'],
  video: ['thumbnail_loc', 'title', 'description', 'content_loc|player_loc'],
  news: ['publication', 'publication/name', 'publication/language', 'publication_date', 'title'],
};

/**
 * The names the requirements ask for, per extension, as `[child, grandchild]` (`''` for a
 * child itself): a child seen sets its name's bit, and a requirement is met when one of its
 * alternatives' bits is set. Split once: closing an extension element runs for every image
 * of every URL (splitting the lists there cost 2 % of the reader on the bench urlset,
 * profiled 2026-11-30), and a bit mask needs no set (`Set.clear` per image:image allocated a
 * new table, 3 % of the reader, profiled 2026-12-01). Names no requirement asks for are not
 * kept, so a hostile element with a million distinct children keeps nothing.
 */
const WANTED: Readonly<Record<ExtensionName, readonly (readonly [string, string])[]>> = (() => {
  const wanted = (name: ExtensionName) =>
    [...new Set(REQUIRED[name].flatMap((need) => need.split('|')))].map((one): [string, string] => {
      const [child, grandchild = ''] = one.split('/');
      return [child, grandchild];
    });
  return { image: wanted('image'), video: wanted('video'), news: wanted('news') };
})();

/** Each requirement as the bits of its alternatives, and how it reads in a message. */
const REQUIREMENTS: Readonly<Record<ExtensionName, readonly { bits: number; shown: string }[]>> =
  (() => {
    const split = (name: ExtensionName) =>
      REQUIRED[name].map((need) => ({
        bits: need
          .split('|')
          .reduce((bits, one) => bits | bitOf(name, ...(one.split('/') as [string, string?])), 0),
        shown: need
          .split('|')
          .map((one) => `${name}:${one.split('/').pop()}`)
          .join(' or '),
      }));
    return { image: split('image'), video: split('video'), news: split('news') };
  })();

/** The bit of `child` (or of its `grandchild`) among `name`'s wanted names; 0 if not wanted. */
function bitOf(name: ExtensionName, child: string, grandchild = ''): number {
  const wanted = WANTED[name];
  for (let i = 0; i < wanted.length; i++)
    if (wanted[i][0] === child && wanted[i][1] === grandchild) return 1 << i;
  return 0;
}

const NAMESPACE: Readonly<Record<ExtensionName, string>> = {
  image: IMAGE_NS,
  video: VIDEO_NS,
  news: NEWS_NS,
};

/** Tracks the children of one open extension element. */
export class ExtensionElement {
  name: ExtensionName | null = null;
  line = 0;
  column = 0;
  /** Bits of the wanted names seen (see WANTED). */
  private seen = 0;
  private child = '';

  open(name: ExtensionName, line: number, column: number): void {
    this.name = name;
    this.line = line;
    this.column = column;
    this.seen = 0;
  }

  /** A child (`relativeDepth` 1) or grandchild (2) element of the open extension element. */
  openDescendant(local: string, uri: string | undefined, relativeDepth: number): void {
    if (this.name === null || uri !== NAMESPACE[this.name]) return;
    if (relativeDepth === 1) {
      this.child = local;
      this.seen |= bitOf(this.name, local);
    } else if (relativeDepth === 2) {
      this.seen |= bitOf(this.name, this.child, local);
    }
  }

  /** Whether `uri`:`local` is the grandchild `child/grandchild` of an open `name` element. */
  isIn(
    name: ExtensionName,
    child: string,
    uri: string | undefined,
    local: string,
    grandchild: string,
  ): boolean {
    return (
      this.name === name && this.child === child && uri === NAMESPACE[name] && local === grandchild
    );
  }

  /** Closes the extension element; returns what it lacked (`video:title, …`), or ''. */
  close(): string {
    const name = this.name;
    this.name = null;
    if (name === null) return '';
    let missing = '';
    for (const { bits, shown } of REQUIREMENTS[name])
      if ((this.seen & bits) === 0) missing = missing === '' ? shown : `${missing}, ${shown}`;
    return missing;
  }
}
