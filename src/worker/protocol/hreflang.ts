/**
 * The **hreflang** view's request and answer: the languages found across every loaded
 * sitemap, the share of return links confirmed per language pair, the clusters with faults
 * first, and, for a selected URL, its cluster with each link's state. Codes, not words.
 */
import type { HreflangSummary } from '../../core/hreflang/hreflang-analysis';

export interface HreflangAsk {
  /** The URL whose cluster to show (a loc or an href as written); none: no cluster shown. */
  url?: string;
}

/** What became of one link: `no-return` and `not-listed` as the problems of those codes say. */
export type HreflangLinkState = 'confirmed' | 'self' | 'no-return' | 'not-listed';
/** The link's own fault, beside its state. */
export type HreflangLinkFault = 'invalid-code' | 'conflict';

export interface HreflangClusterRow {
  cluster: number;
  /** Its first URL read. */
  url: string;
  urls: number;
  /** Errors and warnings in it. */
  faults: number;
}

export interface HreflangLinkView {
  hreflang: string;
  href: string;
  state: HreflangLinkState;
  fault?: HreflangLinkFault;
  line: number;
  column: number;
}

export interface HreflangMemberView {
  url: string;
  /** False for a URL only named by alternates: no loaded sitemap lists it with its own. */
  hasAlternates: boolean;
  /** The file of its first entry with alternates (empty when none). */
  file: string;
  links: HreflangLinkView[];
}

export interface HreflangAnswer {
  summary: HreflangSummary;
  /** Each fault code found, with the URLs at fault: the URL table filters to them by code. */
  faults: { code: string; urls: number }[];
  /** The clusters, with faults first (most first), then in reading order; capped. */
  clusters: HreflangClusterRow[];
  /** Set when the ask named a URL: its cluster (members capped), or null when in none. */
  selected?: { url: string; cluster: number; members: HreflangMemberView[] } | null;
}
