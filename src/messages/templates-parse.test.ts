/**
 * Every template of the catalogs is ICU MessageFormat: each parses and fills with its own
 * arguments, in every language (a stray brace or a quoting apostrophe fails here, not on a
 * user's screen).
 */
import { expect, test } from 'vitest';
import { formatMessage, templateArguments } from '../core/problems/problem-code-info';
import { archiveReasons } from '../core/archive/archive-reasons';
import { hreflangReasons } from '../core/sitemap/entry-checks';
import { xmlErrorReasons } from '../core/xml/xml-events';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { problemDetailsJa, problemDetailsZh } from './problem-details';
import { problemTables } from './problem-texts';

const templates: [string, string, string][] = [];
for (const [locale, table] of Object.entries(problemTables))
  for (const [code, texts] of Object.entries(table))
    for (const field of ['message', 'explanation', 'fix'] as const)
      templates.push([locale, `${code}.${field}`, texts[field]]);
const details = {
  en: { ...xmlErrorReasons, ...hreflangReasons, ...archiveReasons },
  ja: problemDetailsJa,
  zh: problemDetailsZh,
};
for (const [locale, table] of Object.entries(details))
  for (const [reason, template] of Object.entries(table))
    templates.push([locale, `detail ${reason}`, template]);

test.each(templates)('%s %s is an ICU template', (locale, _name, template) => {
  const params = Object.fromEntries([...templateArguments(template)].map((name) => [name, 2]));
  const filled = formatMessage(template, params, {
    locale: LANGUAGE_TAGS[locale as Locale],
    groupNumbers: true,
  });
  expect(filled).not.toMatch(/\{\w+[,}]/);
});
