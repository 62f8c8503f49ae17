/**
 * 問題コードの日本語テキスト（robots.txt の lint 以外: サイトマップ、アーカイブ、インデックスツリー、
 * lastmod、robots.txt との照合）。コードそのものは翻訳しない。`{name}` はコアのパラメータ。
 */
import type { HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemCode } from '../core/problems/registry';
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsJa: Record<
  Exclude<ProblemCode, RobotsLintCode | HreflangProblemCode | CrawlProblemCode>,
  ProblemTexts
> = {
  'xml-malformed': {
    message: 'XML の形式が正しくありません: {detail}',
    explanation:
      'ファイルが整形式の XML ではありません（Search Console の「XML が無効です」）。検索エンジンがファイル全体を受け付けない可能性があります。',
    fix: 'テキスト中の & は &amp;、< は &lt; とエスケープし、すべての要素を閉じ、XML パーサーでファイルを検証してください。',
  },
  'entity-declaration': {
    message:
      'DOCTYPE でエンティティが宣言されています（{detail}）。展開はせず、何も取得していません',
    explanation:
      'サイトマップに DTD は不要です。エンティティ宣言は「Billion Laughs」攻撃や外部エンティティ攻撃に使われる手口のため、ここでは決して展開しません。',
    fix: '<!DOCTYPE …> 宣言を削除し、文字はそのまま書くか数値文字参照で書いてください。',
  },
  truncated: {
    message: 'ファイルが途中で終わっています: {detail}',
    explanation:
      'データが途中で切れています（ダウンロードの中断、またはファイルの切り捨て）。切れた位置より後のエントリは失われています。',
    fix: 'ファイルを取得し直すか生成し直して、完全であることを確認してください。',
  },
  'nesting-too-deep': {
    message: '要素が {limit} 階層を超えて入れ子になっています。深い要素はスキップしました',
    explanation:
      '深い入れ子が必要なサイトマップはありません。極端に深い入れ子はパーサーを消耗させる手口です。',
    fix: '生成ツールを確認してください。サイトマップは urlset > url > loc で、せいぜい数階層です。',
  },
  'too-many-urls': {
    message: 'エントリ数 {count}: 1つのサイトマップに入れられる 50,000 件を超えています',
    explanation:
      'サイトマップやサイトマップインデックスに記載できるのは最大 50,000 件です（Search Console の「URL が多すぎます」）。',
    fix: '50,000 件以下の複数のサイトマップに分割し、サイトマップインデックスにまとめてください。',
  },
  'too-large': {
    message:
      '非圧縮で {bytes} バイト: サイトマップの上限 52,428,800 バイト（50 MiB）を超えています',
    explanation:
      'サイズの上限は、gzip 圧縮して配信している場合でも非圧縮のファイルに適用されます。',
    fix: '小さなサイトマップに分割し、サイトマップインデックスにまとめてください。',
  },
  'encoding-not-utf8': {
    message: '文字コードが UTF-8 ではなく {encoding} です',
    explanation:
      'サイトマップのプロトコルでは UTF-8 が必須です。URL を表示できるよう、宣言どおりの文字コードで読み込みました。',
    fix: 'ファイルを UTF-8 で保存し、encoding="UTF-8" と宣言してください。',
  },
  'invalid-utf8': {
    message: 'UTF-8 として正しくないバイト列があります（{count}か所を置換）',
    explanation:
      'ファイルは UTF-8 を名乗っている（または何も宣言していない）のに、UTF-8 ではないバイト列を含んでいます。',
    fix: 'ファイルを UTF-8 に変換し直してください。Latin-1 や Windows-1252 の文書から貼り付けたテキストがないか確認してください。',
  },
  'namespace-missing': {
    message: 'ルート要素 <{element}> の名前空間が {expected} ではなく "{namespace}" です',
    explanation:
      'ルート要素は sitemaps.org の名前空間でなければなりません（Search Console の「名前空間が正しくありません」）。ファイルはそのまま読み込みました。',
    fix: 'ルート要素に xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" と書いてください。',
  },
  'leading-whitespace': {
    message: 'XML 宣言の前にテキストがあります',
    explanation:
      'XML 宣言はファイルの先頭になければなりません（Search Console の「先頭に空白があります」）。',
    fix: '<?xml …?> の前にある空行や空白を削除してください。',
  },
  'not-a-sitemap': {
    message:
      'ルート要素 <{element}> はサイトマップ、サイトマップインデックス、フィードのいずれでもありません',
    explanation:
      'ファイルは XML ですが、urlset、sitemapindex、RSS 2.0、Atom 1.0 のいずれの文書でもありません（HTML のエラーページかもしれません）。',
    fix: 'ファイルの取得元 URL がサイトマップそのものを返しているか確認してください。',
  },
  'html-page': {
    message: 'これは HTML ページ（タイトル: {title}）で、サイトマップではありません',
    explanation:
      'ファイルはウェブページです（HTML の DOCTYPE、または <html>、<head>、<body> 要素で始まっています）。これだけを報告し、そこから生じる XML のエラーやサイトマップ要素の欠落は報告しません。',
    fix: 'サーバーがサイトマップの代わりにウェブページ（多くはエラーページやログインページ）を返しました。URL とサーバーの応答を確認してください。',
  },
  'namespace-mixed': {
    message:
      '<{element}> エントリは名前空間がなく、ルート <{root}> は "{namespace}" にあります。エントリとして読み込みました',
    explanation:
      'サイトマップの要素はすべて sitemaps.org の名前空間に属します。ここでは xmlns="" がエントリをルートの名前空間から外しています。クローラーはそれでも読み込むため、このレポートも読み込みました。',
    fix: 'エントリの xmlns="" を削除し、ルート要素に xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" と書いてください。',
  },
  'empty-sitemap': {
    message: 'ファイルにエントリが1件もありません',
    explanation: 'URL のないサイトマップは、検索エンジンに何も伝えません。',
    fix: '生成ツールを確認するか、空のファイルをインデックスから外してください。',
  },
  'loc-missing': {
    message: '<loc> のないエントリがあります',
    explanation:
      '<url> と <sitemap> のエントリには必ず <loc> が必要です。このエントリは無視されます。',
    fix: 'エントリに絶対 URL の <loc> を付けるか、エントリを削除してください。',
  },
  'loc-too-long': {
    message: 'URL が {length} 文字あります: loc は 2,048 文字未満でなければなりません',
    explanation: 'プロトコルでは URL の長さは 2,048 文字未満に制限されています。',
    fix: 'URL を短くしてください（長いクエリ文字列がよくある原因です）。',
  },
  'loc-not-absolute': {
    message: 'http(s) の絶対 URL ではありません: {loc}',
    explanation:
      'loc はすべて、相対パスではなくスキームとホストを含む完全な URL（https://example.com/page）でなければなりません。',
    fix: 'https:// とホストを含めた完全な URL を書いてください。',
  },
  'loc-whitespace': {
    message: 'URL の前後または途中に空白や改行があります',
    explanation:
      'URL の前後の空白はたいていの読み取り側で取り除かれますが、URL の途中の空白は別の URL になってしまいます。',
    fix: '空白を削除してください。URL 内の空白は %20 とエンコードしてください。',
  },
  'loc-out-of-scope': {
    message:
      'URL {total}件のうち {count}件が、サイトマップの場所 {base} の範囲外です（最初の例: {loc}）',
    explanation:
      'サイトマップに記載できるのは、同じスキーム・ホスト・ポートで、サイトマップと同じディレクトリかその下にある URL だけです（Search Console の「URL は許可されていません」）。robots.txt でクロス送信している場合は例外です。ファイルごとにまとめて1件として数えます。',
    fix: 'サイトマップをサイトのルートに移すか、URL が属するホストの robots.txt からサイトマップを指定してください。',
  },
  'duplicate-url': {
    message: '複数回記載されています（{count}回）。最初の記載: {firstFile} の {firstLine}行目',
    explanation:
      '同じ URL が、1つのファイル内またはファイルをまたいで何度も現れます。重複は、サイトマップで導くはずのクロールバジェットを無駄にします。',
    fix: 'それぞれの URL は1つのサイトマップに1回だけ記載してください。',
  },
  'lastmod-invalid': {
    message: 'lastmod "{value}" は W3C Datetime 形式ではありません',
    explanation:
      'lastmod は YYYY、YYYY-MM、YYYY-MM-DD、またはタイムゾーン付きの日時でなければなりません（Search Console の「日付が無効です」）。時刻がなくオフセットだけある日付（2017-06-20-04:00）は無効です。',
    fix: '例: 2024-05-01 または 2024-05-01T12:30:00+00:00 のように書いてください。',
  },
  'lastmod-future': {
    message: 'lastmod {value} は未来の日付です',
    explanation:
      '今日より後の更新日はありえません。検索エンジンは正確でない lastmod を信用しなくなります。',
    fix: 'lastmod には、ページの内容が最後に変わった日時を設定してください。',
  },
  'author-archives-listed': {
    message: '{count}件の URL が著者アーカイブです',
    explanation:
      'WordPress 本体は著者アーカイブ（wp-sitemap-users-N.xml、/author/名前/）を載せますが、多くのサイトは noindex にしています。サイトマップにはインデックスさせたいページだけを載せます。',
    fix: '著者ページが noindex なら、サイトマップから外してください（wp_sitemaps_add_provider フィルターや SEO プラグインの設定）。',
  },
  'numbered-siblings-overlap': {
    message: '{count}件の URL が {sibling} にも載っています',
    explanation:
      '同じ種類の番号付きサイトマップ（post-sitemap1.xml、post-sitemap2.xml）は一つのリストを分割したものです。同じ URL が二つに載るのは生成ツールの分割の不具合で、クローラーは二度読みます。',
    fix: 'プラグインを更新してサイトマップを作り直すか、重複を開発者に報告してください。',
  },
  'lastmod-implausible': {
    message: 'lastmod {value} は 1990 年より前です: 日付ではなく仮の値です',
    explanation:
      '1990 年より前に更新されたウェブページはありません。日付のない投稿を生成ツールが埋めた値です（WordPress の SEO プラグインには 0 年と書くものがあります）。lastmod なしとして扱います。',
    fix: '内容が最後に変わった日付を入れるか、lastmod を省いてください。',
  },
  'changefreq-invalid': {
    message:
      'changefreq "{value}" は always、hourly、daily、weekly、monthly、yearly、never のいずれでもありません',
    explanation:
      'プロトコルで定められた値ではありません（なお、Google は changefreq を使用しません）。',
    fix: '定められた値を小文字で使うか、changefreq を削除してください。',
  },
  'priority-invalid': {
    message: 'priority "{value}" は 0.0～1.0 の数値ではありません',
    explanation:
      'priority は 0.0～1.0 の小数でなければなりません（なお、Google は priority を使用しません）。',
    fix: '0.5 のような値にするか、priority を削除してください。',
  },
  'text-line-not-url': {
    message: '行が絶対 URL ではありません: {value}',
    explanation: 'テキスト形式のサイトマップには、1行に1つの絶対 URL だけを書きます。',
    fix: 'コメント、見出し、区切りの記号を削除し、完全な URL だけを書いてください。',
  },
  'news-too-many': {
    message: 'ニュースのエントリが {count}件: ニュースサイトマップは最大 1,000 件です',
    explanation:
      'Google ニュースは1つのサイトマップにつき news:news エントリを最大 1,000 件しか読みません。',
    fix: 'ニュースサイトマップを分割し、直近2日間の記事だけを記載してください。',
  },
  'image-too-many': {
    message: '1つの URL に画像が {count}件: 読まれるのは最大 1,000 件です',
    explanation: 'Google は1つの <url> につき image:image エントリを最大 1,000 件しか読みません。',
    fix: 'ページの重要な画像だけを記載してください。',
  },
  'hreflang-invalid': {
    message: 'xhtml:link の代替ページ指定が不完全または無効です: {detail}',
    explanation:
      'hreflang の代替ページには、rel="alternate"、有効な言語コード（または x-default）、絶対 URL の href が必要です。',
    fix: '<xhtml:link rel="alternate" hreflang="ja-JP" href="https://…"/> のように書いてください。',
  },
  'external-entity': {
    message: '外部エンティティまたは DTD の参照（{detail}）を無視しました。何も取得していません',
    explanation:
      'ファイルが DOCTYPE を通じて外部のリソースを参照しています。読み込むとデータの漏えいやネットワークへのアクセスにつながるため、決してたどりません。',
    fix: '<!DOCTYPE …> 宣言を削除してください。',
  },
  'unknown-entity': {
    message: '不明なエンティティ &{name};',
    explanation:
      'XML が認識するのは &amp; &lt; &gt; &quot; &apos; と数値文字参照だけです。URL 中の & はそのままではなく &amp; と書く必要があります。',
    fix: '& を &amp; とエスケープしてください（例: ?a=1&amp;b=2）。',
  },
  'namespace-undeclared': {
    message: '接頭辞 {prefix}: が名前空間の宣言なしに使われています',
    explanation:
      '要素は名前空間で識別されますが、この接頭辞は宣言されていない（xmlns:{prefix}="…" がない）ため、厳格なリーダーは <{prefix}:…> の意味を判断できません。ここでは通常の {prefix} 拡張として読み込みました。',
    fix: 'ルート要素で名前空間を宣言してください。例: xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
  },
  'news-date-invalid': {
    message: 'news:publication_date "{value}" は W3C Datetime 形式ではありません',
    explanation: 'Google ニュースには、W3C Datetime 形式の記事の公開日が必要です。',
    fix: '例: 2024-05-01T12:30:00+00:00 のように書いてください。',
  },
  'news-name-empty': {
    message: 'news:name が空です',
    explanation:
      'Google ニュースでは、news:publication/news:name にパブリケーション名を、news.google.com での表記どおりに記載する必要があります。',
    fix: '例: <news:name>The Example Times</news:name> のように、パブリケーション名を書いてください。',
  },
  'feed-date-invalid': {
    message: 'フィードの日付 "{value}" は有効な日付ではありません',
    explanation:
      'RSS の pubDate は RFC 822 形式（Tue, 10 Jun 2003 04:00:00 GMT）、Atom の日付は RFC 3339 形式でなければなりません。このエントリは日付なしで一覧に載せています。',
    fix: 'フィードの種類が求める形式で日付を書いてください。',
  },
  'problems-capped': {
    message: 'このファイルには、一覧に載せていない "{code}" の問題がさらに {count}件あります',
    explanation:
      '同じ問題があまりに多く繰り返されるため、レポートを読みやすくしメモリを抑えるよう、最初の数件だけを一覧にしています。',
    fix: '一覧の箇所を修正してください。残りもほぼ確実に同じ誤りです。',
  },
  'extension-incomplete': {
    message: '<{element}> に {missing} がありません',
    explanation:
      'Google が画像・動画・ニュースのエントリを読むのは、ドキュメントで必須とされるタグがそろっている場合だけです。',
    fix: '不足しているタグを追加するか、不完全な拡張エントリを削除してください。',
  },
  'inflate-limit': {
    message: '展開を {bytes} バイトで停止しました（安全上の上限）。残りは読み込んでいません',
    explanation:
      'ファイルを展開すると、どんな有効なサイトマップよりもはるかに大きくなります（圧縮爆弾、または巨大なエクスポート）。メモリを守るため読み込みを止めました。',
    fix: '内容を、非圧縮で 50 MiB 以下のファイルに分割してください。',
  },
  'store-full': {
    message:
      '{file} のこの行でメモリの上限に達しました: ここから先の URL {count}件は保持していません（一度に保持できるのは最大で URL {limitUrls}件、URL テキスト {limitBytes} バイトです）',
    explanation:
      'この行より前に読み込んだ内容はすべて保持され、引き続き閲覧できるので、タブがメモリ不足で落ちることはありません。ファイル自体の問題を見つけるため最後まで読み込みましたが、この行以降の URL は表示・件数・エクスポートには含まれません。',
    fix: '不要になったファイルを削除してからこのファイルを読み込み直すか、コマンドライン（npm run inspect -- --max-urls=N）で検査してください。',
  },
  'decompression-failed': {
    message: '展開できませんでした: {detail}',
    explanation:
      '圧縮データが壊れているか、対応していない形式です（Search Console の「圧縮エラー」）。',
    fix: 'gzip（または zip）で圧縮し直し、手元のパソコンで開けることを確認してください。',
  },
  'zip-entries-overlap': {
    message: '{count}件の zip エントリが別のエントリとデータを共有しているため、読み込んでいません',
    explanation:
      '正常な zip では、各エントリが自分のデータを持っています。同じバイト列を指すエントリは、小さなファイルを数 GB に膨らませる「better zip bomb」の手口で、Info-ZIP の unzip も受け付けません。',
    fix: '通常の zip ツールでアーカイブを作り直してください。',
  },
  'fetch-failed': {
    message:
      '取得できませんでした: {failure, select, http_status {サーバーが HTTP {status} を返しました} timeout {制限時間内に応答が完了しませんでした（{bytes} バイト受信）} deadline {読み込み全体の期限が先に来ました} network {サーバーから応答がありません（{errorCode}）} body_cut {本文が揃う前に応答が終わりました（{bytes} バイト受信）} too_many_redirects {リダイレクトが 5 回を超えました} redirect_loop {リダイレクトがループしています} other_host_redirect {別のホストにリダイレクトされました（{landed}）} not_http_redirect {http(s) ではないアドレスにリダイレクトされました（{landed}）} private_address {ループバック、プライベート、またはリンクローカルのアドレスを指しています} file_bytes_cap {1 ファイルあたりのバイト上限を超えています} total_bytes_cap {取得バイト数全体の上限に達しました} refused {接続が拒否されました} no_such_host {ホスト名を解決できませんでした} headers_too_large {応答のヘッダーが受け付ける 16 KiB を超えていました} not_http {応答が正しい HTTP ではありませんでした（{errorCode}）} tls {TLS 証明書が受け入れられませんでした（{errorCode}）} other {{failure}}}',
    explanation:
      'サイトマップは列挙されていますが、サイトを読んでも内容が得られませんでした。Search Console ではこのようなサイトマップを「取得できませんでした」と報告します。サーバーが拒否した、時間内に応答しなかった、別の場所へ送った、または読み込みの上限で止まったのいずれかです。',
    fix: 'ブラウザでアドレスを開いてください。404 や 410 なら、列挙が存在しないサイトマップを指しています（行を削除するか直してください）。5xx やタイムアウトならサーバーの管理者に確認してください。サイト外へのリダイレクトなら、最終的なアドレスを列挙してください。',
  },
  unreadable: {
    message: 'サイトマップ、robots.txt、アーカイブのいずれでもありません: {detail}',
    explanation: 'ファイルの内容が、このツールが読める形式のどれにも当てはまりません。',
    fix: '正しいファイルを選んだか確認してください。画像や PDF などのバイナリファイルは検査できません。',
  },
  'nested-index': {
    message: 'このサイトマップインデックスは別のサイトマップインデックス（{loc}）を記載しています',
    explanation:
      'Google は、インデックスに記載された別のサイトマップインデックスをたどりません（Search Console の「ネストされたインデックス」）。',
    fix: '子のサイトマップを、最上位の1つのインデックスに直接記載してください。',
  },
  'index-child-left-out': {
    message:
      '{option, select, skip {--skip {patterns} により除外しました} other {--follow {patterns} のどれにも一致しないため除外しました}}',
    explanation:
      'インデックスにはこのサイトマップが記載されていますが、指定した --skip または --follow のパターンにより取得しませんでした。サイトの問題ではなく、選択の結果です。その URL は集計されていません。',
    fix: 'このサイトマップも検査するには、そのパターンを外して（または一致する --follow パターンを付けて）もう一度実行してください。',
  },
  'index-child-missing': {
    message:
      '記載されている子 {loc} が追加されていません（{expected} という名前のファイルが必要です）',
    explanation:
      'インデックスに記載されたサイトマップが、渡されたファイルの中にないため、その URL は集計されていません。',
    fix: 'そのファイルも追加して検査してください（フォルダやアーカイブごとドロップする方法もあります）。',
  },
  'index-child-out-of-scope': {
    message: '子のサイトマップ {loc} がインデックスのディレクトリ {base} の範囲外です',
    explanation:
      'Google は、インデックスに記載されたサイトマップが同じサイトの、インデックスと同じディレクトリかその下にあることを想定しています。',
    fix: '子のサイトマップをインデックスと同じ場所（またはその下）に移すか、個別に送信してください。',
  },
  'index-cycle': {
    message: 'インデックスがループしています: {path}',
    explanation: 'サイトマップインデックス同士が互いを記載し、ループになっています。',
    fix: 'urlset のサイトマップだけを記載する最上位のインデックスを1つにしてください。',
  },
  'lastmod-absent': {
    message: 'lastmod があるのは {rows}件中 {withLastmod}件（{coverage}%）だけです',
    explanation:
      '（ほぼ）すべての URL に lastmod がないと、クローラーは変更されたページとそうでないページを区別できず、すべてを取得し直すしかありません。',
    fix: 'すべての <url> に、内容が最後に変わった日付の <lastmod> を付けてください。',
  },
  'lastmod-generation-time': {
    message:
      'lastmod の値 {dated}件のうち {clusterCount}件（{share}%）が {instant} から {windowSeconds} 秒以内にあります: ページの更新日時ではなく、ファイルの生成日時です',
    explanation:
      'lastmod はページの最終更新日時でなければなりません（sitemaps.org）。大半のエントリに共通する値は生成ツールが動いた時刻なので、どのページが変わったかを何も示さず、検索エンジンも無視するようになります。',
    fix: 'lastmod は、サイトマップ生成時の時計ではなく、各ページ自身の更新日時（CMS の「更新日」フィールドや元ファイルのコミット日時）から設定してください。',
  },
  'lastmod-few-distinct': {
    message: '{dated}件の URL で lastmod の値が {distinct}種類しかありません',
    explanation:
      '何千ものページがごく少数の時点にしか変わらないことはまずありません。これらの値はおそらくデプロイやインポートの時刻です。',
    fix: 'lastmod は各ページ自身の内容の変更から求めてください。',
  },
  'lastmod-future-dates': {
    message: 'lastmod の値 {dated}件のうち {future}件が検査時点より後の日時です',
    explanation:
      'ページが未来に更新されることはありません。未来の日付は、生成ツールが日付をでっち上げているか変換を誤っていることを示し、すべての日付が疑わしくなります。',
    fix: 'タイムゾーンの変換と日付の取得元を確認してください。公開予定日や有効期限を lastmod に書かないでください。',
  },
  'lastmod-date-only': {
    message: 'lastmod の値 {dated}件のうち {dateOnly}件が日付のみです',
    explanation:
      '時刻のない日付では、同じ日のうちの変更がわかりません。今日2回編集したページも、朝に来たクローラーには変わっていないように見えます。Bing は日付と時刻のある lastmod を求めています（Bing Webmaster Blog、2025年7月）。sitemaps.org は日付のみも認めているため、エラーではなく注記です。',
    fix: 'ページが1日に何度も変わるなら、lastmod を時刻とタイムゾーン付き（2024-05-01T14:30:00+00:00）で書いてください。',
  },
  'lastmod-index-mismatch': {
    message:
      'インデックスが、{mismatches}件のサイトマップに、その中の最新の lastmod より古い lastmod を付けています',
    explanation:
      'サイトマップインデックスの lastmod は、どの子サイトマップが変わったかをクローラーに伝えます。インデックスの記載より新しい子はスキップされることがあります。',
    fix: '子のサイトマップを書き出すたびに、<sitemap> の lastmod を更新してください（その URL の最新の lastmod が適切な値です）。',
  },
  'lastmod-invalid-share': {
    message:
      'lastmod の値 {withLastmod}件のうち {invalid}件（{share}%）が W3C Datetime 形式ではありません',
    explanation:
      '読み取れない日付は検索エンジンに無視され（Search Console の「日付が無効です」）、生成ツールが出力を検証していないことも示しています。',
    fix: 'lastmod は YYYY-MM-DD、またはタイムゾーン（Z か +hh:mm）付きの YYYY-MM-DDThh:mm:ss で書いてください。',
  },
  'lastmod-generation-time-by-pages': {
    message:
      '抽出したページ {comparable}件のうち {contradicted}件（{share}%）が lastmod と矛盾し、そのうち {newer}件は lastmod がページ自身の日付より新しい: lastmod はサイトマップの書き出し日時です',
    explanation:
      'ページチェックはサイトマップの URL から抽出したページを取得し、各ページが示す日付を読みました。lastmod がページのどの日付よりも新しい場合、生成ツールはページの更新日時ではなく自身の実行日時を書いています。Google は lastmod を「一貫して検証可能な形で正確」な場合にのみ使います（Google 検索セントラル「サイトマップの作成と送信」）。5件に1件以上は誤差ではありません。',
    fix: '各 URL の lastmod は、サイトマップの生成時刻ではなく、ページ自身の更新日時（CMS の「更新日」やソースファイルのコミット日）から書いてください。',
  },
  'lastmod-contradicted-by-pages': {
    message:
      '抽出したページ {comparable}件のうち {contradicted}件（{share}%）が lastmod と矛盾します。{older}件は lastmod の日付より後に更新されています',
    explanation:
      'ページチェックはサイトマップの URL から抽出したページを取得し、各ページが示す日付を読みました。5件に1件以上が lastmod と食い違うと、検索エンジンは lastmod を頼りにできず、独自の間隔でクロールします（Google 検索セントラル「サイトマップの作成と送信」: lastmod は一貫して検証可能な形で正確な場合に使われます）。',
    fix: 'ページの内容が変わったとき（そのときだけ）、ページに表示している日付と同じ日付で lastmod を更新してください。',
  },
  'last-modified-is-response-time': {
    message:
      'Last-Modified を返した抽出ページ {pages}件のすべてで、その値は応答の時刻です: その時点で生成されただけで、更新されたわけではありません',
    explanation:
      '応答の Date と同じ Last-Modified は、サーバーがページを組み立てた時刻です。lastmod を裏付けることも否定することもできないため、ページチェックでは使いません。',
    fix: 'Last-Modified はコンテンツ自身の更新日時から送るか、送らないでください。',
  },
  'url-blocked-by-robots': {
    message:
      'サイトマップに記載されていますが、robots.txt の {line}行目で {agent} に対してブロックされています',
    explanation:
      'サイトマップはこの URL をクロールするよう検索エンジンに求めているのに、サイト自身の robots.txt がそれを禁止しています（Search Console の「robots.txt によりブロックされました」）。クローラーは取得しないため、内容もリンクも、ページ内の noindex も認識されません。',
    fix: 'URL をサイトマップから外すか、URL が許可されるよう robots.txt の行を変更してください（長い Allow ルールは短い Disallow ルールに優先します）。',
  },
  'log-malformed-lines': {
    message:
      'ログの {total}行のうち {count}行は読み取った形式のリクエストではなく、読み飛ばしました',
    explanation:
      'アクセスログの各行は、一つの形式（Apache の mod_log_config、W3C 拡張形式、1行に1つの JSON オブジェクト）で書かれた1件のリクエストです。これらの行はその形式に合いませんでした。途中で切れている、別の形式が混ざっている、そもそもログではない、のいずれかです。推測はせず数えるだけなので、集計からは外れています。',
    fix: '読み飛ばした行が多い場合は形式を確認してください（独自の LogFormat や log_format には JSON の対応表か標準の形式が必要です）。また、複数のログをつなげたファイルでないかも確認してください。',
  },
  'log-file-cut': {
    message: 'ログ {file} を最後まで読めませんでした: {detail}',
    explanation:
      '途中で終わっている圧縮ログ、壊れたアーカイブ、展開すると安全上の上限を超えるもの（圧縮爆弾、または単に非常に大きなログ）は、その位置まで読みます。集計はそこまでの行だけを数えています。',
    fix: 'ファイルを確認してください（gzip -t、tar -tzf）。上限より大きいログなら、上限を上げる（--max-inflated-bytes=N）か、ローテーションされたファイルを1つずつ渡してください。',
  },
  'log-ai-crawler-disallowed': {
    message:
      'AI クローラーが robots.txt で禁止された URL に {count}件リクエストしました（{crawlers}）',
    explanation:
      'これらのクローラーは robots.txt（RFC 9309）に従うとしていますが、現在の robots.txt でそのグループが禁止している URL を取得しました。ルールがリクエストより新しい（運営者は1日ほどで robots.txt を読み直します）か、クローラーが従わなかったかのどちらかです。',
    fix: '表示されたルールの行とリクエストの日付を照らし合わせてください。ルールが既にあったなら運営者に報告するか、公開されているアドレス範囲でサーバー側からブロックしてください。',
  },
  'log-crawler-unverified': {
    message:
      'クローラーを名乗る {count}件のリクエストが、運営者の公開するアドレス範囲の外から来ています（{crawlers}）',
    explanation:
      'クローラーの User-Agent は誰でも送れます。運営者はクローラーが使うアドレス範囲を公開しており、それ以外からのリクエストはそのクローラーではないため、別に数え、決してそのクローラーとしては数えません。',
    fix: '不明なクライアントとして扱ってください。クローラーに与えるものを与えず、負荷になるならレート制限するかブロックしてください。',
  },
  'log-sitemap-url-never-fetched': {
    message:
      '{agent} はログの期間中、サイトマップの URL {total}件のうち {count}件を一度も取得していません',
    explanation:
      'サイトマップに載っている URL なのに、ログが書かれている間クローラーはリクエストしませんでした。新しいページや深い階層のページほど長く待たされます。何週間も取得されない URL は、クロールする価値がないと判断されている可能性があります。',
    fix: 'クロールされているページからその URL へリンクし、lastmod を正確に保ち、クロールさせたくない URL はサイトマップから外してください。',
  },
};
