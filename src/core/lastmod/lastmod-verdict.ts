/**
 * The lastmod trust verdict: can a crawler schedule re-crawls by this file's (or this
 * site's) lastmod? Each reason is judged from `LastmodFacts` against a named threshold
 * (lastmod-thresholds.ts) and has an effect: `unusable`, `doubtful`, or `note` (reported but
 * not a downgrade). The verdict is the worst effect found; docs/lastmod.md
 * explains every reason to users.
 */
import { percentOf } from '../percent';
import type { LastmodFacts } from './lastmod-facts';
import {
  ABSENT_DOUBTFUL_COVERAGE,
  ABSENT_UNUSABLE_COVERAGE,
  DATE_ONLY_NOTE_SHARE,
  FEW_DISTINCT_MAX_VALUES,
  FEW_DISTINCT_MIN_DATED,
  FUTURE_UNUSABLE_SHARE,
  GENERATION_DOUBTFUL_SHARE,
  GENERATION_MIN_DATED,
  GENERATION_UNUSABLE_SHARE,
  GENERATION_WINDOW_MS,
  INVALID_DOUBTFUL_SHARE,
  INVALID_UNUSABLE_SHARE,
} from './lastmod-thresholds';

export type {
  LastmodReason,
  LastmodReasonCode,
  LastmodReasonEffect,
  LastmodVerdict,
  LastmodVerdictName,
} from './lastmod-reason';
import type {
  LastmodReason,
  LastmodReasonCode,
  LastmodReasonEffect,
  LastmodVerdict,
  LastmodVerdictName,
} from './lastmod-reason';

const EFFECT_RANK: Record<LastmodReasonEffect, number> = { unusable: 0, doubtful: 1, note: 2 };

/** Sorts reasons in place, worst effect first (stable: the order found within an effect). */
export function worstFirst(reasons: LastmodReason[]): void {
  reasons.sort((a, b) => EFFECT_RANK[a.effect] - EFFECT_RANK[b.effect]);
}

/**
 * The verdict for the facts; `indexMismatches` counts an index's children that are newer,
 * `firstMismatch` is where the first is listed (its `<sitemap>` line and the child's loc).
 */
export function judgeLastmod(
  facts: LastmodFacts,
  indexMismatches = 0,
  firstMismatch?: { loc: string; line: number },
): LastmodVerdict {
  const reasons: LastmodReason[] = [];
  const add = (
    code: LastmodReasonCode,
    effect: LastmodReasonEffect,
    params: LastmodReason['params'],
  ) => reasons.push({ code, effect, params });
  const withLastmod = facts.dated + facts.invalid;
  const { dated, rows } = facts;

  const coverage = rows === 0 ? 0 : withLastmod / rows;
  if (coverage < ABSENT_DOUBTFUL_COVERAGE)
    add('absent', coverage < ABSENT_UNUSABLE_COVERAGE ? 'unusable' : 'doubtful', {
      withLastmod,
      rows,
      coverage: percentOf(withLastmod, rows),
    });

  if (withLastmod > 0) {
    const invalidShare = facts.invalid / withLastmod;
    if (invalidShare >= INVALID_DOUBTFUL_SHARE)
      add('invalid', invalidShare >= INVALID_UNUSABLE_SHARE ? 'unusable' : 'doubtful', {
        invalid: facts.invalid,
        withLastmod,
        share: percentOf(facts.invalid, withLastmod),
      });
  }

  if (dated >= GENERATION_MIN_DATED) {
    const share = facts.clusterCount / dated;
    if (share >= GENERATION_DOUBTFUL_SHARE)
      add('generation-time', share >= GENERATION_UNUSABLE_SHARE ? 'unusable' : 'doubtful', {
        clusterCount: facts.clusterCount,
        dated,
        share: percentOf(facts.clusterCount, dated),
        instant: new Date(facts.clusterStartMs).toISOString(),
        windowSeconds: GENERATION_WINDOW_MS / 1000,
      });
  }

  if (dated >= FEW_DISTINCT_MIN_DATED && facts.distinct <= FEW_DISTINCT_MAX_VALUES)
    add('few-distinct', 'doubtful', { distinct: facts.distinct, dated });

  if (facts.future > 0)
    add('future', facts.future / dated >= FUTURE_UNUSABLE_SHARE ? 'unusable' : 'doubtful', {
      future: facts.future,
      dated,
      share: percentOf(facts.future, dated),
    });

  if (indexMismatches > 0) {
    add('index-mismatch', 'doubtful', { mismatches: indexMismatches });
    if (firstMismatch)
      reasons[reasons.length - 1]!.place = { line: firstMismatch.line, url: firstMismatch.loc };
  }

  if (dated > 0 && facts.dateOnly / dated >= DATE_ONLY_NOTE_SHARE)
    add('date-only', 'note', { dateOnly: facts.dateOnly, dated });

  worstFirst(reasons);
  const worst = reasons[0]?.effect;
  const verdict: LastmodVerdictName =
    worst === 'unusable' ? 'unusable' : worst === 'doubtful' ? 'doubtful' : 'usable';
  return { verdict, reasons };
}
