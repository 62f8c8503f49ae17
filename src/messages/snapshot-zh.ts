/** 快照比较结论（src/core/snapshot/snapshot-findings.ts）的中文。原文为 snapshot-en.ts。 */
import type { SnapshotFindingTexts } from './snapshot-text-types';

export const snapshotZh: SnapshotFindingTexts = {
  regenerated: {
    title: '重新生成，而非编辑',
    message:
      '{common} 个 URL 中有 {changed} 个的 lastmod 发生变化，且全部变为同一时刻（{instant}）',
    explanation:
      '所有页面不可能在同一时刻更改：该文件是重新生成的，并标上了生成时间。这样的 lastmod 对页面毫无意义，爬虫会学会忽略它。',
  },
  'moved-everywhere': {
    title: '（几乎）每个 URL 的 lastmod 都变了',
    message: '{common} 个 URL 中有 {changed} 个的 lastmod 发生变化（{percent} %）',
    explanation:
      '这意味着两次快照之间几乎每个页面都被编辑过。如果并非如此，lastmod 跟随的是别的东西（模板、构建），不能用于安排抓取。',
  },
  'moved-backwards': {
    title: 'lastmod 倒退',
    message: '{count} 个 URL 的 lastmod 倒退（最多 {days} 天）',
    explanation:
      '之后修改的页面，其最后修改日期不可能更早。该值是从页面以外的东西计算出来的，或者之前的文件有误。',
  },
  'lastmod-only': {
    title: '只有 lastmod 变了',
    message: 'lastmod 更新的 {changed} 个 URL 中有 {count} 个的其他字段没有变化',
    explanation:
      '只有 lastmod 变了（changefreq、priority、图片、视频和替代网址都与之前相同）。如果页面确实被编辑过，这很正常；请打开几个页面核实。',
  },
  'dropped-recent': {
    title: '最近更新却被删除',
    message: '{count} 个被删除的 URL 的 lastmod 在之前快照的 {days} 天之内',
    explanation: '在移出站点地图前不久刚编辑过的页面很少是有意删除的：请检查发布是否误删了它们。',
  },
};
