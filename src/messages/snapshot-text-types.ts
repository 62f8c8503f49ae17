/**
 * The shape of the snapshot findings' tables (snapshot-{en,ja,zh}.ts), apart from the module
 * that picks from them (snapshot-texts.ts), so the tables and their reader do not import
 * each other.
 */
import type { SnapshotFindingCode } from '../core/snapshot/snapshot-findings';

export interface SnapshotFindingText {
  readonly title: string;
  readonly message: string;
  readonly explanation: string;
}
export type SnapshotFindingTexts = Readonly<Record<SnapshotFindingCode, SnapshotFindingText>>;
