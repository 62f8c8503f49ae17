import { expect, test } from 'vitest';
import { initialLocale } from './locale-choice';

test.each([
  ['a shared link’s language wins', { shared: 'zh', remembered: 'ja', languages: ['en'] }, 'zh'],
  ['then the remembered choice', { remembered: 'ja', languages: ['zh-CN'] }, 'ja'],
  ['then the browser’s languages', { languages: ['zh-TW', 'en'] }, 'zh'],
  ['English when none fits', { languages: ['fr-FR'] }, 'en'],
] as const)('%s', (_name, options, locale) => {
  expect(initialLocale(options)).toBe(locale);
});
