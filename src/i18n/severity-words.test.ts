/**
 * One word per severity: the Overview's figure ("2 notes") and the Problems tab's Severity
 * filter ("Note") must name a severity alike, in every language, or a user looking for the
 * Overview's notes in the filter finds a word that is not there.
 */
import { expect, test } from 'vitest';
import { createTranslator, LOCALES } from './i18n';

const SEVERITIES = ['error', 'warning', 'info'] as const;

test.each(LOCALES.flatMap((locale) => SEVERITIES.map((severity) => [locale, severity] as const)))(
  '%s: the Overview and the Severity filter say %s with one word',
  (locale, severity) => {
    const { t } = createTranslator(locale);
    const figure = t(`overview.${severity}`, { count: 2 }).toLowerCase();
    const filter = t(`problems.severity.${severity}`).toLowerCase();
    expect(figure).toContain(filter);
  },
);
