/**
 * What every problem code table holds per code (its severity: the words are the catalog's,
 * src/messages/problems-*.ts), and the one template filler of the app: `formatMessage`, ICU
 * MessageFormat through intl-messageformat (the parser react-intl uses on the page), so core's
 * own English details (xml-events.ts, entry-checks.ts, archive-reasons.ts), the catalogs of
 * src/messages and the page's catalog share one syntax: `{name}`, `{count, plural, one {…}
 * other {…}}`. The owners' tables (sitemap-codes.ts, archive-codes.ts, lint-codes.ts,
 * index-tree-codes.ts…) import only this module, so the registry (registry.ts) can import
 * them all without a cycle.
 */
import IntlMessageFormat, { type Formatters } from 'intl-messageformat';

export type Severity = 'error' | 'warning' | 'info';

export interface ProblemCodeInfo {
  readonly severity: Severity;
}

export type TemplateParams = Readonly<Record<string, string | number>>;

export interface FormatOptions {
  /** BCP 47 tag whose plural rules and digits apply; English when absent. */
  locale?: string;
  /**
   * True to group numbers the locale's way ("21,136"); false (the default) writes them as the
   * file has them ("21136"), as core's details and the command line's English always have.
   */
  groupNumbers?: boolean;
}

/**
 * Fills an ICU message template with `params`. A string value is quoted as it is (its control
 * characters escaped, its braces kept: a value is never read as syntax); an argument the params
 * lack stays as `{name}`, so a problem reported without a value still reads.
 */
export function formatMessage(
  template: string,
  params: TemplateParams | undefined,
  options: FormatOptions = {},
): string {
  const format = compiled(template, options.locale ?? 'en', options.groupNumbers === true);
  const values: Record<string, string | number> = {};
  for (const name of format.names) {
    const value = params && Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) values[name] = `{${name}}`;
    else if (typeof value === 'string') values[name] = escapeControls(value);
    // A plural or select argument chooses by the number itself (and `#` formats it); a plain
    // `{name}` would print the number as String() does, so it is formatted here.
    else if (format.counted.has(name)) values[name] = value;
    else values[name] = format.numbers.format(value);
  }
  return String(format.message.format(values));
}

/** The argument names a template uses, plural and select arguments included. */
export function templateArguments(template: string): ReadonlySet<string> {
  return compiled(template, 'en', false).names;
}

interface CompiledTemplate {
  message: IntlMessageFormat;
  /** Every argument's name. */
  names: ReadonlySet<string>;
  /** The names of plural and select arguments. */
  counted: ReadonlySet<string>;
  numbers: Intl.NumberFormat;
}

/** Templates are a closed set (the catalogs), so the cache is bounded only as a safeguard. */
const MAX_CACHED_TEMPLATES = 4096;
const cache = new Map<string, CompiledTemplate>();

function compiled(template: string, locale: string, groupNumbers: boolean): CompiledTemplate {
  const key = `${locale}\u0000${groupNumbers ? 1 : 0}\u0000${template}`;
  let entry = cache.get(key);
  if (!entry) {
    const formatters = groupNumbers ? groupedFormatters : ungroupedFormatters;
    // ignoreTag: "<" in a template is text ("<loc>"), not rich-text markup.
    const message = new IntlMessageFormat(template, locale, undefined, {
      ignoreTag: true,
      formatters,
    });
    const names = new Set<string>();
    const counted = new Set<string>();
    argumentNames(message.getAst(), names, counted);
    const numbers = formatters.getNumberFormat(locale);
    entry = { message, names, counted, numbers };
    if (cache.size >= MAX_CACHED_TEMPLATES) cache.clear();
    cache.set(key, entry);
  }
  return entry;
}

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** Collects argument names; `counted` gets those of plural and select arguments. */
function argumentNames(elements: Ast, names: Set<string>, counted: Set<string>): void {
  for (const element of elements) {
    // Type 0 is literal text, whose value is the text itself; every other kind with a string
    // value names an argument.
    if (element.type !== 0 && 'value' in element && typeof element.value === 'string')
      names.add(element.value);
    if ('options' in element) {
      counted.add(element.value);
      for (const option of Object.values(element.options))
        argumentNames(option.value, names, counted);
    }
  }
}

function numberFormatter(useGrouping: boolean): Formatters['getNumberFormat'] {
  const formats = new Map<string, Intl.NumberFormat>();
  return (locales, options) => {
    const key = `${String(locales)}\u0000${JSON.stringify(options ?? {})}`;
    let format = formats.get(key);
    if (!format) {
      // intl-messageformat's option type is a superset of lib ES2022's (signDisplay
      // "negative"); our templates use no number options, so the cast narrows nothing real.
      format = new Intl.NumberFormat(locales, {
        ...(options as Intl.NumberFormatOptions),
        useGrouping,
      });
      formats.set(key, format);
    }
    return format;
  };
}

const pluralRules = new Map<string, Intl.PluralRules>();

function sharedFormatters(useGrouping: boolean): Formatters {
  return {
    getNumberFormat: numberFormatter(useGrouping),
    getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
    getPluralRules: (locales, options) => {
      const key = `${String(locales)}\u0000${JSON.stringify(options ?? {})}`;
      let rules = pluralRules.get(key);
      if (!rules) {
        rules = new Intl.PluralRules(locales, options);
        pluralRules.set(key, rules);
      }
      return rules;
    },
  };
}

const groupedFormatters = sharedFormatters(true);
const ungroupedFormatters = sharedFormatters(false);

/**
 * Control characters of a value quoted from a file, as `\u0000`: a message is one line of
 * visible text (a NUL would cut it in a terminal, a CR overwrite it).
 */
export function escapeControls(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u0008\u000a-\u001f\u007f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
