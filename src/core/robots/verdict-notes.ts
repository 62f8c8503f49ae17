/**
 * Notes a verdict can carry: where Google's reading and RFC 9309's differ for this very URL,
 * and Google-specific behaviour that decided it. English templates keyed by a stable code,
 * like the lint codes, so the UI can translate them.
 */
import { formatMessage } from '../problems/problem-code-info';

export const verdictNoteTexts = {
  'rfc-robots-txt-allowed':
    "RFC 9309 §2.2.2 always allows /robots.txt itself; Google's library applies the rules to it (here: line {line}).",
  'rfc-percent-encoding':
    'RFC 9309 §2.2.2 compares %-normalised paths and would answer {rfcVerdict} (line {rfcLine}); Google compares the URL exactly as given.',
  'google-differs':
    "Google's library compares the URL as given and answers {googleVerdict} (line {googleLine}).",
  'agent-not-a-token':
    '"{agent}" is not a product token ([a-zA-Z_-] only): Google\'s library compares it as given, so it matches no user-agent line.',
  'index-html-directory':
    'Google-specific: the Allow on line {line} ends in index.htm(l), so it also allows the directory itself.',
  'no-matching-group':
    'No group names this crawler and there is no * group: everything is allowed.',
} as const;

export type VerdictNoteCode = keyof typeof verdictNoteTexts;

export interface RobotsNote {
  readonly code: VerdictNoteCode;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export function verdictNote(
  code: VerdictNoteCode,
  params?: Record<string, string | number>,
): RobotsNote {
  return {
    code,
    message: formatMessage(verdictNoteTexts[code], params),
    ...(params ? { params } : {}),
  };
}
