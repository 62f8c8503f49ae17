/** クローラータブ（アクセスログから見たクローラーの動き）の日本語。キーは en-crawlers.ts と同じ。 */
import type { enCrawlers } from './en-crawlers';

export const jaCrawlers: Record<keyof typeof enCrawlers, string> = {
  'tab.crawlers': 'クローラー',
  'tab.crawlers.count': 'ログのリクエスト {count} 件',
  'empty.crawlers':
    'アクセスログをここかページにドロップすると、クローラーの動きがわかります: Apache / nginx（common、combined、vhost_combined）、IIS（W3C）、CloudFront、ALB、Cloudflare、Fastly。プレーンテキストのほか .gz、.zip、.tar.gz も読めます。運営者が公開している IP 範囲ファイル（Google の common-crawlers.json、OpenAI の gptbot.json など）を加えると、クローラーを名乗るリクエストを検証できます。ログはこのブラウザーの中だけで読み、外には出ません。',
  'overview.crawled': '{agent}: サイトマップ URL {listed} 件中 {fetched} 件を {days} 日間に取得',

  'crawlers.heading': 'クローラーの動き',
  'crawlers.upload': 'アクセスログや IP 範囲ファイルを追加',
  'crawlers.remove': 'ログを削除',
  'crawlers.reading': 'ログを読み込み中… {percent} %',
  'crawlers.failed': 'ログを読み込めませんでした: {detail}',
  'crawlers.files':
    'ログ {files} 件、{lines} 行、人からのリクエスト {people} 件。{ranges, plural, =0 {IP 範囲ファイルなし: クローラーは未検証} other {IP 範囲ファイル # 件}}。',
  'crawlers.notKept':
    'ログはこのブラウザーのストレージに保存されず、共有リンクにも入りません。再読み込み後は追加し直してください。',
  'crawlers.table.caption': 'クローラーごとのリクエスト',
  'crawlers.col.crawler': 'クローラー',
  'crawlers.col.kind': '種類 / 目的',
  'crawlers.col.requests': 'リクエスト',
  'crawlers.col.verified': '検証済み',
  'crawlers.col.unverified': '未検証（範囲外）',
  'crawlers.col.status': 'ステータス区分',
  'crawlers.col.bytes': 'バイト',
  'crawlers.col.robotsTxt': 'robots.txt 取得',
  'crawlers.unverifiedClaim': '{token}（運営者の範囲外から）',
  'crawlers.agent': 'サイトマップと照合するクローラー',
  'crawlers.daily.heading': '日ごとのリクエスト: {agent}',
  'crawlers.daily.name':
    '{agent}: {first} から {last} までの {days} 日間に {requests} 件のリクエスト',
  'crawlers.daily.none': 'このクローラーの日付のあるリクエストはありません。',
  'crawlers.daily.table': '日ごとのリクエスト（表）',
  'crawlers.daily.day': '日（UTC）',
  'crawlers.sitemap.heading': '{agent} とサイトマップ',
  'crawlers.sitemap.none': 'サイトマップを追加すると、ログと照合します。',
  'crawlers.sitemap.notInLog': 'このログに {agent} のリクエストはありません。',
  'crawlers.sitemap.fetched': 'サイトマップ URL {listed} 件中 {fetched} 件を取得',
  'crawlers.sitemap.neverFetched': '一度も取得されていないサイトマップ URL {count} 件',
  'crawlers.sitemap.stale': '最終取得より後の lastmod を持つ URL {count} 件',
  'crawlers.sitemap.notListed':
    'どのサイトマップにもないのに取得されたパス {count} 件（リクエスト {requests} 件）',
  'crawlers.showUrls': 'これらの URL を表示',
  'crawlers.ai.heading': 'robots.txt が拒否している AI クローラー',
  'crawlers.ai.none': '{file} が禁止しているものを取得した AI クローラーはありません。',
  'crawlers.ai.noRobots': 'robots.txt を追加すると、禁止されたリクエストがわかります。',
  'crawlers.ai.row': '{crawler}: パス {paths} 件への禁止されたリクエスト {requests} 件',
  'crawlers.ai.rule': '{path}: {line} 行目、{rule}',
  'crawlers.ai.underCurrent':
    '現在読み込まれている robots.txt（{file}）で判定しています。ログはその変更より前のものかもしれません。robots.txt ワークベンチの履歴にバージョンを保存すると、各日をその時点で有効だったバージョンで判定します。',
  'crawlers.ai.underHistory':
    '各リクエストを、その日に有効だった robots.txt で判定しています（このブラウザに保存されたバージョン {versions} 件、{from} から {to}）。',
  'crawlers.ai.uncertain':
    '前後のバージョンで判定が分かれる変更から 1 日以内のリクエスト {requests} 件: クローラーは以前のファイルを最大 24 時間使うことがあるため（RFC 9309）、どちらにも数えていません。',
  'crawlers.ai.ruleSaved': '{path}: {saved} に保存したバージョンの {line} 行目、{rule}',
  'crawlers.kind.common': '一般的なクローラー',
  'crawlers.kind.special-case': '特殊用途のクローラー',
  'crawlers.kind.user-triggered': 'ユーザー起点のフェッチャー',
  'crawlers.kind.unknown-bot': '不明なボット',
  'crawlers.purpose.search': '検索',
  'crawlers.purpose.ai-training': 'AI 学習',
  'crawlers.purpose.ai-search': 'AI 検索',
  'crawlers.purpose.user-triggered': 'ユーザー起点',
  'crawlers.purpose.ads': '広告',
  'crawlers.purpose.seo-tool': 'SEO ツール',
  'crawlers.purpose.other': 'その他',
};
