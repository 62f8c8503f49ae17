/**
 * Per-line report for highlighting (google/robotstxt reporting_robots.h, RobotsParsingReporter
 * and LineMetadata): what each line is and how Google read it. Built from the parse, on demand.
 */
import { LineFlag } from './tokenize';
import { lineTagCodes, type RobotsLineTag, type RobotsTxt } from './robots-txt';

export interface RobotsLineInfo {
  readonly line: number;
  /** `none` for blank, comment-only and unreadable lines. */
  readonly tag: RobotsLineTag;
  readonly isEmpty: boolean;
  readonly hasComment: boolean;
  readonly isComment: boolean;
  readonly hasDirective: boolean;
  readonly isAcceptableTypo: boolean;
  readonly isLineTooLong: boolean;
  readonly isMissingColonSeparator: boolean;
  readonly hasNul: boolean;
  /** Past Google's 500 KiB limit: not read at all. */
  readonly isPastSizeLimit: boolean;
}

/** One entry per line of the whole input (lines past the 500 KiB cut are marked, not read). */
export function reportLines(robots: RobotsTxt, from = 1, to = robots.lineCount): RobotsLineInfo[] {
  const lines: RobotsLineInfo[] = [];
  const cut = robots.sizeLimit;
  for (let line = Math.max(1, from); line <= Math.min(to, robots.lineCount); line++) {
    const index = line - 1;
    const isPast = cut !== null && (line > cut.line || (line === cut.line && !cut.isMidLine));
    const flags = isPast || index >= robots.lineFlags.length ? 0 : robots.lineFlags[index];
    const tag =
      isPast || index >= robots.lineTags.length ? 'none' : lineTagCodes[robots.lineTags[index]];
    lines.push({
      line,
      tag,
      isEmpty: (flags & LineFlag.isEmpty) !== 0,
      hasComment: (flags & LineFlag.hasComment) !== 0,
      isComment: (flags & LineFlag.isComment) !== 0,
      hasDirective: (flags & LineFlag.hasDirective) !== 0,
      isAcceptableTypo: (flags & LineFlag.isAcceptableTypo) !== 0,
      isLineTooLong: (flags & LineFlag.isLineTooLong) !== 0,
      isMissingColonSeparator: (flags & LineFlag.isMissingColonSeparator) !== 0,
      hasNul: (flags & LineFlag.hasNul) !== 0,
      isPastSizeLimit: isPast,
    });
  }
  return lines;
}
