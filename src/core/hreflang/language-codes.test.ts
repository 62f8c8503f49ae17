import { describe, expect, test } from 'vitest';
import { checkHreflangCode } from './language-codes';

describe('hreflang codes Google accepts', () => {
  test.each([
    'en',
    'en-GB',
    'en-gb',
    'EN-GB',
    'ja',
    'zh-CN',
    'zh-Hant',
    'zh-Hant-TW',
    'x-default',
    'X-Default',
    'uk',
    'uk-UA',
    'se',
    'kr',
    'pt-BR',
    'es-419',
  ])('%s is accepted', (code) => {
    expect(checkHreflangCode(code).ok).toBe(true);
  });

  test.each([
    ['en-UK', 'en-GB'],
    ['en-uk', 'en-GB'],
    ['jp', 'ja'],
    ['cn', 'zh'],
    ['gb', 'en-GB'],
    ['us', 'en-US'],
    ['en_GB', 'en-GB'],
    ['en_uk', 'en-GB'],
    ['jp-JP', 'ja-JP'],
    ['GB-en', 'en-GB'],
    ['iw', 'he'],
    ['ja-JA', 'ja'],
  ])('%s is not, probably %s', (code, suggestion) => {
    expect(checkHreflangCode(code)).toEqual({
      ok: false,
      normalized: code.toLowerCase(),
      suggestion,
    });
  });

  test.each(['xx', 'english', 'fil', 'en-GB-oxendict', ''])('%s is not, with no guess', (code) => {
    const check = checkHreflangCode(code);
    expect(check.ok).toBe(false);
    expect('suggestion' in check).toBe(false);
  });
});
