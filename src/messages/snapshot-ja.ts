/** スナップショット比較の所見（src/core/snapshot/snapshot-findings.ts）の日本語。snapshot-en.ts が原文。 */
import type { SnapshotFindingTexts } from './snapshot-text-types';

export const snapshotJa: SnapshotFindingTexts = {
  regenerated: {
    title: '再生成（編集ではない）',
    message:
      '{common} 件中 {changed} 件の URL で lastmod が動き、すべて同じ時刻（{instant}）になりました',
    explanation:
      'すべてのページが同じ瞬間に変わることはありません。ファイルが再生成され、生成時刻が付けられています。このような lastmod はページについて何も語らず、クローラーは無視するようになります。',
  },
  'moved-everywhere': {
    title: '（ほぼ）すべての URL で lastmod が動いた',
    message: '{common} 件中 {changed} 件の URL で lastmod が動きました（{percent} %）',
    explanation:
      'スナップショットの間にほぼすべてのページが編集されたことになります。そうでなければ、lastmod はページ以外（テンプレート、ビルド）に従っており、クロールの予定には使えません。',
  },
  'moved-backwards': {
    title: 'lastmod が過去に戻った',
    message: '{count} 件の URL で lastmod が過去に戻りました（最大 {days} 日）',
    explanation:
      '後で変更されたページの最終変更日が前より古くなることはありません。値がページ以外から計算されているか、以前のファイルが誤っていました。',
  },
  'lastmod-only': {
    title: 'lastmod だけが変わった',
    message:
      'lastmod が新しくなった {changed} 件の URL のうち {count} 件は、ほかの項目が変わっていません',
    explanation:
      'lastmod だけが動きました（changefreq、priority、画像、動画、代替 URL は以前のまま）。ページが編集されたなら当然です。いくつかのページを開いて、本当に編集されたか確かめてください。',
  },
  'dropped-recent': {
    title: '最近更新されたのに削除',
    message:
      '以前のスナップショットの {days} 日以内の lastmod を持つ {count} 件の URL が削除されました',
    explanation:
      '削除の直前に編集されたページが意図して外されることはまれです。リリースで誤って削除されていないか確かめてください。',
  },
};
