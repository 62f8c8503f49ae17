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
 * Each requirement's alternatives, and how it reads in a message, split once: closing an
 * extension element runs for every image of every URL, and splitting the lists there cost
 * 2 % of the reader on the bench urlset (profiled 2026-11-30).
 */
const REQUIREMENTS: Readonly<
  Record<ExtensionName, readonly { alternatives: readonly string[]; shown: string }[]>
> = (() => {
  const split = (name: ExtensionName) =>
    REQUIRED[name].map((need) => ({
      alternatives: need.split('|'),
      shown: need
        .split('|')
        .map((one) => `${name}:${one.split('/').pop()}`)
        .join(' or '),
    }));
  return { image: split('image'), video: split('video'), news: split('news') };
})();

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
  private readonly seen = new Set<string>();
  private child = '';

  open(name: ExtensionName, line: number, column: number): void {
    this.name = name;
    this.line = line;
    this.column = column;
    this.seen.clear();
  }

  /** A child (`relativeDepth` 1) or grandchild (2) element of the open extension element. */
  openDescendant(local: string, uri: string | undefined, relativeDepth: number): void {
    if (this.name === null || uri !== NAMESPACE[this.name]) return;
    if (relativeDepth === 1) {
      this.child = local;
      this.seen.add(local);
    } else if (relativeDepth === 2) {
      this.seen.add(`${this.child}/${local}`);
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
    for (const { alternatives, shown } of REQUIREMENTS[name]) {
      let isSeen = false;
      for (const one of alternatives) if (this.seen.has(one)) isSeen = true;
      if (!isSeen) missing = missing === '' ? shown : `${missing}, ${shown}`;
    }
    return missing;
  }
}
