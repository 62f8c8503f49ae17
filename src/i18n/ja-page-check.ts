/** ページチェックの日本語。キーは en-page-check.ts と同じ。 */
import type { enPageCheck } from './en-page-check';

export const jaPageCheck: Record<keyof typeof enPageCheck, string> = {
  'overview.lastmodChecked': 'lastmod: {verdict}。{count} ページと照合: {agree} 件が一致',

  'pageCheck.heading': 'ページとの照合',
  'pageCheck.intro':
    'サイトマップの URL {candidates} 件のうち {sampled} 件をコマンドライン（--pages）が取得し、各ページ自身の日付を読みました。マークアップが示す日付（JSON-LD、microdata、RDFa、meta タグ、time 要素、本文の表記）を使い、それがなければ応答時刻ではない Last-Modified を使います。',
  'pageCheck.site': 'サイトの判定: {verdict}',
  'pageCheck.site.verified': 'lastmod はページによって裏付けられました',
  'pageCheck.site.contradicted': 'lastmod はページと矛盾しています',
  'pageCheck.site.unverifiable': 'lastmod をページから確かめられません',
  'pageCheck.comparable':
    '{comparable} ページを lastmod と比較でき、そのうち {share}% が矛盾しています。「裏付けあり」は 80% 以上の一致、「矛盾」は 20% 以上の矛盾が条件で、どちらも 5 ページ以上が必要です。',
  'pageCheck.dynamic':
    'Last-Modified を返したすべてのページで、その値は応答時刻です: 更新日時ではありません。',
  'pageCheck.counts': '判定ごとのページ数',
  'pageCheck.count': '{verdict}: {count}',
  'pageCheck.verdict.agrees': '一致',
  'pageCheck.verdict.lastmod-newer': 'lastmod がページより新しい',
  'pageCheck.verdict.lastmod-older': 'lastmod がページより古い',
  'pageCheck.verdict.lastmod-before-published': 'lastmod がページの公開日より前',
  'pageCheck.verdict.no-page-date': 'ページに日付がない',
  'pageCheck.verdict.no-lastmod': '比較する lastmod がない',
  'pageCheck.verdict.not-html': 'HTML ページではない',
  'pageCheck.verdict.not-fetched': '取得できなかった',
  'pageCheck.verdict.blocked-by-robots': 'robots.txt が取得を拒否',
  'pageCheck.caption': '抽出した URL: 各 lastmod とページ自身の日付の照合',
  'pageCheck.col.url': 'URL',
  'pageCheck.col.lastmod': 'lastmod',
  'pageCheck.col.pageDate': 'ページの日付',
  'pageCheck.col.source': '記載箇所',
  'pageCheck.col.verdict': '判定',
  'pageCheck.published': '{date}（公開日）',
  'pageCheck.noDate': 'なし',
  'pageCheck.robotsLine': 'robots.txt の {line} 行目',
  'pageCheck.empty':
    'この実行では URL を抽出していません: 照合するサイトマップ URL がありませんでした。',
  'report.pageCheck': 'lastmod とページの照合',
};
