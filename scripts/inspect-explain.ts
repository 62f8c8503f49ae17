/**
 * `--lang ja|zh` of npm run inspect: after the summary (its problems worded in that language
 * by cli-messages.ts), each problem code found, explained with its fix, from the same tables
 * the page uses (src/messages/problem-texts.ts).
 */
import { problemText, problemTexts } from '../src/messages/problem-texts';

export type ExplainLanguage = 'ja' | 'zh';

export function isExplainLanguage(value: unknown): value is ExplainLanguage {
  return value === 'ja' || value === 'zh';
}

const HEADINGS = {
  ja: { title: '問題コードの説明:', fix: '修正方法: ' },
  zh: { title: '问题代码说明：', fix: '修复方法：' },
} as const;

type Found = { code: string; params?: Readonly<Record<string, string | number>> };

/** One entry per code, sorted; a text's arguments are filled from the code's first problem. */
export function explainCodes(problems: readonly Found[], lang: ExplainLanguage): string {
  const first = new Map<string, Found>();
  for (const problem of problems) if (!first.has(problem.code)) first.set(problem.code, problem);
  if (first.size === 0) return '';
  const out = ['', HEADINGS[lang].title];
  for (const code of [...first.keys()].sort()) {
    const texts = problemTexts(code, lang);
    if (!texts) continue;
    const params = first.get(code)?.params;
    const explanation = problemText(texts.explanation, params, lang);
    out.push(
      '',
      code,
      `  ${explanation}`,
      `  ${HEADINGS[lang].fix}${problemText(texts.fix, params, lang)}`,
    );
  }
  return out.join('\n') + '\n';
}
