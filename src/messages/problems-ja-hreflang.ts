/**
 * hreflang コード（core/hreflang/hreflang-codes.ts）の日本語テキスト。出典: Google 検索セントラル
 * 「ページのローカライズ版について Google に知らせる」
 * (https://developers.google.com/search/docs/specialty/international/localized-versions?hl=ja)。
 */
import type { HreflangCodeReason, HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemTexts } from './text-types';

export const problemsJaHreflang: Record<HreflangProblemCode, ProblemTexts> = {
  'hreflang-no-return': {
    message:
      '{href} を「{hreflang}」版として挙げていますが、{href} からこの URL へのリンクが戻っていません',
    explanation:
      'Google は hreflang の指定を相手側からも確認できたときだけ使います。「2 つのページが互いを指していない場合、タグは無視されます」（Google 検索セントラル「ページのローカライズ版について Google に知らせる」）。相手の URL は読み込んだサイトマップにありますが、その代替 URL にこの URL がありません。',
    fix: 'すべての言語版に、この URL を含む同じ完全な代替リストを付けてください。',
  },
  'hreflang-missing-self': {
    message: '{url} には hreflang の代替が {links} 件ありますが、自分自身がありません',
    explanation:
      '各言語版は、他のすべての言語版に加えて自分自身も挙げる必要があります（Google 検索セントラル「ページのローカライズ版について Google に知らせる」）。',
    fix: 'この URL 自身の言語コードと URL を href にした xhtml:link を追加してください。',
  },
  'hreflang-invalid-code': {
    message: '「{hreflang}」（{href}）は Google が受け付ける言語コードではありません: {detail}',
    explanation:
      'Google が受け付けるのは ISO 639-1 形式の言語コードと、任意で ISO 3166-1 Alpha 2 形式の地域コード（BCP 47 のとおり間に文字体系を入れてもよい）、または x-default です。よくある誤り: 「en-UK」（英国のコードは GB）、「jp」（日本語は ja）、「cn」（中国語は zh）、「gb」「us」のような地域コードだけ、「en_GB」のようなアンダースコア。大文字小文字は区別しません。不明なコードの指定は無視されます。',
    fix: 'en-GB、ja、zh-CN、x-default など、Google が求めるコードを書いてください。',
  },
  'hreflang-conflict': {
    message: '「{hreflang}」が 2 つの URL を指しています: {href} と {other}',
    explanation:
      '1 つのクラスタで、1 つの言語コードが指す URL は 1 つだけです。1 つの URL が同じコードに 2 つの URL を挙げたり、同じクラスタの URL が別々のページを同じコードとしたりすると、Google はどれを表示すべきか判断できず、指定を無視することがあります。',
    fix: 'クラスタ内のどのリストでも、言語コードごとに URL を 1 つにしてください。',
  },
  'hreflang-target-not-listed': {
    message:
      '「{hreflang}」の代替 {href} は読み込んだどのサイトマップにもないため、戻りリンクを確認できません',
    explanation:
      'この代替 URL は、ここで読み込んだサイトマップのどれにも載っていないため、リンクが戻っているか分かりません。ほかのサイトマップやページ自体で指定されている可能性があります。最初の 100 件を超えた分は件数だけを数えます。',
    fix: 'その URL を載せたサイトマップを読み込むか、代替と一緒にこれらのサイトマップに載せてください。',
  },
  'hreflang-target-blocked': {
    message:
      '「{hreflang}」の代替 {href} は robots.txt の {line} 行目で {agent} に対してブロックされています',
    explanation:
      '代替 URL を取得できないクローラーはその指定を読めないため、Google が必要とする戻りリンクを確認できません（URL 表と同じ robots.txt とクローラーでの照合）。',
    fix: 'robots.txt でその代替を許可するか、クラスタから外してください。',
  },
  'hreflang-no-x-default': {
    message: '{url} のクラスタ（{urls} 件の URL）に x-default がありません',
    explanation:
      'x-default は、どの言語版にも当てはまらないユーザー向けのページ（言語選択ページやトップページなど）を示します。Google は推奨していますが、必須ではありません。',
    fix: 'クラスタのすべての URL に xhtml:link hreflang="x-default" を追加してください。',
  },
};

/** `params.detail` の日本語（`params.reason` ごと）。 */
export const hreflangDetailsJa: Record<HreflangCodeReason, string> = {
  'hreflang-code-slip': 'おそらく「{suggestion}」',
  'hreflang-code-unknown': 'ISO 639-1 の言語（任意で ISO 3166-1 の地域付き）として読めません',
};
