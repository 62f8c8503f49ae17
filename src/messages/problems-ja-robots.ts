/** robots.txt の lint コードの日本語テキスト。コードそのものは翻訳しない。`{name}` はコアのパラメータ。 */
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsJaRobots: Record<RobotsLintCode, ProblemTexts> = {
  'not-robots-txt': {
    message:
      'これは robots.txt ではなく {kind, select, html {HTML ページ} xml {XML 文書} json {JSON} other {バイナリデータ}} のようです',
    explanation:
      'robots.txt は「キー: 値」の行からなるプレーンテキストです。クローラーはこのファイルを読んでもルールを見つけられないため、何もブロックされません。',
    fix: 'ファイルや URL を確認し、本物の robots.txt を text/plain として /robots.txt で配信してください。',
  },
  'not-utf8': {
    message: '{line}行目に UTF-8 ではないバイトがあります',
    explanation:
      'robots.txt は UTF-8 でなければなりません（RFC 9309 §2.3）。Google はそのようなバイトをそのまま % エンコードするため、Latin-1 や Windows-1252 で保存したパスは、同じページの UTF-8 の URL と一致しません。',
    fix: 'ファイルを UTF-8 で保存してください（ほかは何も変えずに）。',
  },
  'nul-byte': {
    message: '{line}行目に NUL バイトがあります: Google はその行の残りを無視します',
    explanation:
      'Google のパーサーは各行を C 文字列として読むため、NUL バイトで読み取りが止まります。robots.txt にバイナリデータは不要です。',
    fix: 'NUL バイトを削除し、プレーンな UTF-8 テキストとして保存してください。',
  },
  'size-limit': {
    message:
      'ファイルは {bytes} バイトあります: 500 KiB（512,000 バイト）より後、{line}行目以降はすべて無視されます',
    explanation:
      'Google が読むのは robots.txt の先頭 500 KiB だけです（RFC 9309 §2.5 でクローラーはそこで読み取りをやめてよいとされています）。上限より後のルールは Google にとって存在しません。',
    fix: 'ファイルを短くしてください。URL を1つずつ並べるのではなく共通の接頭辞やワイルドカードでまとめ、重要なルールを先頭に置いてください。',
  },
  'size-limit-cuts-line': {
    message: '500 KiB の上限が {line}行目の途中にあります: Google が読むのは "{read}" までです',
    explanation: '行が途中で切れるため、Google はより短い、別のルールとして読みます。',
    fix: 'ファイルが 512,000 バイトより前で終わるよう短くしてください。',
  },
  'line-too-long': {
    message: '{line}行目は {bytes} バイトあります: Google が読むのは先頭 16,663 バイトだけです',
    explanation:
      'Google のパーサーは、16,663 バイト（一部のブラウザの URL 上限 2,083 バイトの8倍）を超える行の残りを無視します。',
    fix: 'ルールを短くしてください。長いパスはたいていワイルドカード（*）で置き換えられます。',
  },
  'missing-colon': {
    message:
      '{line}行目の "{key}" の後にコロンがありません: Google は受け付けますが、ほかのクローラーは受け付けない場合があります',
    explanation:
      'RFC 9309 §2.2 では「キー: 値」が必須です。Google は、行がちょうど2語なら「キー 値」も読み取ります。',
    fix: 'キーの後にコロンを書いてください。例: "Disallow: /private/"',
  },
  'key-typo': {
    message:
      '"{key}" は {record} の綴り間違いです: Google は受け付けますが、ほかのクローラーは受け付けない場合があります',
    explanation:
      'Google はよくある綴り間違い（useragent、user agent、dissallow、disalow、site-map など）をいくつか許容しますが、RFC 9309 に従うクローラーはその行を無視します。',
    fix: 'キーを "{record}" と正しく綴ってください。',
  },
  'key-prefix': {
    message: '"{key}" が {record} として読まれるのは、その語で始まっているため Google だけです',
    explanation:
      'Google はキーを先頭部分で照合します（"Disallowed" も Disallow とみなします）。RFC 9309 に従うクローラーは知らないキーを無視します。',
    fix: 'キーを正確に "{record}" と綴ってください。',
  },
  'noindex-ignored': {
    message: 'robots.txt の {key} は Google には効果がありません',
    explanation:
      'Google は 2019年9月に robots.txt の noindex の読み取りをやめました。さらに、robots.txt でブロックされた URL は取得されないため、ページ自体の noindex も認識されません。',
    fix: 'クロールを許可したうえで、ページに <meta name="robots" content="noindex"> を入れるか、X-Robots-Tag: noindex ヘッダーを送ってください。',
  },
  'record-ignored': {
    message: '{key} は Google には効果がありません',
    explanation:
      'Google が読むのは user-agent、allow、disallow、sitemap だけです。crawl-delay（Bing と Yandex が読む）、host と clean-param（Yandex）、nofollow、noarchive は Google に無視されます。',
    fix: 'Google 向けのつもりならその行を削除してください（クロール頻度は Search Console で設定します）。読み取るクローラーのためだけに残してください。',
  },
  'record-unknown': {
    message: '{line}行目の不明なレコード "{key}" は無視されます',
    explanation:
      'Google のパーサーはこのキーを知りません（RFC 9309 のレコードでも、Google が「既知だが未使用」とするキーでもありません）。そのため Google にとってこの行は何もしません。本来のキーの綴り間違いであることがよくあります。',
    fix: 'キーを User-agent、Allow、Disallow、Sitemap のいずれかに直すか、行を削除してください。',
  },
  'ai-preference': {
    message:
      '{line}行目の {key} は AI の利用に関する意向を示します: Google のパーサーはこれを認識しますが、使いません',
    explanation:
      'Content-Signal（Cloudflare の Content Signals Policy）と Content-Usage（IETF AI Preferences のドラフト）は、取得したコンテンツを検索、AI への入力、AI の学習に使ってよいかを伝えます。何を取得してよいかは変えません。Google のパーサーはどちらも「既知だが未使用」として扱い、ほかのクローラーが従うかどうかはそれぞれが決めます。',
    fix: '直す必要はありません。クローラーを入れたくない場合は、そのグループに Disallow を書いてください。意向はお願いにすぎません。',
  },
  'preference-parse-failed': {
    message:
      '{line}行目の {key} は Structured Fields の辞書になっていません（"{value}"）: この行の意向はすべて不明になります',
    explanation:
      'Content-Usage には任意のパスに続けて、RFC 9651 が定める辞書を書きます。小文字のキー、"=" と値、メンバーはカンマ区切りです（draft-ietf-aipref-attach-05）。大文字のキー、カンマの抜け、余計な文字など構文の誤りが1つでもあると、読み手は意向1つではなく行全体を捨てます。',
    fix: '"Content-Usage: train-ai=n, search=y"（または "Content-Usage: /path/ train-ai=n"）のように書いてください。',
  },
  'preference-unknown-key': {
    message: '{line}行目の "{key}" は {spec} のカテゴリではありません: 読み手は無視します',
    explanation:
      'Content-Signal が知っているのは search、ai-input、ai-train、use、Content-Usage（draft-ietf-aipref-vocab-07）が知っているのは train-ai と search です。語彙にないキーは何も伝えません。',
    fix: '定義されたキーを使うか、削除してください。',
  },
  'preference-unknown-value': {
    message:
      '{line}行目の "{key}={value}" は {values} のどちらでもありません: {key} の意向は不明のままです',
    explanation:
      'Content-Signal の値は yes か no、Content-Usage の値はトークン y か n です。それ以外の値（true、0、"n"、?1 など）はキーがないのと同じで、何も伝えません。',
    fix: '{values} のどちらかを使ってください。',
  },
  'preference-old-label': {
    message:
      '{line}行目の "{key}" は AI Preferences の以前のドラフトのラベルで、{draft} で削除されました: 読み手は無視します',
    explanation:
      'IETF AI Preferences の語彙の以前のドラフトは別のラベル（tdm、ai、genai、inference、all、train-genai、ai-use、bots、ai-output）を使っており、2025 年に書かれたファイルにはまだ残っています。draft-ietf-aipref-vocab-07（2026-08-19）が定義するのは train-ai と search だけで、定義されていないキーは読み手に無視されます。"{key}={value}" は何も求めていません。',
    fix: 'train-ai（AI モデルの学習）か search を使い、ほかは削除してください。',
  },
  'preference-repeated': {
    message: '{line}行目で "{key}" が複数回指定されています: 有効なのは最後の値だけです',
    explanation:
      'Structured Fields の辞書では、繰り返されたキーは最後の値が残ります（RFC 9651 §4.2.2）。Content-Signal には定めがなく、このツールは同じように読みます。最初の値を採る読み手もあるかもしれません。',
    fix: '各キーは1回だけ書いてください。',
  },
  'preference-outside-group': {
    message:
      '{line}行目の {key} はどの User-agent 行よりも前にあります: どのクローラーも読みません',
    explanation:
      '意向はルールと同じく、その上にある User-agent 行のグループに属します（draft-ietf-aipref-attach-05。Cloudflare は Content-Signal を User-agent: * のグループ内に書きます）。最初の User-agent 行より前では、どのクローラーのグループにも属しません。',
    fix: '行を "User-agent: *"（またはそのクローラー自身の User-agent 行）の下に移してください。',
  },
  'preference-under-disallow': {
    message:
      '{line}行目は {path} について {preferences} を示していますが、{rule}行目が {agents} に対してそのパスを禁止しています: この意向に従えるクローラーはありません',
    explanation:
      '意向は、そのグループがクローラーに取得を許す範囲にだけ適用されます（draft-ietf-aipref-attach-05 §4）。また、意向は許可ではありません。これらのクローラーはそのパスをまったく取得できないので、"no" はここでは何も加えず（取得したコンテンツの使い方を頼むだけです）、"yes" を書いても取得できるようにはなりません。',
    fix: '利用を認めたいなら取得を許可し（Allow を書くか Disallow を外す）、禁じたいなら Disallow がすでにそうしています。',
  },
  'preference-scope-differs': {
    message:
      '{line}行目の {key} は一つのグループの中にあります: {agents} にも適用されるかは読み手によって異なります',
    explanation:
      'Cloudflare は Content-Signal を User-agent: * グループの中に書き、このツールはルールと同じくそのグループのものとして読みます。自分のグループを持つクローラーには適用されません。一方 crawler-commons は Content-Signal をファイル全体に適用される行として読み、すべてのクローラーに適用します。ほかのグループのクローラーについての答えは、どちらの読み手かで変わります。',
    fix: 'すべてのクローラーに同じことを伝えたいなら、各グループにその行を書いてください。',
  },
  'policy-group': {
    message:
      '{line}行目のグループ（"{label}"）は名前空間付きの {namespace} ポリシーで、クローラーではありません: 実際のパーサーは無視します',
    explanation:
      '個人ドラフト（draft-kelley-rep-namespaces-00、2026-11-16）は、利用ポリシーを __usage_ai-training のような名前空間付きラベルを User-agent にしたグループとして書きます。その名前を送るクローラーはないため、Google のものを含む実際のパーサーは存在しないクローラーのグループとして読み、どのクローラーもそのルールに従いません。その Disallow 行はクロールのルールではなくポリシー "{name}" を表します。',
    fix: 'そのドラフトの読み手に向けてポリシーを公開するなら残してください。クローラーを締め出すには、そのクローラー自身のグループに Disallow ルールを書いてください。',
  },
  'usage-policy-line': {
    message: '{line}行目の {key}（{spec}）は利用ポリシーを示します: クロールには影響しません',
    explanation:
      'License（RSL 1.0、Really Simple Licensing）と LLM-Policy（crawler-commons が読みます）は、コンテンツを利用できる条件の場所を示します。Google のパーサーはどちらのキーも知らず、これらによって取得されるものが増えたり減ったりするクローラーはありません。',
    fix: '直す必要はありません。クローラーを締め出すには、そのグループに Disallow ルールを書いてください。',
  },
  'group-for-non-reader': {
    message:
      '{line}行目は {agent} を指定していますが、{operator} によるとこのフェッチャーは robots.txt を読みません: ルールで止められない場合があります',
    explanation:
      '{agent} はユーザーが求めたページを取得します。運営者は、このような取得には robots.txt が適用されない場合があると説明しています（Google: ユーザー トリガー フェッチャーは「通常 robots.txt ルールを無視します」）。そのためワークベンチはその判定を対象外と表示します。',
    fix: '意思を示すためならグループを残してください。本当に締め出すには、サーバー側で（公開されている IP 範囲やユーザー エージェントで）ブロックしてください。',
  },
  'line-not-understood': {
    message: '{line}行目は「キー: 値」のレコードではないため無視されます',
    explanation:
      'この行にはコロンがなく、3語以上ある（または値がない）ため、どのパーサーも何も読み取りません。',
    fix: '1行に1レコードを「キー: 値」の形で書き、コメントは # で始めてください。',
  },
  'no-groups': {
    message: 'User-agent 行がありません: 何もブロックされません',
    explanation:
      'ルールが適用されるのは User-agent で始まるグループの中だけです。グループがなければ、どのクローラーもすべてをクロールできます。',
    fix: 'ルールを "User-agent: *"（またはクローラー名）で始めてください。',
  },
  'rule-outside-group': {
    message: '{line}行目の {record} はどの User-agent 行よりも前にあるため無視されます',
    explanation:
      'ルールは、その上にある User-agent 行のグループに属します。最初の User-agent より前のルールはどのグループにも属しません。',
    fix: 'ルールを User-agent 行の下に移してください。例: その上に "User-agent: *" を追加します。',
  },
  'user-agent-cut': {
    message: 'User-agent "{value}" は Google には "{token}" として読まれます',
    explanation:
      'プロダクトトークンに使えるのは英字、"-"、"_" だけで、Google はそれ以外の最初の文字（バージョン、空白、カンマ、*）の手前までを読みます。"Googlebot/2.1" や "Googlebot Images" のグループは、すべての Googlebot に適用されます。',
    fix: 'User-agent 行1つにプロダクトトークンを1つ書いてください。例: "User-agent: Googlebot-Image"',
  },
  'user-agent-empty': {
    message: 'User-agent "{value}" はどのクローラーも指していません',
    explanation:
      '値にプロダクトトークンがありません（空であるか、英字・"-"・"_"・"* " 以外の文字で始まっています）。',
    fix: 'クローラーのプロダクトトークンを書くか、すべてのクローラーを指す * を書いてください。',
  },
  'group-empty': {
    message:
      '{agents} のグループ（{line}行目）にルールがありません: これらのクローラーはすべてをクロールできます',
    explanation: '自分のグループを持つクローラーは、そのグループが空でも * グループを無視します。',
    fix: 'これらのクローラーの User-agent 行の下にルールを追加するか、その行を削除してください。',
  },
  'user-agent-merged': {
    message:
      'User-agent {value}（{line}行目）は次のグループのルールを受け継ぎます: 間にある {key} 行ではグループが終わらないためです',
    explanation:
      'グループの User-agent 行の並びを終わらせるのはルール（Allow か Disallow）だけです。Crawl-delay のような非対応の行しかないグループは、次のグループと一体になり、そのルールを受け継ぎます。',
    fix: 'そのクローラーの User-agent 行のすぐ下に、専用のルール（例: 「すべて許可」を意味する空の "Disallow:"）を書いてください。',
  },
  'global-rules-dropped': {
    message:
      '{agent} のグループ（{line}行目）が * グループに取って代わります: * のルール {count}件（{rules}）はこのクローラーに適用されなくなります',
    explanation:
      'クローラーは自分を指定したグループだけに従い、* グループからは何も受け継ぎません（RFC 9309 §2.2.1）。',
    fix: '引き続き適用したい * のルールを、そのクローラー自身のグループにも書いてください。',
  },
  'disallow-all': {
    message: '{rule} は {agent} に対してサイト全体をブロックします',
    explanation:
      'このクローラー（* グループ、または主要な検索クローラーを指定したグループ）に対して、サイトのすべての URL が禁止されています。ステージング環境の robots.txt が本番環境に出てしまったケースがよくあります。',
    fix: 'サイト全体のブロックが本当に意図したものでない限り、ルールを削除してください（または値を空にした "Disallow:" ですべて許可します）。',
  },
  'disallow-all-other-crawlers': {
    message:
      '{rule} は、このグループが指定するクローラー {count}件（{agents}）に対してサイト全体をブロックします',
    explanation:
      'このグループは主要な検索クローラー（Googlebot とその画像・ニュース・動画用のクローラー、Bingbot、Applebot）を指定していないため、拒否されるのはここに書かれたクローラーだけです。ほかのクローラーは自分のグループか * グループに従います。特定のクローラーに対するサイト全体のブロックは、たいてい意図したものです（サイトを丸ごと複製するクローラー、アクセスが速すぎるクローラー、広告や AI のクローラーなど）。',
    fix: 'これらのクローラーを意図して拒否しているのであれば、対応は不要です。robots.txt が止められるのは、それに従うクローラーだけです。',
  },
  'disallow-empty': {
    message: '{line}行目の空の Disallow は何もブロックしません',
    explanation: '値のない "Disallow:" はすべてを許可します。ブロックする方法ではありません。',
    fix: 'すべてをブロックするには "Disallow: /"、フォルダをブロックするには "Disallow: /folder/" と書いてください。',
  },
  'allow-redundant': {
    message: '{line}行目の Allow は判定を変えることがありません',
    explanation:
      'この Allow が一致する URL に、同じクローラー向けの同じ長さ以下の Disallow が一致しないため、それらの URL はもともと許可されています。',
    fix: '行を削除するか、この行で上書きするはずだった Disallow が抜けていないか確認してください。',
  },
  'rule-duplicate': {
    message: '{line}行目は、同じクローラーに対する {other}行目のルールの繰り返しです',
    explanation: '同じクローラーのグループに同じルールが2回あっても、何も変わりません。',
    fix: '繰り返しの行を削除してください。',
  },
  'rule-shadowed': {
    message:
      '{line}行目が判定を決めることはありません: {other}行目（{otherRule}）がこの行の一致する URL すべてに一致し、常に優先されます',
    explanation:
      '一致するルールのうち最も長いもの（* と $ を含むすべての文字を数える）が優先され、同じ長さなら Allow が優先されます（RFC 9309 §2.2.2）。もう一方のルールはこの行より広い範囲の URL に一致し、長さも同じ以上です。',
    fix: '2つのルールのどちらかを削除するか、優先させたい方を長くしてください。',
  },
  'regex-syntax': {
    message:
      '"{value}"（{line}行目）の "{snippet}" は、ここでは正規表現ではなく文字どおりのテキストです',
    explanation:
      'robots.txt のパターンで使えるのは *（任意の文字列）と $（URL の末尾）だけです。ドット、バックスラッシュ、角かっこ、^、|、+ はその文字自体に一致します。',
    fix: '* と $ だけで書き直してください。例: "/.*\\.pdf" ではなく "/*.pdf$"',
  },
  'dollar-not-at-end': {
    message: '"{value}"（{line}行目）の途中の $ は通常の文字です',
    explanation:
      '$ が URL の末尾を表すのはルールの最後の文字の場合だけです。それ以外の位置では URL 中の "$" に一致します。',
    fix: '$ は末尾にだけ置くか、ルールを複数に分けてください。',
  },
  'value-not-path': {
    message: '"{value}"（{line}行目）は / でも * でも始まっていません: 一致することはありません',
    explanation:
      'ルールは URL のパスと照合され、パスは必ず "/" で始まります。完全な URL や相対パスは一致しません。',
    fix: 'サイトのルートからのパスを書いてください。例: "Disallow: /private/"',
  },
  'value-whitespace': {
    message: '"{value}"（{line}行目）に空白が含まれています',
    explanation:
      'URL に生の空白が含まれることはない（%20 として送られる）ため、このルールは空白より後の部分に一致しません。',
    fix: 'パス中の空白は %20 と書くか、パスごとにルールを分けてください。',
  },
  'sitemap-not-absolute': {
    message: 'Sitemap "{url}"（{line}行目）は http(s) の絶対 URL ではありません',
    explanation:
      'Sitemap 行には、スキームとホストを含むサイトマップの完全な URL を書く必要があります。',
    fix: '完全な URL を書いてください。例: "Sitemap: https://www.example.com/sitemap.xml"',
  },
  'lint-capped': {
    message: '一覧に載せていない "{code}" の問題がさらに {count}件あります',
    explanation: '同じ問題が非常に多く発生しているため、最初の数件だけを一覧にしています。',
    fix: '一覧の箇所を修正してください。残りも同じ種類の問題です。',
  },
};
