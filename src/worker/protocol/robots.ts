/**
 * The robots.txt answers beside the workbench: every stored URL checked for one crawler
 * (`robotsCheck`), the AI crawlers at a glance (`aiAccess`), a file's `Sitemap:` lines
 * (`sitemapLines`), and a loaded robots.txt's text (`robotsText`).
 */
import type { DocumentId } from '../../core/ids';
import type { RuleReviewRow } from '../../core/robots/analyses/rule-review';
import type { CrawlerStanding } from '../../core/robots/analyses/crawler-groups';

/**
 * Which robots.txt a check uses: a loaded robots.txt document, text the page holds (the
 * workbench's edited copy; blank text is no robots.txt), or the first robots.txt document
 * loaded (in reading order).
 */
export type RobotsSource =
  | { kind: 'document'; documentId: DocumentId }
  | { kind: 'text'; text: string; name: string }
  | { kind: 'first-loaded' };

/** Every stored URL checked against one robots.txt for one crawler product token. */
export interface RobotsCheck {
  source: RobotsSource;
  agent: string;
  /** The origin the file governs (`https://www.example.com`); inferred when absent. */
  site?: string;
  /**
   * The workbench's "If the server answers…": the /robots.txt answer to assume. Absent: 200,
   * the rules decide; a status Google reads as "allow all" or "block all" decides instead.
   */
  robotsStatus?: number | 'unreachable';
}

/** The default check: the first loaded robots.txt, for Googlebot (as Search Console reports). */
export const DEFAULT_ROBOTS_CHECK: RobotsCheck = {
  source: { kind: 'first-loaded' },
  agent: 'Googlebot',
};

/** A URL's verdict: `not-covered` is a URL of another site than the one the file governs. */
export type RobotsVerdictName = 'allowed' | 'blocked' | 'not-covered';

/**
 * How a site nobody typed was inferred (core infer-site.ts): the most common origin of the
 * file's `Sitemap:` lines, else of the stored URLs; `votes` of the `counted` http(s) URLs
 * looked at are on it.
 */
export interface SiteInference {
  source: 'sitemap-lines' | 'sitemap-urls';
  votes: number;
  counted: number;
}

/** The robots.txt a robots answer used; null when there is none (nothing loaded to use). */
export interface RobotsUsed {
  name: string;
  /** Set for a loaded document. */
  documentId?: number;
  /** The origin it governs (`https://www.example.com`); null when it could not be told. */
  site: string | null;
  /** Set when `site` was inferred, not asked for: how. */
  siteInferred?: SiteInference;
}

export interface RobotsCheckAnswer {
  robots: RobotsUsed | null;
  agent: string;
  /** URLs checked (every stored URL). */
  total: number;
  counts: { allowed: number; blocked: number; notCovered: number };
  /** Lines that block URLs, most URLs first (at most `ROBOTS_BLOCKING_LINES_SHOWN`). */
  blockingLines: { line: number; count: number; rule: string }[];
}

/** A robots.txt to read and, optionally, the origin it governs (inferred when absent). */
export interface RobotsSourceAsk {
  source: RobotsSource;
  site?: string;
}

/** Root and top-level sections of the sitemaps for each AI crawler. */
export interface AiAccessAnswer {
  robots: RobotsUsed | null;
  /** Top-level sections of the site's sitemap URLs (`/blog/`, `/`), largest first. */
  sections: { path: string; urlCount: number }[];
  crawlers: {
    token: string;
    /** The token whose group applied (`*`: the global group; null: none). */
    appliedToken: string | null;
    /** Why that group applied, whether the file names the crawler, whether it reads robots.txt. */
    standing: CrawlerStanding;
    /** What that group asks for the site root: per purpose, `allows` and the lines that say so. */
    preferences: {
      purpose: 'search' | 'ai-input' | 'train-ai';
      allows: boolean;
      lines: number[];
    }[];
    /** Content-Usage lines of that group for narrower paths. */
    pathPreferenceLines: number[];
    root: { allowed: boolean; line: number };
    sections: {
      path: string;
      level: 'allowed' | 'partly-blocked' | 'blocked';
      checked: number;
      blocked: number;
      lines: number[];
    }[];
  }[];
}

/** The robots.txt's `Sitemap:` lines, loaded or not. */
export interface SitemapLinesAnswer {
  robots: RobotsUsed | null;
  lines: {
    line: number;
    url: string;
    status: 'loaded' | 'not-loaded' | 'invalid';
    reason?: 'relative-url' | 'not-a-url' | 'not-http' | 'other-host';
    host?: string;
  }[];
}

export interface RobotsTextAnswer {
  /** The document's text (UTF-8); empty when it cannot be re-read (a member of an archive). */
  text: string;
  /** The text was cut at `ROBOTS_TEXT_MAX_BYTES` (Google reads only 500 KiB of it anyway). */
  isTruncated: boolean;
  isAvailable: boolean;
}

/**
 * The twice-yearly robots.txt review done against the stored URLs for one crawler (core rule-review.ts):
 * what each rule decides, rules that decide nothing or miss URLs only by letter case, paths
 * that name an entrance, and sitemap origins no loaded robots.txt governs.
 */
export interface RuleReviewAnswer {
  robots: RobotsUsed | null;
  agent: string;
  /** The token whose group applied (`*`: the global group; null: none). */
  appliedToken: string | null;
  /** Stored URLs on the file's site, checked; of another site; matched by no rule. */
  checked: number;
  notCovered: number;
  undecided: number;
  /**
   * Every rule of the file: the crawler's rules that decide stored URLs, then the rest of its
   * group, then other groups' rules, each in file order (core rule-review.ts `reviewOrder`).
   */
  rules: RuleReviewRow[];
  /** Origins of stored URLs that no loaded robots.txt governs, most URLs first. */
  originsWithoutRobots: { origin: string; urlCount: number }[];
}
