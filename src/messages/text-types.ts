/**
 * The shapes of the per-language tables of texts that core keeps in English (problem codes,
 * HTTP-status behaviour, lastmod reasons, AI crawlers), apart from the modules that pick from
 * them, so the tables and their readers import this file and not each other.
 */
import type { LastmodReasonCode, LastmodVerdictName } from '../core/lastmod/lastmod-reason';
import type { ProblemCode } from '../core/problems/registry';
import type { AiCrawlerPurpose, AiCrawlerToken } from '../core/robots/analyses/ai-crawlers';
import type { RobotsStatusCode, RobotsStatusPhase } from '../core/robots/analyses/http-status';
import type { robotsLintCodes } from '../core/robots/analyses/lint-codes';
import type { VerdictNoteCode } from '../core/robots/engine/verdict-notes';

export interface ProblemTexts {
  readonly message: string;
  readonly explanation: string;
  readonly fix: string;
}
export type RobotsLintCode = keyof typeof robotsLintCodes;
export type ProblemTable = Readonly<Record<ProblemCode, ProblemTexts>>;

export type StatusEffect = RobotsStatusPhase['effect'];
/** robotsStatusChoices' statuses, as keys. */
export type StatusChoiceKey = '200' | '301' | '404' | '410' | '429' | '500' | '503' | 'unreachable';

export interface CoreTexts {
  statusTexts: Record<RobotsStatusCode, string>;
  statusEffects: Record<StatusEffect, string>;
  statusChoices: Record<StatusChoiceKey, string>;
  lastmodReasonTitles: Record<LastmodReasonCode, string>;
  /** What to do with a lastmod verdict (core gives the verdict's name only). */
  lastmodActions: Record<LastmodVerdictName, string>;
  /** Where Google's reading and RFC 9309's differ for one URL (src/core/robots/engine/verdict-notes.ts). */
  verdictNotes: Record<VerdictNoteCode, string>;
  aiPurposes: Record<AiCrawlerPurpose, string>;
  /** What each AI crawler's fetches feed, by product token. */
  aiFeeds: Record<AiCrawlerToken, string>;
}
