import { expect, test } from 'vitest';
import { checkProductToken } from './product-token';

test.each([
  // input, ok, suggestion, reason code, its params
  ['Googlebot', true, undefined, undefined, undefined],
  ['  meta-externalagent ', true, undefined, undefined, undefined],
  ['Claude_User', true, undefined, undefined, undefined],
  ['*', true, undefined, undefined, undefined],
  ['', false, undefined, 'token.empty', undefined],
  ['Googlebot Image', false, 'Googlebot', 'token.space', { value: 'Googlebot Image' }],
  ['Googlebot/2.1', false, 'Googlebot', 'token.char', { value: 'Googlebot/2.1', char: '/' }],
  ['Bot2', false, 'Bot', 'token.digit', { value: 'Bot2' }],
  ['Gérard', false, 'G', 'token.nonAscii', { value: 'Gérard' }],
  ['/x', false, undefined, 'token.char', { value: '/x', char: '/' }],
] as const)('%j', (input, ok, suggestion, code, params) => {
  const check = checkProductToken(input);
  expect(check.ok).toBe(ok);
  if (!check.ok) {
    expect(check.suggestion).toBe(suggestion);
    expect(check.reason.code).toBe(code);
    expect(check.reason.params).toEqual(params);
    // The part Google would compare follows as a sentence of its own.
    expect(check.reason.then).toEqual(
      suggestion ? { code: 'token.part', params: { part: suggestion } } : undefined,
    );
  }
});
