/**
 * The keys of the two AI-preference records and what each says, as the current documents
 * define them. ai-preferences.ts reads lines with them; lint-preferences.ts names the
 * documents in its messages.
 *
 * - Content-Usage: draft-ietf-aipref-vocab-07 (2026-08-19) §3 defines two categories only,
 *   `train-ai` (training of AI models) and `search`; values are the tokens `y` / `n`. Its
 *   successor draft-ietf-aipref-vocab-08 (2026-09-14) opens with "Its contents DO NOT REFLECT
 *   CONSENSUS of the Working Group", so vocab-07 is the vocabulary read here. A key the
 *   vocabulary does not define is ignored by readers (vocab-07 §4).
 * - Labels of earlier vocab drafts that vocab-07 no longer defines, so readers ignore them:
 *   files written in 2025 still carry them. Which earlier revision first dropped each one was
 *   not checked (the stored copies of vocab-01 … -05 show their headers, not their change
 *   logs): each is named here as dropped by vocab-07 at the latest.
 * - Content-Signal: Cloudflare's Content Signals Policy (contentsignals.org;
 *   draft-romm-aipref-contentsignals-00, 2025-10-01): `search`, `ai-input`, `ai-train` take
 *   `yes` / `no`; the fourth key `use` (2026-07, per the issue text: not in the -00 draft)
 *   takes `immediate`, `reference` or `full`, how much of the content a use may draw on.
 */

/** The purposes both vocabularies share names for (Content-Signal `ai-train` = Content-Usage `train-ai`). */
export type PreferencePurpose = 'search' | 'ai-input' | 'train-ai';

/** The vocabulary whose labels Content-Usage keys are. */
export const contentUsageVocabulary = 'draft-ietf-aipref-vocab-07';

export const contentUsageKeys: Readonly<Record<string, PreferencePurpose>> = {
  'train-ai': 'train-ai',
  search: 'search',
};

/** Labels of earlier aipref vocabulary drafts, and the draft that no longer defines them. */
export const earlierAiprefLabels: ReadonlyMap<string, { readonly droppedBy: string }> = new Map(
  ['tdm', 'ai', 'genai', 'inference', 'all', 'train-genai', 'ai-use', 'bots', 'ai-output'].map(
    (label) => [label, { droppedBy: contentUsageVocabulary }],
  ),
);

export const contentSignalKeys: Readonly<Record<string, PreferencePurpose>> = {
  search: 'search',
  'ai-input': 'ai-input',
  'ai-train': 'train-ai',
};

/** Content-Signal `use=`: how much of the content a use may draw on. */
export type ContentUse = 'immediate' | 'reference' | 'full';
export const contentUseValues: readonly ContentUse[] = ['immediate', 'reference', 'full'];
