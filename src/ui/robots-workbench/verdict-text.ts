/** Words for a verdict code and its deciding line, shared by the matrix, the detail and the compare. */
import type { VerdictName } from '../../core/robots/crosscheck';
import { t, type MessageKey } from '../i18n/i18n';

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

/** `line 3`, `no rule matched`, or nothing (not covered, invalid). */
export function lineWords(verdict: VerdictName, line: number): string {
  if (verdict !== 'allowed' && verdict !== 'blocked') return '';
  return line > 0 ? t('wb.cell.line', { line }) : t('wb.cell.noRule');
}

export function verdictWithLine(verdict: VerdictName, line: number): string {
  const words = lineWords(verdict, line);
  return words ? `${verdictWord(verdict)} (${words})` : verdictWord(verdict);
}

/** Expectation results keyed by crawler (case-insensitive, as groups match) and URL. */
export const expectationKey = (agent: string, url: string) => `${agent.toLowerCase()}\n${url}`;
