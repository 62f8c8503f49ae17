/** Core gives the robots.txt HTTP-status answers as codes: every language words each one. */
import { expect, test } from 'vitest';
import { robotsStatusChoices, robotsStatusMeaning } from '../core/robots/analyses/http-status';
import { formatMessage } from '../core/problems/problem-code-info';
import { verdictNoteCodes } from '../core/robots/engine/verdict-notes';
import { coreText, coreTexts, type StatusChoiceKey } from './core-texts';
import { LOCALES } from './locale';

test.each(LOCALES)(
  '%s: a label, both rules and plain words for each phase of every choice',
  (locale) => {
    for (const choice of robotsStatusChoices) {
      const meaning = robotsStatusMeaning(choice.status);
      const label = coreText('statusChoices', String(choice.status) as StatusChoiceKey, locale);
      expect(label).not.toBe(String(choice.status));
      for (const code of [meaning.google.code, meaning.rfc.code])
        expect(coreText('statusTexts', code, locale)).not.toBe(code);
      for (const phase of meaning.google.phases)
        expect(coreText('statusEffects', phase.effect, locale)).not.toBe(phase.effect);
    }
  },
);

test('English is the text core used to send', () => {
  expect(coreText('statusTexts', robotsStatusMeaning(200).google.code, 'en')).toBe(
    'Google reads the rules in the answer.',
  );
  expect(coreText('statusChoices', '200', 'en')).toBe('200 OK');
});

test.each(LOCALES)('%s: every verdict note fills its values, the verdict worded', (locale) => {
  const params = { line: 3, rfcLine: 4, googleLine: 5, agent: 'Google Bot' };
  for (const code of verdictNoteCodes) {
    const text = formatMessage(coreTexts[locale].verdictNotes[code], {
      ...params,
      rfcVerdict: 'allowed',
      googleVerdict: 'disallowed',
    });
    expect(text, code).not.toMatch(/\{\w+[,}]/);
  }
  const [allowed, blocked] = ['allowed', 'disallowed'].map((verdict) =>
    formatMessage(coreTexts[locale].verdictNotes['google-differs'], {
      googleVerdict: verdict,
      googleLine: 2,
    }),
  );
  expect(allowed).not.toBe(blocked);
});
