import { expect, test } from 'vitest';
import { explainCodes } from '../../scripts/inspect-explain';

test.each([
  ['ja', '問題コードの説明:', 'キーを "Disallow" と正しく綴ってください。'],
  ['zh', '问题代码说明：', '将键正确拼写为“Disallow”。'],
] as const)(
  '--lang %s explains each code once, its texts filled from the problem',
  (lang, title, fix) => {
    const text = explainCodes(
      [
        { code: 'key-typo', params: { key: 'Disalow', record: 'Disallow' } },
        { code: 'key-typo', params: { key: 'dissallow', record: 'Disallow' } },
        { code: 'loc-not-absolute', params: { loc: '/x' } },
      ],
      lang,
    );
    expect(text).toContain(title);
    expect(text).toContain(fix);
    expect(text.match(/^key-typo$/gm)).toHaveLength(1);
    expect(text).toMatch(/^loc-not-absolute$/m);
  },
);
