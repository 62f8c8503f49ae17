/**
 * The words of the snapshot comparison's findings, per language (snapshot-{en,ja,zh}.ts),
 * typed against core's codes: a finding added to core without its texts fails tsc. Core sends
 * a finding as its code and figures; the page and the command line word it here.
 */
import type { SnapshotFinding, SnapshotFindingCode } from '../core/snapshot/snapshot-findings';
import { formatMessage } from '../core/problems/problem-code-info';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { snapshotEn } from './snapshot-en';
import { snapshotJa } from './snapshot-ja';
import { snapshotZh } from './snapshot-zh';

import type { SnapshotFindingText, SnapshotFindingTexts } from './snapshot-text-types';

export type { SnapshotFindingText, SnapshotFindingTexts };

const tables: Record<Locale, SnapshotFindingTexts> = {
  en: snapshotEn,
  ja: snapshotJa,
  zh: snapshotZh,
};

export function snapshotFindingTexts(
  code: SnapshotFindingCode,
  locale: Locale,
): SnapshotFindingText {
  return tables[locale][code];
}

/** A finding's one-line message in `locale`, its numbers grouped the locale's way. */
export function snapshotFindingMessage(
  finding: Pick<SnapshotFinding, 'code' | 'params'>,
  locale: Locale,
): string {
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[locale]);
  const params = Object.fromEntries(
    Object.entries(finding.params).map(([name, value]) => [
      name,
      typeof value === 'number' ? format.format(value) : value,
    ]),
  );
  return formatMessage(tables[locale][finding.code].message, params);
}
