/** 页面检查的中文。键与 en-page-check.ts 相同。 */
import type { enPageCheck } from './en-page-check';

export const zhPageCheck: Record<keyof typeof enPageCheck, string> = {
  'overview.lastmodChecked': 'lastmod：{verdict}；已对照 {count} 个页面：{agree} 个一致',

  'pageCheck.heading': '与页面对照',
  'pageCheck.intro':
    '命令行（--pages）从 {candidates} 个站点地图 URL 中抓取了 {sampled} 个，并读取了每个页面自身的日期：页面标记中声明的日期（JSON-LD、microdata、RDFa、meta 标签、time 元素、正文文字），没有时使用不等于响应时间的 Last-Modified。',
  'pageCheck.site': '站点结论：{verdict}',
  'pageCheck.site.verified': 'lastmod 已由页面证实',
  'pageCheck.site.contradicted': 'lastmod 与页面矛盾',
  'pageCheck.site.unverifiable': '无法通过页面验证 lastmod',
  'pageCheck.comparable':
    '有 {comparable} 个页面可以与其 lastmod 比较，其中 {share}% 与之矛盾。“已证实”需要 80% 一致，“矛盾”需要 20% 矛盾，两者都至少需要 5 个页面。',
  'pageCheck.dynamic': '在发送了 Last-Modified 的每个页面上，它都等于响应时间：不是修改日期。',
  'pageCheck.counts': '按结论统计的页面',
  'pageCheck.count': '{verdict}：{count}',
  'pageCheck.verdict.agrees': '一致',
  'pageCheck.verdict.lastmod-newer': 'lastmod 晚于页面',
  'pageCheck.verdict.lastmod-older': 'lastmod 早于页面',
  'pageCheck.verdict.lastmod-before-published': 'lastmod 早于页面发布日期',
  'pageCheck.verdict.no-page-date': '页面未声明日期',
  'pageCheck.verdict.no-lastmod': '没有可比较的 lastmod',
  'pageCheck.verdict.not-html': '不是 HTML 页面',
  'pageCheck.verdict.not-fetched': '未能抓取',
  'pageCheck.verdict.blocked-by-robots': 'robots.txt 拒绝我们抓取',
  'pageCheck.caption': '抽样的 URL：每个 lastmod 与页面自身日期的对照',
  'pageCheck.col.url': 'URL',
  'pageCheck.col.lastmod': 'lastmod',
  'pageCheck.col.pageDate': '页面的日期',
  'pageCheck.col.source': '声明位置',
  'pageCheck.col.verdict': '结论',
  'pageCheck.published': '{date}（发布日期）',
  'pageCheck.noDate': '无',
  'pageCheck.robotsLine': 'robots.txt 第 {line} 行',
  'pageCheck.empty': '此次运行没有抽样 URL：站点地图中没有可检查的 URL。',
  'report.pageCheck': 'lastmod 与页面的对照',
};
