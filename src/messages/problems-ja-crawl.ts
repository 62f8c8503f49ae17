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
    message: 'サイトマップに記載されていますが、クロールでは {status} でした',
    explanation:
      'URL は 4xx ステータス（404 Not Found、410 Gone など）を返します。サイトマップが存在しないページを記載しています。Search Console では「見つかりませんでした（404）」です。',
    fix: SITEMAP_FIX,
  },
  'crawl-sitemap-server-error': {
    message: 'サイトマップに記載されていますが、サーバーは {status} を返しました',
    explanation:
      'クロール時に URL は 5xx ステータスを返しました。サーバーエラーが続くと検索エンジンはサイトのクロールを遅くします。',
    fix: 'サーバーエラーを直してください。ページが完全になくなったならサイトマップから外してください。',
  },
  'crawl-sitemap-redirect': {
    message:
      'サイトマップに記載されていますが、{target} にリダイレクト（{status}）され、その URL はどのサイトマップにもありません',
    explanation:
      'リダイレクトするサイトマップ URL はクロールを無駄にし、1つのページに2つの URL を伝えます（Search Console の「ページにリダイレクトがあります」）。',
    fix: 'この URL の代わりにリダイレクト先を記載してください。',
  },
  'crawl-sitemap-redirect-listed': {
    message:
      'サイトマップに記載されていますが、{target} にリダイレクト（{status}）され、その URL も記載されています',
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
    message: 'サイトマップに記載されていますが、canonical は別の URL です: {target}',
    explanation:
      'ページは別の URL を canonical としているため、検索エンジンはそちらをインデックスします（Search Console の「代替ページ（適切な canonical タグあり）」）。',
    fix: 'この URL の代わりに canonical の URL を記載してください。',
  },
  'crawl-sitemap-canonicalised-listed': {
    message: 'サイトマップに記載されていますが、canonical は記載済みの別の URL です: {target}',
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
