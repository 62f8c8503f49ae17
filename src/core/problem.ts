/**
 * A problem found in one input file: a stable code shared by the command line, the
 * Problems view and the tests, a severity, a 1-based position (0 when the problem is about
 * the whole file), and a message.
 *
 * `message` is the English text (what the CLI prints); `params` holds the values that were
 * put into it, so the UI can re-render the same problem from its message catalog in another
 * language (see src/core/messages/).
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Problem {
  readonly code: string;
  readonly severity: Severity;
  /** 1-based line; 0 when the problem concerns the whole file. */
  readonly line: number;
  /** 1-based column; 0 when unknown. */
  readonly column: number;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The URL the problem is about, when there is one (lets the UI filter the table to it). */
  readonly url?: string;
}

/** A problem together with the name of the file it was found in. */
export interface FileProblem extends Problem {
  readonly file: string;
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
