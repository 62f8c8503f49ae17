/**
 * The AI posture across sites (`aiPosture`): every loaded robots.txt, the site it governs and
 * what each AI crawler may fetch there (core posture.ts), the table `inspect posture` prints
 * for the same files.
 */
import type { DocumentId, InputId } from '../../core/ids';
import type { PostureCell } from '../../core/robots/analyses/posture';
import type { RobotsMessage } from '../../core/robots/analyses/robots-messages';

export interface AiPostureAsk {
  /** The sites the user typed, each for an input whose name is no URL (an upload, a paste). */
  typedSites: { inputId: InputId; site: string }[];
}

/**
 * Where a robots.txt's site comes from: `url`, the address it was fetched from (its input's
 * name: the command line's `--save` folder and `open`, the bookmarklet); `name`, a host its
 * name gives (`robots.txt (www.example.com)`, `www.example.com/robots.txt`); `typed`, the
 * user; `none`, nothing.
 */
export type PostureSiteSource = 'url' | 'name' | 'typed' | 'none';

export interface AiPostureSite {
  documentId: DocumentId;
  inputId: InputId;
  /** The input's name (an archive member's path): the column's name where no site is known. */
  name: string;
  /** `scheme://host[:port]`, or null when neither its name nor the user says. */
  origin: string | null;
  originSource: PostureSiteSource;
  /** A site may be typed for it: it was not fetched from a URL, and its input holds no other robots.txt. */
  isSiteTypable: boolean;
  /** Why the typed text names no site. */
  siteError?: RobotsMessage;
  /** A robots.txt loaded before this one governs the same site: that one is used, not this. */
  sameSiteAs?: { documentId: DocumentId; name: string };
  /** Every AI crawler, in ai-crawlers.ts order; empty when another file is used for its site. */
  cells: PostureCell[];
}

export interface AiPostureAnswer {
  /** In reading order (the order the inputs were loaded). */
  sites: AiPostureSite[];
  /** robots.txt documents past `AI_POSTURE_SITES_SHOWN`, left out of `sites`. */
  notShown: number;
}
