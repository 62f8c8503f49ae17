import { expect, test } from 'vitest';
import { terminalSafe } from '../../scripts/terminal-text';

test.each([
  ['clear screen', '\u001b[2J', '\\u001b[2J'],
  ['window title', '\u001b]0;pwned\u0007', '\\u001b]0;pwned\\u0007'],
  ['OSC 52 clipboard', '\u001b]52;c;ZWNobyBoaQ==\u0007', '\\u001b]52;c;ZWNobyBoaQ==\\u0007'],
  ['C1 CSI', '\u009b2J', '\\u009b2J'],
  ['carriage return', 'ok\rno', 'ok\\u000dno'],
  ['bidi override', 'a\u202eb', 'a\\u202eb'],
  ['tabs and new lines stay', 'a\tb\nc', 'a\tb\nc'],
])('%s', (_, text, safe) => expect(terminalSafe(text)).toBe(safe));

test('a JSON document stays the same document', () => {
  const value = { loc: 'https://a.example/\u009b\u202e\u001b' };
  expect(JSON.parse(terminalSafe(JSON.stringify(value)))).toEqual(value);
});
