import { describe, expect, test } from 'vitest';
import { decodePunycode, hostToUnicode } from './punycode';

describe('decodePunycode (RFC 3492 §7.1 sample strings)', () => {
  test.each([
    ['(A) Arabic (Egyptian)', 'egbpdaj6bu4bxfgehfvwxn', 'ليهمابتكلموشعربي؟'],
    ['(B) Chinese (simplified)', 'ihqwcrb4cv8a8dqg056pqjye', '他们为什么不说中文'],
    ['(I) Russian', 'b1abfaaepdrnnbgefbadotcwatmq2g4l', 'почемужеонинеговорятпорусски'],
    ['(L) 3年B組金八先生', '3B-ww4c5e180e575a65lsy2b', '3年B組金八先生'],
    ['(R) そのスピードで', 'd9juau41awczczp', 'そのスピードで'],
    ['bücher', 'bcher-kva', 'bücher'],
    ['only basic code points', 'abc-', 'abc'],
  ])('%s', (_, encoded, decoded) => {
    expect(decodePunycode(encoded)).toBe(decoded);
  });

  test.each([['ü-abc'], ['a!b'], ['99999999999999'], ['bcher-kv']])('%s is refused', (bad) => {
    expect(decodePunycode(bad)).toBeUndefined();
  });
});

describe('hostToUnicode', () => {
  test.each([
    ['xn--bcher-kva.example', 'bücher.example'],
    ['www.XN--BCHER-KVA.example', 'www.bücher.example'],
    ['xn--mgbh0fb.xn--kgbechtv', 'مثال.إختبار'],
    ['xn--r8jz45g.jp', '例え.jp'],
    ['example.com', 'example.com'],
    ['xn--!!.example', 'xn--!!.example'],
  ])('%s → %s', (host, expected) => {
    expect(hostToUnicode(host)).toBe(expected);
  });
});
