/**
 * The robots.txt workbench's questions about a loaded (or typed) robots.txt against what else
 * the session holds: every stored URL checked for one crawler, AI crawlers at a glance, the
 * file's `Sitemap:` lines, the rule review, the typed file's own answer with the site
 * inferred from the loaded sitemaps, and every loaded robots.txt's AI posture, a site each. Each is answered by its own module; this one only finds
 * the robots.txt and the URLs they need.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId, InputId } from '../../core/ids';
import type { AiPostureAnswer, AiPostureAsk } from '../protocol/ai-posture';
import type {
  AiAccessAnswer,
  RobotsCheck,
  RobotsCheckAnswer,
  RobotsSource,
  RuleReviewAnswer,
  SitemapLinesAnswer,
} from '../protocol/robots';
import type { RobotsCrossCheck } from './robots-crosscheck';
import { aiAccess, sitemapLines } from './robots-overview';
import {
  evaluateWorkbench,
  type RobotsWorkbenchAnswer,
  type WorkbenchInput,
} from './robots-workbench';
import { reviewRulesOfStore } from './rule-review';
import { CANCELLED, type Cancellable, type Cancelled } from './session-context';
import { AiPostures } from './ai-posture';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionTree } from './session-tree';

/** Enough URLs to find the loaded sitemaps' most common site (infer-site.ts). */
const SITE_SAMPLE_URLS = 10_000;

export class WorkbenchAnswers {
  private readonly postures: AiPostures;

  constructor(
    private readonly store: UrlStore,
    private readonly robots: RobotsCrossCheck,
    private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>,
    /** The index tree as it stands: which sitemaps are supplied. */
    private readonly tree: () => Pick<SessionTree, 'roots' | 'unlisted'>,
    inputs: ReadonlyMap<InputId, InputRecord>,
  ) {
    this.postures = new AiPostures(documents, inputs);
  }

  /** Every stored URL checked for one crawler: counts and blocking lines. */
  async robotsCheck(
    check: RobotsCheck,
    context: Cancellable,
  ): Promise<RobotsCheckAnswer | Cancelled> {
    const column = await this.robots.complete(check, context);
    if (column === CANCELLED) return CANCELLED;
    return this.robots.summary(column, check.agent);
  }

  /** AI crawlers at a glance for a robots.txt (see robots-overview.ts). */
  aiAccess(source: RobotsSource, site?: string): AiAccessAnswer {
    return aiAccess(this.store, this.robots.sources.resolve(source, site));
  }

  /** Every loaded robots.txt's AI posture, a column per site (ai-posture.ts). */
  aiPosture(ask: AiPostureAsk): AiPostureAnswer {
    return this.postures.answer(ask);
  }

  /** A robots.txt's `Sitemap:` lines, marked loaded, not loaded or invalid. */
  sitemapLines(source: RobotsSource, site?: string): SitemapLinesAnswer {
    return sitemapLines(this.robots.sources.resolve(source, site), this.tree());
  }

  /** The rule review for one crawler, against every stored URL (rule-review.ts). */
  ruleReview(check: RobotsCheck, context: Cancellable): Promise<RuleReviewAnswer | Cancelled> {
    return reviewRulesOfStore(this.store, this.robots.sources, this.documents, check, context);
  }

  /** The workbench's answer; the site may be inferred from the first loaded sitemap URLs. */
  robotsWorkbench(input: WorkbenchInput): RobotsWorkbenchAnswer {
    return evaluateWorkbench(input, this.sitemapUrlSample(SITE_SAMPLE_URLS));
  }

  private *sitemapUrlSample(limit: number): Generator<string> {
    const end = Math.min(this.store.size, limit);
    for (let row = 0; row < end; row++) yield this.store.loc(row);
  }
}
