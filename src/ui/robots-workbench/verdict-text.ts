/** Words for a verdict code and its deciding line, shared by the matrix, the detail and the compare. */
import type { VerdictName } from '../../core/robots/analyses/crosscheck';
import type { RobotsStatusOverride } from '../../worker/protocol/robots-workbench';
import { t, type MessageKey } from '../../i18n/i18n';

const NAMES: readonly VerdictName[] = ['allowed', 'blocked', 'not-covered', 'invalid'];
const KEYS: Record<VerdictName, MessageKey> = {
  allowed: 'wb.verdict.allowed',
  blocked: 'wb.verdict.blocked',
  'not-covered': 'wb.verdict.notCovered',
  invalid: 'wb.verdict.invalid',
};

export const verdictNameOf = (code: number): VerdictName => NAMES[code] ?? 'invalid';

export function verdictWord(verdict: VerdictName): string {
  return t(KEYS[verdict]);
}

/** Why every URL has the verdict it has when the /robots.txt status decides, not a rule. */
function overrideWords(override: RobotsStatusOverride): string {
  if (override.effect === 'allow-all') return t('wb.cell.status.noFile');
  return override.status === 'unreachable'
    ? t('wb.cell.status.unreachable')
    : t('wb.cell.status.serverError');
}

/**
 * `line 3`, `no rule matched`, `server error` (the chosen /robots.txt status decides), or
 * nothing (not covered, invalid).
 */
export function lineWords(
  verdict: VerdictName,
  line: number,
  override?: RobotsStatusOverride,
): string {
  if (verdict !== 'allowed' && verdict !== 'blocked') return '';
  if (override) return overrideWords(override);
  return line > 0 ? t('wb.cell.line', { line }) : t('wb.cell.noRule');
}

export function verdictWithLine(
  verdict: VerdictName,
  line: number,
  override?: RobotsStatusOverride,
): string {
  const words = lineWords(verdict, line, override);
  return words ? `${verdictWord(verdict)} (${words})` : verdictWord(verdict);
}

/** The note above the matrix: the verdicts assume the chosen /robots.txt status. */
export function overrideNote(override: RobotsStatusOverride): string {
  if (override.effect === 'allow-all')
    return t('wb.matrix.asIf.allow', { status: String(override.status) });
  const hours = override.hours ?? 0;
  return override.status === 'unreachable'
    ? t('wb.matrix.asIf.unreachable', { hours })
    : t('wb.matrix.asIf.disallow', { status: String(override.status), hours });
}

/** Expectation results keyed by crawler (case-insensitive, as groups match) and URL. */
export const expectationKey = (agent: string, url: string) => `${agent.toLowerCase()}\n${url}`;
