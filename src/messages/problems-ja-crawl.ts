/**
 * クロールのコード（src/core/crawl/crawl-codes.ts）の日本語テキスト。コードそのものは翻訳しない。
 */
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts } from './text-types';

const SITEMAP_FIX =
  'サイトマップには 200 を返す正規でインデックス可能な URL だけを記載してください。ページを直すか、URL をサイトマップから外してください（または本来の URL に置き換えてください）。';

export const problemsJaCrawl: Record<CrawlProblemCode, ProblemTexts> = {
  'crawl-binary': {
    message:
      'CSV や TSV のクロールエクスポートではありません: バイナリデータを含みます（{line}行目から）',
    explanation:
      'クロールエクスポートはテキストです（見出し行と URL ごとの行）。このファイルには NUL バイトか多数の制御文字があり、アーカイブ、スプレッドシート（.xlsx）などのバイナリファイルです。',
    fix: 'クロールを CSV でエクスポートし（Screaming Frog: エクスポート › CSV、Search Console: エクスポート › CSV をダウンロード）、そのファイルを追加してください。',
  },
  'crawl-empty': {
    message: 'クロールエクスポートが空です: 見出し行も行もありません',
    explanation:
      'クロールエクスポートはテキストです（見出し行 — Screaming Frog: Address, Status Code, Indexability、Sitebulb: URL, HTTP Status Code、Search Console の Table.csv: URL, Last crawled — と URL ごとの行）。このファイルには何もないため、サイトマップと突き合わせるものがありません。',
    fix: 'クロールをもう一度 CSV でエクスポートし、そのファイルを追加してください。',
  },
  'crawl-not-utf8': {
    message:
      '{readAs, select, windows1252 {UTF-8 ではありません（最初は {line}行目）: ファイルを windows-1252（Latin-1）として読みました} other {{line}行目に UTF-8 ではないバイトがあります: � として読んだため、その行の URL は一致しない場合があります}}',
    explanation:
      'クロールエクスポートは UTF-8 として読みます。別のエンコーディングで保存されたファイル（Windows の Excel の通常の CSV は windows-1252）では、アクセント付きや非ラテン文字の URL の綴りが変わり、サイトマップの URL と一致しません。ファイルの先頭が UTF-8 でなければ windows-1252 として読み、途中で UTF-8 として壊れているバイトは置き換えます。',
    fix: 'クロールを UTF-8 でエクスポートし（Screaming Frog は UTF-8 で出力します。Excel では「CSV UTF-8」で保存）、もう一度追加してください。',
  },
  'crawl-bad-quotes': {
    message:
      '{line}行目の引用符が壊れています（閉じ引用符の後に文字がある、または引用符が閉じていない）: その行だけを 1 行として、引用符を残したまま読みました',
    explanation:
      'CSV では、引用符で囲んだセルは引用符の直後に区切り文字か行末が来たところで終わります（RFC 4180）。この行では引用符の後に別の文字が続くか、引用符が閉じていないため、CSV リーダーは次の引用符まで、またはファイルの最後までを 1 つのセルとして読んでしまいます。代わりにこの行だけを読んだので、後に続く行は保持されています。',
    fix: 'テキストエディタでその行を確認してください。引用符を含むセルは全体を引用符で囲み、中の引用符は二重（""）にします。クローラーからもう一度エクスポートすると、たいてい直ります。',
  },
  'crawl-malformed': {
    message:
      'この行で読み込みを止めました: 引用符の壊れた行が {max} 行を超えたため、信頼できる CSV ではありません（{rows} 行を読み込みました）',
    explanation:
      '引用符の壊れた行は 1 行ずつ読んで報告しますが、これほど多い場合、ファイルは CSV エクスポートではないか、別の引用符文字で書かれている可能性が高く、その行は突き合わせません。',
    fix: 'クロールをもう一度 CSV でエクスポートするか、テキストエディタでファイルの引用符を確認してください。',
  },
  'crawl-table-full': {
    message:
      'この行でクロール用のメモリの上限に達しました: ここから先の {count} 行は保持していません（一度に保持できるクロール URL は最大 {limitBytes} バイトです）。それらの URL は未クロールとして数えられます',
    explanation:
      'クロールの表には、検査ツールのメモリ予算のうち専用の枠があり、巨大なエクスポートでタブが落ちることはありません。この行より前の行は突き合わせますが、ここから先の行は突き合わせに含まれません。',
    fix: 'エクスポートを（ホストやセクションごとに）分割して 1 つずつ突き合わせるか、コマンドラインで上限を上げてください（npm run inspect -- --max-crawl-bytes=N）。',
  },
  'crawl-record-too-long': {
    message: '{max} 文字を超える行を次の改行まで読み飛ばしました',
    explanation:
      'これほど長いクロール行はありません。ファイルが壊れているか（引用符が閉じていない）、クロールエクスポートではありません。ファイル全体を保持しないよう、その行は読み飛ばします。',
    fix: 'クロールをもう一度エクスポートするか、その行をテキストエディタで確認してください。',
  },
  'crawl-unknown-columns': {
    message: 'URL はどの列ですか？ 既知のクロールエクスポートの見出しではありません: {columns}',
    explanation:
      'Screaming Frog、Sitebulb、Search Console のエクスポートは見出しで認識します。それ以外の CSV では URL 列を（あればステータス、インデックス可否、canonical の列も）選んでください。',
    fix: 'ダイアログで列を選んでください。同じ見出しの次のファイルでも選択が使われます。',
  },
  'crawl-too-many-rows': {
    message: 'クロールの最初の {max} 行だけを読みました',
    explanation: 'これを超えるとページのメモリが足りなくなるため、残りの行は照合しません。',
    fix: 'エクスポートを（ホストやセクションごとに）分割し、1つずつ読み込んでください。',
  },
  'crawl-bad-url': {
    message: 'URL 列に絶対 URL ではない値があります: "{value}"',
    explanation:
      'この行は照合から外します。サイトマップと比べられるのは絶対 http(s) URL だけです。',
    fix: '正しい列を URL 列にしているか確認してください。',
  },
  'crawl-sitemap-not-crawled': {
    message: 'サイトマップに記載されていますが、クロールで到達していません',
    explanation:
      'クローラーはこの URL へのリンクを見つけませんでした。孤立ページ、クロールが届かなかったページからだけリンクされているページ、またはもう存在しない URL です。検索エンジンはサイトマップから見つけられますが、サイト内に指すリンクがありません。',
    fix: 'サイト内からページにリンクするか、不要ならサイトマップから外してください。先にクロールの制限（深さ、除外フォルダ）を確認してください。',
  },
  'crawl-not-in-sitemaps': {
    message: 'どのサイトマップにもないインデックス可能なページ（200）',
    explanation:
      'クロールは 200 を返すインデックス可能な HTML ページとしてこれを見つけましたが、どのサイトマップにも記載されていないため、検索エンジンはリンクからしか知ることができません。',
    fix: 'ページをサイトマップに追加するか、見つけられるべきでないならインデックス不可にしてください。',
  },
  'crawl-sitemap-client-error': {
    message:
      'サイトマップに記載されていますが、応答は {hasStatus, select, yes {{status}} other {クライアントエラー（4xx）}} でした',
    explanation:
      'URL は 4xx ステータス（404 Not Found、410 Gone など）を返します。サイトマップが存在しないページを記載しています。Search Console では「見つかりませんでした（404）」です。',
    fix: SITEMAP_FIX,
  },
  'crawl-sitemap-server-error': {
    message:
      'サイトマップに記載されていますが、サーバーは {hasStatus, select, yes {{status}} other {サーバーエラー（5xx）}} を返しました',
    explanation:
      'クロール時に URL は 5xx ステータスを返しました。サーバーエラーが続くと検索エンジンはサイトのクロールを遅くします。',
    fix: 'サーバーエラーを直してください。ページが完全になくなったならサイトマップから外してください。',
  },
  'crawl-sitemap-redirect': {
    message:
      'サイトマップに記載されていますが、{hasTarget, select, yes {{target} にリダイレクト{hasStatus, select, yes {（{status}）} other {}}され、その URL はどのサイトマップにもありません} other {リダイレクト{hasStatus, select, yes {（{status}）} other {}}されます。クロールのエクスポートにリダイレクト先はありません}}',
    explanation:
      'リダイレクトするサイトマップ URL はクロールを無駄にし、1つのページに2つの URL を伝えます（Search Console の「ページにリダイレクトがあります」）。',
    fix: 'この URL の代わりにリダイレクト先を記載してください。',
  },
  'crawl-sitemap-redirect-listed': {
    message:
      'サイトマップに記載されていますが、{target} にリダイレクト{hasStatus, select, yes {（{status}）} other {}}され、その URL も記載されています',
    explanation: 'リダイレクト先はすでにサイトマップにあるため、この URL はその重複です。',
    fix: 'この URL をサイトマップから外してください。',
  },
  'crawl-sitemap-noindex': {
    message:
      'サイトマップに記載されていますが、ページは noindex です（meta robots または X-Robots-Tag）',
    explanation:
      'サイトマップはインデックスを求め、ページはそれを禁止しています（Search Console の「noindex タグによって除外されました」）。noindex が優先され、この矛盾はレポートの本当の問題を見えにくくします。',
    fix: 'URL をサイトマップから外すか、見つけられるべきページなら noindex を外してください。',
  },
  'crawl-sitemap-canonicalised': {
    message:
      'サイトマップに記載されていますが、canonical は別の URL{hasTarget, select, yes {「{target}」です} other { です（クロールのエクスポートに URL はありません）}}',
    explanation:
      'ページは別の URL を canonical としているため、検索エンジンはそちらをインデックスします（Search Console の「代替ページ（適切な canonical タグあり）」）。',
    fix: 'この URL の代わりに canonical の URL を記載してください。',
  },
  'crawl-sitemap-canonicalised-listed': {
    message: 'サイトマップに記載されていますが、canonical は記載済みの別の URL「{target}」です',
    explanation: 'canonical はすでにサイトマップにあるため、この URL はその重複です。',
    fix: 'この URL をサイトマップから外してください。',
  },
  'crawl-sitemap-robots-blocked': {
    message: 'サイトマップに記載されていますが、クローラーは robots.txt でブロックされました',
    explanation:
      'robots.txt が禁止しているため、クロールはこの URL を取得できませんでした（Search Console の「robots.txt によりブロックされました」）。サイトが禁止するページをサイトマップで求めるべきではありません。',
    fix: 'URL をサイトマップから外すか、robots.txt で許可してください。',
  },
  'crawl-sitemap-not-indexable': {
    message: 'サイトマップに記載されていますが、クロールではインデックス不可でした',
    explanation:
      'クロールはこの URL を別の理由（タイムアウト、応答なし、「クロール済み - インデックス未登録」など）でインデックス不可としています。',
    fix: SITEMAP_FIX,
  },
};
