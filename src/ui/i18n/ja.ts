/**
 * Japanese catalog (日本語): every key of en.ts, same order and areas. Written for SEO staff:
 * サイトマップ, サイトマップインデックス, クロール, クローラー; robots.txt, lastmod, URL,
 * Googlebot stay in Latin letters as they are written in Japanese SEO writing. Japanese has
 * one plural form, so counts are written `{count}件` (numbers are grouped by `t()`).
 */
import type { MessageKey } from './en';

export const ja: Record<MessageKey, string> = {
  'app.name': 'サイトマップ & robots.txt インスペクター',
  'app.tagline': 'robots.txt とサイトマップに何が書かれ、どこに問題があるかを確認できます。',
  'language.label': '言語 (Language)',
  'app.privacy':
    '処理はすべてこのブラウザのタブ内で行われます。ファイルがどこかにアップロードされることはありません。',

  'demo.label': 'デモ',
  'demo.active': '組み込みのデモを表示中です（www.example.com のサンプルファイル）。',
  'demo.inactive': '自分のファイルを追加するか、デモを再表示してください。',
  'demo.loading': 'デモを読み込んでいます…',
  'demo.failed': 'デモを読み込めませんでした: {detail}',
  'demo.clear': 'クリア',
  'demo.load': 'デモを読み込む',
  'demo.removed': '{count}件のファイルを削除しました。「元に戻す」で復元できます。',
  'demo.undo': '元に戻す',
  'demo.dismiss': '閉じる',

  'share.heading': 'この表示を共有',
  'share.privacy':
    'リンクにはこの表示の状態が含まれます: タブ、URL の絞り込みと並べ替え、lastmod の期間、robots.txt ワークベンチ（テキスト、テスト URL、クローラー、期待値）、小さなテキストのサイトマップの内容。これらはすべて「#」の後ろに入り、ブラウザはこの部分をサーバーに送信しません。読めるのはリンクを渡した相手だけです。',
  'share.label': '共有リンク',
  'share.length':
    '{count}文字（ファイルの内容は、リンクが {budget} 文字以内に収まる場合のみ含まれます）。',
  'share.included': 'リンクに内容を含むファイル: {names}。',
  'share.omitted':
    '名前のみ（大きすぎるかテキストではないため）: {names}。リンクを開いた人が改めてドロップしてください。',
  'share.long':
    'チャットツールやメールソフトによっては、約 {limit} 文字を超えるリンクが途中で切れます。',
  'share.shorter': 'サイトマップを含めない短いリンクにする',
  'share.withFiles': 'サイトマップをリンクに戻す',
  'share.robotsLeftOut':
    'ワークベンチの robots.txt はリンクに入れるには長すぎます。リンクに含まれるのはテスト URL、クローラー、期待値だけで、ファイル本体は含まれません。robots.txt は別途送ってください。',
  'share.copy': '共有リンクをコピー',
  'share.copied': 'コピーしました。チームメンバーが見る場所に貼り付けてください。',
  'share.select':
    'ブラウザがコピーを許可しませんでした。ボックス内のリンクを選択してコピーしてください。',

  'opening.label': '共有リンク',
  'opening.shared':
    '共有リンクから開きました。表示されているのはデモではなく、共有された表示です。何も取得しておらず、すべてリンクに含まれていた内容です。',
  'opening.missing':
    'このリンクには、内容を含められなかったファイルが {count}件あります。残りを表示するには、次のファイルをもう一度ドロップしてください:',
  'opening.bad':
    'このリンクを開けませんでした: {reason} ページは空の状態です。ファイルを追加して始めるか、リンクをもう一度送ってもらってください。',
  'opening.reason.too-long': 'このアプリが作るどのリンクよりもはるかに長いためです。',
  'opening.reason.invalid-base64':
    '共有リンクには含まれない文字が入っているためです（途中で切れたか、編集された可能性があります）。',
  'opening.reason.truncated': '途中で切れているためです（リンク全体をコピーしてください）。',
  'opening.reason.corrupt': 'データが壊れているためです。',
  'opening.reason.too-large': '展開するとこのアプリの上限を超えるためです。',
  'opening.reason.invalid-json': 'データが壊れているためです。',
  'opening.reason.invalid-state': '共有リンクの内容として正しくないためです。',
  'opening.reason.unknown-version':
    'このアプリの新しいバージョンで作られたリンクのためです（再読み込みして最新版を取得してください）。',

  'kept.label': '保存済みファイル',
  'kept.note':
    '{count}件のファイルをこのブラウザ内にのみ保存しているため、再読み込みしても元に戻ります。アップロードはしていません。',
  'kept.forget': '保存を削除',
  'kept.forgotten':
    '保存を削除しました。ファイルはこのブラウザのストレージから消去されました。再読み込みするかページを離れるまでは、このページに表示されたままです。',
  'kept.unavailable':
    'このブラウザではファイルを保存できません（プライベートウィンドウでしょうか）。再読み込みすると元に戻りません。',
  'kept.error.quota':
    'このブラウザにはファイルを保存する空き容量がありません。ファイルはこのページには残りますが、再読み込みすると元に戻りません。保存済みファイルを削除するか、ディスクの空き容量を増やしてください。',
  'kept.error.failed':
    'ファイルをこのブラウザに保存できませんでした。このページには残りますが、再読み込みすると元に戻りません。',

  'input.heading': 'ファイルを追加',
  'input.paste.label': 'robots.txt、サイトマップ、または URL リストを貼り付け',
  'input.paste.placeholder':
    'User-agent: *\nDisallow: /cart/\nSitemap: https://www.example.com/sitemap.xml',
  'input.paste.submit': '貼り付けたテキストを検査',
  'input.paste.empty':
    '検査する内容がありません。貼り付け欄が空です（0 バイト）。先に robots.txt、サイトマップの XML、または URL の一覧を貼り付けてください。',
  'input.paste.added': '貼り付けたテキストを「{name}」として追加しました。',
  'input.paste.name': '貼り付けたテキスト {number}',
  'input.paste.robotsName': 'robots.txt（{host}）',
  'input.upload': 'ファイルをアップロード',
  'input.folder': 'フォルダをアップロード',
  'input.upload.hint':
    '複数まとめて選べます: .xml、.gz、.txt、.zip、.tar、.tgz など何でも可。形式はファイル名ではなく内容から判定します。',
  'input.drop.hint': 'または、このページのどこにでもファイルをドロップしてください。',
  'input.added': '追加したファイル: {count}件。',
  'site.heading': 'サイトから始める',
  'site.bookmarklet': 'このサイトを検査',
  'site.bookmarklet.hint':
    'このリンクをブックマークバーにドラッグし、対象サイトで実行してください。そのサイトの robots.txt とサイトマップを読み込み、ここへ渡します。',
  'site.console.summary':
    'そのサイトでブックマークレットが動かない場合は、代わりにこれをそのサイトのブラウザーコンソールに貼り付けてください',
  'site.console.label': 'コンソール用スニペット',
  'site.received': '{origin} から {count} 件のファイルを受け取りました',
  'site.notLoaded':
    '{count} 件のサイトマップは別のオリジンにあり、サイトのページからは読めないため読み込んでいません。{command} で取得してください',
  'site.rejected':
    '{origin} からのメッセージを無視しました（このページが受け付けるファイルの形式ではありません）。',
  'drop.overlay': 'ドロップして検査します',

  'files.heading': 'ファイル',
  'files.empty':
    'ファイルはまだありません。テキストを貼り付けるか、ファイルをアップロード・ドロップするか、デモを読み込んでください。',
  'files.remove': '{name} を削除',
  'files.removeVisible': '削除',
  'files.cancel': '{name} の読み込みを中止',
  'files.cancelVisible': '中止',
  'files.countingProblems': '問題を集計しています…',
  'files.cancelAll': 'すべて中止',
  'files.readAs': '読み込み形式',
  'files.readAs.detect': '内容から自動判定',
  'files.readAs.robots': 'robots.txt',
  'files.progress': '{name} を読み込み中',
  'files.size': '{size}',

  'format.gzip': 'gzip',
  'format.zip': 'zip アーカイブ',
  'format.tar': 'tar アーカイブ',
  'format.tarGz': 'tar.gz アーカイブ',
  'format.xml': 'XML',
  'format.text': 'プレーンテキスト',
  'format.unknown': '不明な形式',
  'format.empty': '空',
  'format.pending': '判定中…',

  'status.queued': '読み込み待ち…',
  'status.reading': '読み込み中: {total} のうち {read}。',
  'status.large':
    '大きなファイル（{size}）: バックグラウンドで少しずつ読み込みます。その間もページは操作でき、中止もできます。',
  'status.gzip': 'gzip 圧縮: 展開してから、中のサイトマップを読み込みます。',
  'status.zip': 'zip アーカイブ: 中のファイルを1つずつ読み込みます。',
  'status.tar': 'tar アーカイブ: 中のファイルを1つずつ読み込みます。',
  'status.archiveOf':
    '{count}件のファイルを含む {container} アーカイブ: 中のファイルを1つずつ読み込みます。',
  'status.xml': 'XML: サイトマップ、サイトマップインデックス、またはフィードとして読み込みます。',
  'status.text': 'プレーンテキスト: robots.txt または URL リストとして読み込みます。',
  'status.unknown':
    '不明な形式: gzip、zip、tar、XML、テキストのいずれでもありません。一覧には残りますが、読み込みません。',
  'status.empty': '空のファイル（0 バイト）: 読み込む内容がないため、スキップします。',
  'status.cancelled': '中止しました（未読み込み）。削除するか、もう一度追加すると読み込みます。',
  'status.failed': '読み込めませんでした: {detail}。ほかのファイルには影響しません。',

  'error.cancelled': '中止されました',
  'error.read-failed': 'ブラウザがファイルを読み込めませんでした（{message}）',
  'error.not-implemented': 'このバージョンでは使えません（{message}）',
  'error.bad-request': 'リクエストを解釈できませんでした（{message}）',
  'error.internal': '内部エラーです（{message}）',
  'error.worker-crashed': 'バックグラウンド処理が停止しました（{message}）',
  'error.export-stale': '書き出し中にファイルが削除されました。もう一度書き出してください。',

  'tabs.label': '表示',
  'tab.tree': 'インデックスツリー',
  'tab.urls': 'URL 一覧',
  'tab.lastmod': 'lastmod',
  'tab.robots': 'robots.txt',
  'tab.problems': '問題点',
  'empty.noFiles':
    'まだ何も読み込まれていません。ファイルを追加するか、デモを読み込むとここに表示されます。',
  'empty.loaded': '読み込んだファイル: {count}件。それぞれの内容はファイル一覧で確認できます。',
  'empty.tree':
    'サイトマップインデックスと、Sitemap: 行を含む robots.txt が、子（あり・欠落・失敗）のツリーとしてここに表示されます。サイトマップインデックスか robots.txt を追加してください。',
  'empty.urls':
    'すべての URL が lastmod、changefreq、priority、ファイルとともにここに表示され、並べ替えや絞り込みができます。サイトマップ、URL リスト、またはそれらのアーカイブを追加してください。',
  'empty.lastmod':
    'lastmod のヒストグラム、lastmod の記載率、そして lastmod を信頼できるかの判定がここに表示されます。サイトマップ、サイトマップインデックス、またはフィードを追加してください。',
  'empty.robots':
    'robots.txt ワークベンチ: robots.txt を入力または読み込み、クローラーごとにパスをテストして決め手となった行を確認し、期待値を保存し、バージョンを比較できます。',
  'empty.problems':
    'ファイルを読み込むと、プロトコル上の問題がコード別に、ファイル・行・修正方法とともにここに表示されます。',

  'urls.count.all': '{total}件の URL',
  'urls.count.one': '1件の URL',
  'urls.count.filtered': '{total}件中 {matching}件の URL',
  'urls.loading': '行を読み込み中…',
  'urls.none': 'この条件に一致する URL はありません。',
  'urls.empty':
    'URL はまだありません。サイトマップ、サイトマップのアーカイブ、または URL リストを読み込んでください。',
  'urls.table': 'URL 一覧',
  'urls.col.loc': 'URL',
  'urls.col.lastmod': 'lastmod',
  'urls.col.changefreq': 'changefreq',
  'urls.col.priority': 'priority',
  'urls.col.file': 'ファイル',
  'urls.col.images': '画像',
  'urls.col.alternates': '代替ページ',
  'urls.col.problems': '問題点',
  'urls.col.actions': '操作',
  'urls.sort.ascending': '昇順で並べ替え済み',
  'urls.sort.descending': '降順で並べ替え済み',
  'urls.copy': 'コピー',
  'detail.title': 'URL の詳細',
  'detail.close': '詳細を閉じる',
  'detail.exact': '記載どおり（コピー・エクスポートされる形）',
  'detail.none': '—',
  'detail.listedAt': '記載箇所',
  'detail.position': '{file}、{line}行目、{column}列目',
  'detail.problems': '問題点: {count}件',
  'detail.robots': '{agent} に対する robots.txt',
  'detail.robots.value': '{verdict}: {why}',
  'detail.robots.rule': '{file} の {line}行目、{rule}',
  'detail.reading': 'この URL の画像・代替ページ・ニュース・動画をファイルから読み込んでいます…',
  'detail.gone': 'この URL のファイルは削除されました。詳細はもう読み込まれていません。',
  'detail.noExtensions':
    'この種類のファイル（テキストサイトマップ、RSS、Atom フィード）には画像・代替ページ・ニュース・動画は記載されません。',
  'detail.notFound':
    'このエントリーをファイル内で再び見つけられませんでした。表では画像 {images}件、代替ページ {alternates}件と数えています。',
  'detail.noneListed': 'この URL には画像・代替ページ・ニュース・動画の記載がありません。',
  'detail.more': '{count}件のうち最初の{shown}件を表示しています。',
  'detail.images': '画像（{count}件）',
  'detail.image.loc': '画像の URL',
  'detail.image.title': 'タイトル',
  'detail.image.caption': 'キャプション',
  'detail.alternates': '言語別ページ、hreflang → URL（{count}件）',
  'detail.news': 'ニュース（{count}件）',
  'detail.news.name': '媒体名',
  'detail.news.language': '言語',
  'detail.news.date': '公開日',
  'detail.news.title': 'タイトル',
  'detail.videos': '動画（{count}件）',
  'detail.video.title': 'タイトル',
  'detail.video.contentLoc': '動画ファイルの URL',
  'detail.video.playerLoc': 'プレーヤーの URL',
  'detail.video.thumbnailLoc': 'サムネイル',
  'detail.video.description': '説明',
  'urls.col.resize':
    'ドラッグで幅を変更、ダブルクリックで元に戻します。キーボードでは見出しで Shift+← または Shift+→',
  'urls.grid.help':
    '矢印キーでセル間を移動、Page Up / Page Down で1ページずつ移動、Enter で列を並べ替えるか行の詳細を開きます。',
  'urls.decoded': 'デコード済み',
  'urls.decoded.title':
    '読みやすいようにデコードして表示しています。記載は {url} です（コピーとエクスポートではこちらを使います）',
  'urls.copy.label': '{url} をコピー',
  'urls.copied': 'コピーしました',
  'urls.open.label': '{url} を新しいタブで開く',
  'urls.export.label': '表示中の行を書き出す',
  'urls.export.csv': 'CSV で書き出す',
  'urls.export.parquet': 'Parquet で書き出す',
  'urls.export.tsv': 'TSV で書き出す',
  'urls.export.urls': 'URL リストを書き出す',
  'urls.export.running': '書き出し中: {total}行中 {done}行…',
  'urls.export.done': '{total}行を {file} として書き出しました。',
  'urls.export.failed': '書き出しに失敗しました: {detail}',
  'urls.col.robots': 'robots.txt',
  'urls.robots.allowed': '許可',
  'urls.robots.blocked': 'ブロック',
  'urls.robots.not-covered': '対象外',
  'urls.robots.line': 'robots.txt の {line}行目で判定',
  'urls.robots.noRule': '一致するルールなし: 許可',
  'urls.robots.otherSite': '別のサイトの URL: この robots.txt は適用されません',
  'filters.robotsVerdict': 'robots.txt の判定',
  'filters.robotsVerdict.any': 'すべて',
  'filters.robotsAgent': 'robots.txt チェックに使うクローラー',
  'crosscheck.label': 'サイトマップ URL の robots.txt チェック',
  'crosscheck.checking': 'すべての URL を robots.txt と照合しています…',
  'crosscheck.noRobots':
    'robots.txt が読み込まれていません。追加すると、サイトマップのすべての URL を照合できます。',
  'crosscheck.noneBlocked':
    '{robots} によって {agent} がブロックされるサイトマップ URL はありません。',
  'crosscheck.blocked':
    'サイトマップ URL {count}件が、{robots} によって {agent} に対してブロックされています（Search Console の「robots.txt によりブロックされました」）。',
  'crosscheck.line': '{line}行目 {rule}: URL {count}件',
  'crosscheck.notCovered':
    'URL {count}件は {site} とは別のサイトにあり、この robots.txt の対象外です。',
  'filters.label': '絞り込み',
  'filters.text': 'URL を絞り込む',
  'filters.text.hint':
    'URL に含まれる文字列（大文字を含まない限り大文字と小文字を区別しません）、またはスラッシュで囲んだ正規表現: /\\/blog\\/20(23|24)/',
  'filters.file': 'ファイル',
  'filters.file.all': 'すべてのファイル',
  'filters.host': 'ホスト',
  'filters.host.all': 'すべてのホスト',
  'filters.problem': '問題点',
  'filters.problem.all': '問題の有無を問わない',
  'filters.lastmodFrom': 'lastmod の開始日',
  'filters.lastmodTo': 'lastmod の終了日',
  'filters.includeNoLastmod': 'lastmod のない URL も含める',
  'filters.document': '表示対象: {name} のみ',
  'filters.section': 'セクション: {section}',
  'filters.clear': '絞り込みを解除',
  'filters.remove': '絞り込みを解除: {name}',
  'query.regex-invalid': '正規表現として正しくありません: {detail}',
  'query.regex-unsupported':
    'この正規表現は {feature}（{fragment}）を使っています。絞り込みは RE2 で実行されます。RE2 はどんなパターンでもページが固まらないよう線形時間で照合するため、後方参照（\\1、\\k<name>）と先読み・後読み（(?=…)、(?!…)、(?<=…)、(?<!…)）に対応していません。これらを使わずにパターンを書き直してください。',
  'query.regex-feature.backreference': '後方参照',
  'query.regex-feature.lookahead': '先読み',
  'query.regex-feature.lookbehind': '後読み',
  'query.regex-too-slow':
    '{total}件中 {tested}件の URL を調べた時点で正規表現を停止したため、一覧は不完全です。パターンを単純にしてください。',
  'sections.heading': 'セクション',
  'sections.hint':
    'ホストと第1階層のディレクトリ別の URL 数で、サイトの構成がわかります。選ぶと表が絞り込まれます。',
  'sections.item': '{name}: {count}件の URL',
  'sections.top': '（最上位）',
  'sections.noHost': '（ホストなし）',
  'sections.more': 'ほか {count} セクション',
  'tree.label': 'サイトマップインデックスのツリー',
  'tree.empty': 'サイトマップインデックスも、Sitemap: 行を含む robots.txt も読み込まれていません。',
  'tree.unlisted': '追加されたが、どのインデックスにも robots.txt にも記載されていないファイル',
  'tree.hint':
    '矢印キーで移動、右／左キーで開閉、Enter でそのノードの URL を「URL 一覧」タブに表示します。',
  'tree.state.supplied': '追加済み',
  'tree.state.missing':
    '欠落: 記載されているが追加されていません。{name} という名前のファイルが必要です',
  'tree.state.failed': '失敗: 追加されたが読み込めませんでした',
  'tree.cycle': '自身の祖先を記載しています（ループ）。たどりません',
  'tree.repeat': '重複して記載: 子は最初に記載された場所に表示しています',
  'tree.truncated': 'ほかの子は表示していません。ツリーが深すぎるか大きすぎます',
  'tree.urls': '{count}件の URL',
  'tree.problems': '問題 {count}件',
  'tree.lastmod': 'lastmod {lastmod}',
  'tree.kind.robots': 'robots.txt',
  'tree.kind.sitemapindex': 'サイトマップインデックス',
  'tree.kind.urlset': 'サイトマップ',
  'tree.kind.other': '{kind}',
  'tree.showUrls': 'URL を表示',
  'app.skipToResults': '結果へスキップ',
  'inputs.summary.empty': 'ファイルを追加',
  'inputs.summary': '{count}件のファイルを読み込み済み: ファイルの追加・管理',
  'inputs.summary.open': '{count}件のファイルを読み込み済み: 入力欄を折りたたむ',
  'inputs.summary.problems':
    '{count}件のファイルを読み込み済み、問題点 {problems}件: ファイルの追加・管理',
  'inputs.summary.reading': '{count}件のファイルを読み込み中: 入力欄を表示',
  'tree.assigned': '手動で割り当て',
  'tree.ambiguous': 'この URL に該当するファイルが複数あるため、フォルダで選びました',
  'tree.assign.label': '{loc} に読み込んだファイルを割り当てる',
  'tree.assign.none': 'ファイルを割り当てる…',
  'tree.assign.undo': '割り当てを取り消す',
  'problems.heading': '問題点',
  'problems.none': '読み込んだファイルに問題は見つかりませんでした。',
  'problems.count': '発生件数: {count}',
  'problems.severity.error': 'エラー',
  'problems.severity.warning': '警告',
  'problems.severity.info': '情報',
  'problems.explanation': '意味',
  'problems.fix': '修正方法',
  'problems.at': '{file}、{line}行目、{column}列目',
  'problems.atFile': '{file}',
  'problems.atLine': '{file}、{line}行目',
  'problems.showUrls': 'これらの URL を表に表示（{count}件）',
  'problems.showLine': '該当行を表示',
  'problems.hideLine': '該当行を隠す',
  'problems.noSource':
    'この行は表示できません。ファイルが圧縮されているか、アーカイブ内にあります。',
  'problems.pages': '{code} の該当箇所',
  'problems.previous': '前へ',
  'problems.next': '次へ',
  'problems.last': '最後へ',
  'problems.range': '{count}件中 {from}–{to}件目',
  'aiCrawlers.caption': 'AI クローラー',
  'aiCrawlers.reviewed':
    'このリストの確認日: {date}。利用する前に各運営者のページを確認してください。各クローラーは、サイトのルートと、読み込んだサイトマップの最上位セクションごとのサンプルで判定しています。',
  'aiCrawlers.noRobots':
    'robots.txt が読み込まれていません。追加すると、どの AI クローラーを許可しているかを確認できます。',
  'aiCrawlers.loading': 'AI クローラーを確認しています…',
  'aiCrawlers.using': '{name}（{site} に適用）。',
  'aiCrawlers.usingNoSite': '{name}。',
  'aiCrawlers.col.token': 'クローラー',
  'aiCrawlers.col.operator': '運営者',
  'aiCrawlers.col.feeds': '用途',
  'aiCrawlers.col.root': 'サイトのルート /',
  'aiCrawlers.col.section': '{path}（URL {count}件）',
  'aiCrawlers.col.docs': '運営者のドキュメント',
  'aiCrawlers.purpose.training': 'モデルの学習',
  'aiCrawlers.purpose.ai-search': 'AI 検索の結果',
  'aiCrawlers.purpose.user-fetch': 'ユーザーが求めたページの取得',
  'aiCrawlers.purpose.control-token': '制御用トークンのみ',
  'aiCrawlers.fetchedBy':
    '取得するのは {crawler} です。このトークンはコンテンツの利用方法を指定するものです。',
  'aiCrawlers.mayIgnore':
    'ユーザー操作による取得: 運営者によると robots.txt が適用されない場合があり、ブロックしても止められないことがあります。',
  'aiCrawlers.level.allowed': '許可',
  'aiCrawlers.level.partly-blocked': '一部ブロック',
  'aiCrawlers.level.blocked': 'ブロック',
  'aiCrawlers.line': '{line}行目',
  'aiCrawlers.lines': '{lines}行目',
  'aiCrawlers.noRule': '一致するルールなし',
  'aiCrawlers.noDocs': '公開されていません',
  'sitemapLines.heading': 'Sitemap: 行',
  'sitemapLines.none':
    'この robots.txt には Sitemap: 行がありません。クローラーが見つけられるよう、サイトマップごとに完全な URL で1行ずつ追加してください。',
  'sitemapLines.line': '{line}行目',
  'sitemapLines.status.loaded': '読み込み済み',
  'sitemapLines.status.not-loaded':
    '未読み込み: このサイトマップを追加すると、その URL もチェックできます',
  'sitemapLines.status.invalid': '無効',
  'sitemapLines.reason.relative-url': '相対 URL です。完全な URL（https://…）で書いてください',
  'sitemapLines.reason.not-a-url': 'URL ではありません',
  'sitemapLines.reason.not-http':
    'http または https の URL ではありません。サイトマップは http(s) で取得されます',
  'sitemapLines.reason.other-host':
    '別のホスト（{host}）にあります。クロスサイト送信としては認められますが、記載する URL はこのサイトのものである必要があります',
  'files.result': '{kind}: URL {urls}件、問題 {problems}件',
  'files.result.sitemaps': '{kind}: サイトマップ {sitemaps}件を記載、問題 {problems}件',
  'files.progress.detail': '{read} 読み込み、{inflated} 展開、URL {urls}件を検出',
  'files.progress.plain': '{read} 読み込み済み、URL {urls}件を検出',
  'files.result.robots':
    '{kind}: グループ {groups}件、ルール {rules}件、サイトマップ {sitemaps}件、問題 {problems}件',
  'files.result.archive': '{count}件のファイルを含むアーカイブ',
  'kind.urlset': 'サイトマップ',
  'kind.sitemapindex': 'サイトマップインデックス',
  'kind.text': 'URL リスト',
  'kind.rss': 'RSS フィード',
  'kind.atom': 'Atom フィード',
  'kind.robots': 'robots.txt',
  'kind.archive': 'アーカイブ',
  'kind.unknown': 'サイトマップではありません',

  // lastmod ビュー
  'lastmod.scope': '対象',
  'lastmod.scope.all': 'すべての URL',
  'lastmod.scope.filter': 'URL 一覧の現在の絞り込み',
  'lastmod.scope.file': 'ファイル: {name}',
  'lastmod.loading': 'lastmod の値を集計中…',
  'lastmod.chart.name': 'lastmod のヒストグラム: {from}～{to} の URL {count}件（{unit}単位）',
  'lastmod.chart.empty':
    'lastmod のヒストグラム: この範囲には有効な lastmod を持つ URL がないため、描画するものがありません。',
  'lastmod.unit.hour': '1時間',
  'lastmod.unit.day': '1日',
  'lastmod.unit.week': '1週間',
  'lastmod.unit.month': '1か月',
  'lastmod.unit.year': '1年',
  'lastmod.unit.years': '{step}年',
  'lastmod.bars.label': 'ヒストグラムの棒',
  'lastmod.bars.hint':
    'ポインターを重ねるか矢印キーで棒の値を読み取れます。ドラッグまたは Shift+矢印キーで期間を選択し、Enter でその URL を URL 一覧に表示します。',
  'lastmod.bar': '{period}: URL {count}件',
  'lastmod.bar.week': '{day} の週',
  'lastmod.selection': '選択中: {from}～{to}、URL {count}件',
  'lastmod.selection.show': 'これらの URL を表示',
  'lastmod.selection.clear': '選択を解除',
  'lastmod.beside': 'グラフ外',
  'lastmod.beside.absent': 'lastmod なし: {count}',
  'lastmod.beside.invalid': '無効な lastmod: {count}',
  'lastmod.beside.future': '未来の日付: {count}',
  'lastmod.coverage':
    'URL {rows}件中 {withLastmod}件に lastmod があります。異なる値は {distinct}種類、最も多い値が {share}% を占めます',
  'lastmod.coverage.none': 'URL {rows}件中 {withLastmod}件に lastmod があります',
  'lastmod.verdict.heading': 'この lastmod は信頼できるか',
  'lastmod.verdict.usable': '利用可',
  'lastmod.verdict.doubtful': '要確認',
  'lastmod.verdict.unusable': '利用不可',
  'lastmod.action.usable': '対応: lastmod を再クロールの計画に使えます。',
  'lastmod.action.doubtful': '対応: 信頼する前に、いくつかのページを抜き取って確認してください。',
  'lastmod.action.unusable': '対応: lastmod は使わず、ほかのシグナルで再クロールしてください。',
  'lastmod.reason.files': '{count}件のファイルで検出（URL {total}件中 {urls}件を含む）',
  'lastmod.reasons.none': '疑わしい点は見つかりませんでした。',
  'lastmod.effect.unusable': '利用不可になる',
  'lastmod.effect.doubtful': '要確認になる',
  'lastmod.effect.note': '注記のみ（判定は変わりません）',
  'lastmod.total': 'すべてのファイルの合計:',
  'lastmod.rules.summary': '判定の決め方',
  'lastmod.rules.intro':
    '判定は、見つかった理由のうち最も重い影響で決まります。同じルールと各数値の根拠は docs/lastmod.md にあります。',
  'lastmod.rules.absent':
    'absent: lastmod を持つエントリが {unusable}% 未満 → 利用不可、{doubtful}% 未満 → 要確認。',
  'lastmod.rules.generation-time':
    'generation-time: 互いに {seconds} 秒以内に収まる値の最大グループが、日付のあるエントリの {unusable}% 以上 → 利用不可、{doubtful}% 以上 → 要確認（日付のあるエントリが {minimum}件以上の場合）。',
  'lastmod.rules.few-distinct':
    'few-distinct: 日付のあるエントリが {minimum}件以上あるのに、異なる値が {values}種類以下 → 要確認。',
  'lastmod.rules.future':
    'future: 検査時点より後の日付が1つでもある → 要確認、日付のあるエントリの {unusable}% 以上 → 利用不可。',
  'lastmod.rules.date-only':
    'date-only: {share}% 以上が日付のみで時刻がない → 注記（同じ日のうちの更新は区別できません）。',
  'lastmod.rules.index-mismatch':
    'index-mismatch: インデックスがサイトマップに付けた lastmod が、その中の最新の lastmod より {seconds} 秒を超えて古い → 要確認。',
  'lastmod.rules.invalid':
    'invalid: 値の {doubtful}% 以上が W3C Datetime 形式でない → 要確認、{unusable}% 以上 → 利用不可。',
  'lastmod.rules.site':
    'すべてのファイルの合計: 全 URL を1つの標本として扱い、さらに全 URL の {share}% 以上を含むファイルの理由を加えます（それらが {full}% 以上を含まない限り、最大でも要確認）。',
  'lastmod.files.heading': 'ファイル別',
  'lastmod.files.caption': 'ファイルごとの lastmod の集計と判定',
  'lastmod.files.empty': 'この範囲にはサイトマップ、インデックス、フィードがありません。',
  'lastmod.col.name': 'ファイル',
  'lastmod.col.rows': 'エントリ数',
  'lastmod.col.withLastmod': 'lastmod あり',
  'lastmod.col.distinct': '異なる値',
  'lastmod.col.mostCommon': '最多の値',
  'lastmod.col.invalid': '無効',
  'lastmod.col.future': '未来',
  'lastmod.col.verdict': '判定',
  'lastmod.percent': '{value}%',
  'lastmod.since': '指定日時以降の更新',
  'lastmod.since.time': '時刻（UTC、省略可）',
  'lastmod.since.hint':
    'UTC。lastmod がこれより後の URL を残します。lastmod のない URL も、除外できないため残します。',
  'lastmod.since.exclude': 'lastmod のない URL を除外',
  'lastmod.since.counts':
    'より新しい: {newer}、lastmod なし: {without}（除外できません）、新しくない: {older}。',
  'lastmod.since.show': 'URL 一覧に表示',
  'filters.changedSince': '{since} UTC 以降に更新',
  'filters.changedSince.withNone': '{since} UTC 以降に更新、または lastmod なし',
  'filters.lastmodRange': 'lastmod {from}～{to}',

  // robots.txt ワークベンチ
  'wb.loading': 'robots.txt ワークベンチを読み込み中…',
  'wb.editor.region': 'robots.txt エディター',
  'wb.editor.label': 'robots.txt',
  'wb.editor.cut':
    'テキストを {count} 文字で切り詰めました。Google は robots.txt の先頭 500 KiB しか読まないため、それ以降は影響しません。',
  'wb.editor.placeholder':
    'robots.txt を入力または貼り付けてください。例: User-agent: * の次に Disallow: /private/',
  'wb.inputs.region': 'テスト内容',
  'wb.diagnostic.withFix': '{message}\n修正方法: {fix}',
  'wb.source.label': '使用する robots.txt',
  'wb.source.scratch': 'ここで入力（白紙から）',
  'wb.source.scratchName': '入力した robots.txt',
  'wb.source.none':
    'robots.txt が読み込まれていません。エディターに入力するか、ファイルを追加してください（追加するとこの一覧に表示されます）。',
  'wb.source.unavailable':
    'この robots.txt はここでは開けません（アーカイブ内にあるか圧縮されています）。取り出して単独で追加してください。',
  'wb.source.truncated':
    'このファイルは先頭 2 MB のみ表示しています。いずれにしても Google が読むのは先頭 500 KiB だけです。',
  'wb.lint.none': 'この robots.txt に問題は見つかりませんでした。',
  'wb.lint.label': 'この robots.txt の問題: {count}件',
  'wb.lint.error': 'エラー',
  'wb.lint.warning': '警告',
  'wb.lint.info': '注記',
  'wb.lint.line': '{line}行目',
  'wb.lint.file': 'ファイル全体',
  'wb.lint.fix': '修正方法: {fix}',
  'wb.site.label': 'サイト',
  'wb.site.fromLines': 'Sitemap: 行から推定: {origin}。別のサイトにするには入力してください。',
  'wb.site.fromUrls':
    '読み込んだサイトマップで最も多いホストから推定: {origin}。別のサイトにするには入力してください。',
  'wb.site.none':
    'サイトが不明なため、どのサイトの完全な URL もパスでテストします。サイト（例: https://www.example.com）を入力すると、ほかのサイトは対象外として扱います。',
  'wb.site.typed': 'パスはこのサイト上でテストします。ほかのサイトの完全な URL は対象外です。',
  'wb.test.label': 'テストする URL',
  'wb.test.hint':
    'パス（/search?q=x）または完全な URL を1行に1つ、最大 100,000 行まで。# で始まる行は無視します。',
  'wb.test.placeholder': '/\n/search?q=shoes\nhttps://www.example.com/cart/',
  'wb.test.lineError': '{line}行目: {message}',
  'wb.test.moreErrors': 'ほかに {count}行にエラーがあります。',
  'wb.test.dropped': '100,000 行の上限を超えた {count}行はテストしていません。',
  'wb.crawler.label': 'クローラー',
  'wb.crawler.ai': 'AI クローラー（{count}件中 {checked}件を選択）',
  'wb.crawler.typed': 'その他のクローラー（プロダクトトークンをカンマ区切りで）',
  'wb.crawler.typedPlaceholder': 'Slurp, DuckDuckBot',
  'wb.matrix.heading': '判定結果',
  'wb.matrix.label': 'URL とクローラーごとの判定',
  'wb.matrix.url': 'URL',
  'wb.matrix.loading': '確認中…',
  'wb.matrix.empty':
    '「テストする URL」にパスか URL を入力すると、各クローラーが取得できるかどうかを表示します。',
  'wb.matrix.noCrawler': 'クローラーを1つ以上選んでください。',
  'wb.matrix.capped':
    'テストした {count}行のうち最初の {shown}行を表示しています。ブロック件数はすべての行の集計です。',
  'wb.matrix.blockedCount': '{count}件ブロック',
  'wb.verdict.allowed': '許可',
  'wb.verdict.blocked': 'ブロック',
  'wb.verdict.notCovered': '対象外',
  'wb.verdict.invalid': '無効',
  'wb.cell.line': '{line}行目',
  'wb.cell.noRule': '一致するルールなし',
  'wb.cell.pass': '· 期待どおり',
  'wb.cell.fail': '· 不一致: {expected}である必要があります',
  'wb.detail.label': '選択中のセル',
  'wb.detail.heading': '{agent} に対する {url}',
  'wb.detail.groupSpecific': '{agent} は自身のグループに従います（User-agent は {lines}行目）。',
  'wb.detail.groupGlobal':
    '{agent} を指定したグループがないため、* グループに従います（User-agent は {lines}行目）。',
  'wb.detail.groupNone':
    '{agent} に当てはまるグループがなく、* グループもないため、すべて許可されます。',
  'wb.detail.otherSite':
    '対象外: {origin} は別のサイトです。この robots.txt が適用されるのは {site} だけです（RFC 9309 §2.3）。',
  'wb.detail.expectAllow': '許可されるべき',
  'wb.detail.expectBlock': 'ブロックされるべき',
  'wb.expect.heading': '期待値',
  'wb.expect.hint':
    '常に成り立つべき条件を1行に1つ: allow または block、クローラー、パスまたは URL。上のセルを選ぶと追加できます。同じファイルは npm run inspect -- --expect でも使えます。',
  'wb.expect.label': '期待値ファイル',
  'wb.expect.allow': '許可',
  'wb.expect.block': 'ブロック',
  'wb.expect.error': '{line}行目: {message}',
  'wb.expect.export': '期待値を書き出す',
  'wb.expect.import': '期待値を読み込む',
  'wb.expect.results': '期待値の結果',
  'wb.expect.passLine':
    '合格: {agent} に対して {url} は{expected}であるべきで、実際に{actual}です。',
  'wb.expect.failLine':
    '不合格: {agent} に対して {url} は{expected}であるべきですが、実際は{actual}です。',
  'wb.summary.none': '期待値はまだありません。',
  'wb.summary.allPass': '期待値 {count}件すべてに合格しました。',
  'wb.summary.fail': '期待値 {count}件中 {failed}件が不合格です。',
  'wb.summary.pending': '確認中…',
  'wb.compare.heading': 'バージョンを比較',
  'wb.compare.inactive':
    '開いたファイルを編集したり別の robots.txt を選んだりすると、変更前のバージョンが保持されます。ボタンで今すぐ保持することもできます。',
  'wb.compare.active':
    '上の URL とクローラーについて、保持したバージョン（変更前）とエディターの内容（変更後）を比較しています。',
  'wb.compare.keep': 'このバージョンを「変更前」として保持',
  'wb.compare.stop': '比較をやめる',
  'wb.compare.count': '判定が変わるセル（URL とクローラーの組み合わせ）: {count}件。',
  'wb.compare.capped': '最初の {shown}件を表示しています。',
  'wb.compare.tableLabel': '判定が変わったもの',
  'wb.compare.crawler': 'クローラー',
  'wb.compare.before': '変更前',
  'wb.compare.after': '変更後',
  'wb.status.heading': 'サーバーの応答が次の場合…',
  'wb.status.label': '/robots.txt に対する HTTP 応答',
  'wb.status.phase': '{from}から{to}まで:',
  'wb.status.phaseFrom': '{from}以降:',
  'wb.status.hours': '{count}時間',
  'wb.status.days': '{count}日',
  'wb.status.cache':
    'Google は取得した robots.txt を最大 {hours} 時間保持してから、再取得することがあります。',

  // コアのワークベンチ用メッセージ（コード別: core/robots/robots-messages.ts）
  'core.url.noScheme': 'https:// のようなスキームで始まっていません',
  'core.url.badPort': '"{value}" はポート番号ではありません',
  'core.url.noHost': 'ホスト名がありません',
  'core.url.badHost': '"{value}" はホスト名ではありません',
  'core.site.empty': 'https://www.example.com のようにサイトを入力してください',
  'core.site.invalid': 'サイトではありません: {reason}',
  'core.site.scheme':
    'robots.txt のルールが対象とするのは http と https のサイトで、{scheme} は対象外です',
  'core.expect.keyword': '"{value}" は allow でも block でもありません。',
  'core.expect.fields':
    '3つの項目が必要です: allow か block、クローラーのトークン、パスまたは URL。',
  'core.expect.tooMany':
    '項目が多すぎます。パスや URL に空白は入りません（%20 と書いてください）。',
  'core.token.empty': 'Googlebot のようなプロダクトトークンを入力してください。',
  'core.token.space':
    '"{value}" に空白があります。プロダクトトークンに使えるのは英字、"-"、"_" だけです（RFC 9309 §2.2.1）。',
  'core.token.nonAscii':
    '"{value}" に ASCII 以外の文字があります。プロダクトトークンに使えるのは A–Z、a–z、"-"、"_" だけです（RFC 9309 §2.2.1）。',
  'core.token.digit':
    '"{value}" に数字があります。プロダクトトークンに使えるのは英字、"-"、"_" だけです（RFC 9309 §2.2.1）。',
  'core.token.char':
    '"{value}" に "{char}" があります。プロダクトトークンに使えるのは英字、"-"、"_" だけです（RFC 9309 §2.2.1）。',
  'core.token.part': 'Google が照合するのはトークン部分の {part} だけです。',
  'core.target.empty': '行が空です。',
  'core.target.space': 'URL に空白は入りません。空白は %20 と書いてください。',
  'core.target.control': '行に制御文字が含まれています。',
  'core.target.notHttp':
    'http や https の URL ではありません。robots.txt が対象とするのはウェブページだけです。',
  'core.target.hostOnly':
    'スキームのないホスト名のようです。https://… と書くか、パスを / で始めてください。',
  'core.target.neither': 'パス（/ で始まる）でも完全な URL（https://…）でもありません。',
  'core.target.notUrl': 'URL ではありません: {reason}。',
  'core.target.scheme':
    'robots.txt が対象とするのは http と https の URL で、{scheme} は対象外です。',
  'core.ignored.midLine':
    'Google が読むのは先頭 {kib} KiB だけです。{line}行目は途中で切れ、それ以降はすべて無視されます。',
  'core.ignored.fromLine':
    'Google が読むのは先頭 {kib} KiB だけです。{line}行目以降はすべて無視されます。',
  'core.group.starUnused':
    '* グループ（{starLines}行目）は使われていません。このクローラーを指定したグループ（{named}）があり、クローラーは自分のグループだけに従うため、* からは何も受け継ぎません。',
  'core.group.lines': '{lines}行目',
};
