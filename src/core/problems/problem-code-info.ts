/**
 * What every problem code table holds per code (severity, English message template, plain
 * explanation, fix), and how a template is filled. The owners' tables (sitemap-codes.ts,
 * archive-codes.ts, lint-codes.ts, index-tree-codes.ts…) import only this module, so the
 * registry (registry.ts) can import them all without a cycle.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface ProblemCodeInfo {
  readonly severity: Severity;
  /** Message template with `{name}` placeholders filled from the problem's params. */
  readonly message: string;
  /** What it means, in plain words. */
  readonly explanation: string;
  /** What to do about it. */
  readonly fix: string;
}

/** Fills `{name}` placeholders of a message template. Unknown names are left as they are. */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
