import { expect, test } from 'vitest';
import { checkProductToken } from './product-token';

test.each([
  // input, ok, suggestion, reason contains
  ['Googlebot', true, undefined, undefined],
  ['  meta-externalagent ', true, undefined, undefined],
  ['Claude_User', true, undefined, undefined],
  ['*', true, undefined, undefined],
  ['', false, undefined, 'Enter a product token'],
  ['Googlebot Image', false, 'Googlebot', 'has a space'],
  ['Googlebot/2.1', false, 'Googlebot', 'has "/"'],
  ['Bot2', false, 'Bot', 'has a digit'],
  ['Gérard', false, 'G', 'non-ASCII'],
  ['/x', false, undefined, 'has "/"'],
] as const)('%j', (input, ok, suggestion, reason) => {
  const check = checkProductToken(input);
  expect(check.ok).toBe(ok);
  if (!check.ok) {
    expect(check.suggestion).toBe(suggestion);
    expect(check.reason).toContain(reason);
    if (suggestion) expect(check.reason).toContain('Google matches only the token part');
  }
});
