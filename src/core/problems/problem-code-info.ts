/**
 * What every problem code table holds per code (its severity: the words are the catalog's,
 * src/messages/problems-*.ts), and how core fills its own English `{name}` templates (the
 * details of xml-events.ts, entry-checks.ts, archive-reasons.ts). The owners' tables
 * (sitemap-codes.ts, archive-codes.ts, lint-codes.ts, index-tree-codes.ts…) import only this
 * module, so the registry (registry.ts) can import them all without a cycle.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface ProblemCodeInfo {
  readonly severity: Severity;
}

/** Fills `{name}` placeholders of a message template. Unknown names are left as they are. */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? escapeControls(String(params[name])) : whole,
  );
}

/**
 * Control characters of a value quoted from a file, as `\u0000`: a message is one line of
 * visible text (a NUL would cut it in a terminal, a CR overwrite it).
 */
export function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, (c) =>
    `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
