/**
 * Notes a verdict can carry: where Google's reading and RFC 9309's differ for this very URL,
 * and Google-specific behaviour that decided it. A stable code and its values; the words are
 * the catalog's (`verdictNotes` in src/messages/core-{en,ja,zh}.ts).
 */
export const verdictNoteCodes = [
  'rfc-robots-txt-allowed',
  'rfc-percent-encoding',
  'google-differs',
  'agent-not-a-token',
  'index-html-directory',
  'no-matching-group',
] as const;

export type VerdictNoteCode = (typeof verdictNoteCodes)[number];

export interface RobotsNote {
  readonly code: VerdictNoteCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

export function verdictNote(
  code: VerdictNoteCode,
  params?: Record<string, string | number>,
): RobotsNote {
  return params ? { code, params } : { code };
}
