/**
 * 抓取相关代码（src/core/crawl/crawl-codes.ts）的中文文本。代码本身不翻译。
 */
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts } from './text-types';

const SITEMAP_FIX =
  '站点地图只应列出返回 200、规范且可编入索引的 URL：修复该页面，或将该 URL 从站点地图中移除（或换成它应有的 URL）。';

export const problemsZhCrawl: Record<CrawlProblemCode, ProblemTexts> = {
  'crawl-binary': {
    message: '这不是 CSV 或 TSV 抓取导出文件：其中含有二进制数据（从第 {line} 行起）',
    explanation:
      '抓取导出文件是文本：一行表头，然后每个 URL 一行。此文件含有 NUL 字节或大量控制字符，是压缩包、电子表格（.xlsx）或其他二进制文件。',
    fix: '将抓取结果导出为 CSV（Screaming Frog：导出 › CSV；Search Console：导出 › 下载 CSV），再添加该文件。',
  },
  'crawl-empty': {
    message: '抓取导出文件为空：没有表头，也没有任何行',
    explanation:
      '抓取导出文件是文本：一行表头（Screaming Frog：Address、Status Code、Indexability；Sitebulb：URL、HTTP Status Code；Search Console 的 Table.csv：URL、Last crawled），然后每个 URL 一行。此文件没有任何内容，因此没有可与站点地图对照的数据。',
    fix: '重新将抓取结果导出为 CSV，再添加该文件。',
  },
  'crawl-not-utf8': {
    message:
      '{readAs, select, windows1252 {不是 UTF-8（首次出现在第 {line} 行）：文件已按 windows-1252（Latin-1）读取} other {第 {line} 行有不是 UTF-8 的字节：它们被读作 �，因此该行的 URL 可能无法匹配}}',
    explanation:
      '抓取导出文件按 UTF-8 读取。以其他编码保存的文件（Windows 上 Excel 的普通 CSV 是 windows-1252）中，带重音符号或非拉丁字符的 URL 写法不同，因此无法与站点地图中的 URL 匹配。文件开头不是 UTF-8 时按 windows-1252 读取；之后破坏 UTF-8 的字节会被替换。',
    fix: '将抓取结果导出为 UTF-8（Screaming Frog 导出的就是 UTF-8；在 Excel 中另存为“CSV UTF-8”），然后重新添加。',
  },
  'crawl-bad-quotes': {
    message: '第 {line} 行的引号有误（右引号后还有文字，或引号未闭合）：该行已单独读取，保留了引号',
    explanation:
      '在 CSV 中，带引号的单元格在引号后紧跟分隔符或行尾时结束（RFC 4180）。这里引号后跟着其他文字，或引号从未闭合，因此 CSV 读取器会一直读到下一个引号或文件末尾，当作一个单元格。这里改为只读取这一行，因此其后的行得以保留。',
    fix: '在文本编辑器中检查该行：含有引号的单元格必须整个加引号，其中的引号要写两次（""）。从抓取工具重新导出通常可以解决。',
  },
  'crawl-malformed': {
    message:
      '在这一行停止读取：引号有误的行超过 {max} 行，此文件不是可信的 CSV（已读取 {rows} 行）',
    explanation:
      '每个引号有误的行都会被单独读取并报告；超过这么多行时，该文件更可能不是 CSV 导出文件，或使用了其他引号字符，其中的行不参与对照。',
    fix: '重新将抓取结果导出为 CSV，或在文本编辑器中检查文件的引号。',
  },
  'crawl-table-full': {
    message:
      '在这一行达到抓取数据的内存上限：从这里开始的 {count} 行未被保留（一次最多保留 {limitBytes} 字节的抓取 URL），这些 URL 会被计为未抓取',
    explanation:
      '抓取数据表在检查器的内存预算中有自己的份额，因此巨大的导出文件不会让标签页崩溃。这一行之前的行参与对照；从这里开始的行不在对照之中。',
    fix: '将导出文件拆分（按主机或栏目），逐个对照；或在命令行中提高上限（npm run inspect -- --max-crawl-bytes=N）。',
  },
  'crawl-record-too-long': {
    message: '跳过了一行超过 {max} 个字符的记录，直到下一个换行',
    explanation:
      '抓取记录不会这么长；文件已损坏（引号未闭合）或不是抓取导出文件。为了不把整个文件留在内存中，该行被跳过。',
    fix: '重新导出抓取结果，或在文本编辑器中检查该行。',
  },
  'crawl-unknown-columns': {
    message: '哪一列是 URL？表头不是已知的抓取导出格式：{columns}',
    explanation:
      'Screaming Frog、Sitebulb 和 Search Console 的导出文件按表头识别。其他 CSV 请选择 URL 列（如有，还可选择状态、可索引性和 canonical 列）。',
    fix: '在对话框中选择列；下次遇到表头相同的文件时会沿用该选择。',
  },
  'crawl-too-many-rows': {
    message: '只读取了抓取结果的前 {max} 行',
    explanation: '超过这个行数页面会耗尽内存；其余行不参与比对。',
    fix: '将导出文件（按主机或栏目）拆分，逐个读取。',
  },
  'crawl-bad-url': {
    message: 'URL 列中有不是绝对 URL 的值："{value}"',
    explanation: '该行不参与比对：只有绝对 http(s) URL 才能与站点地图比较。',
    fix: '检查选作 URL 列的是否为正确的列。',
  },
  'crawl-sitemap-not-crawled': {
    message: '站点地图中列出，但抓取从未到达',
    explanation:
      '抓取工具没有找到指向此 URL 的链接：孤立页面、只被抓取未到达的页面链接的页面，或已不存在的 URL。搜索引擎仍可通过站点地图找到它，但网站内没有任何链接指向它。',
    fix: '在网站中链接到该页面；如果它不该存在，将其从站点地图中移除。请先检查抓取的限制（深度、排除的目录）。',
  },
  'crawl-not-in-sitemaps': {
    message: '可编入索引的页面（200），但没有任何站点地图列出',
    explanation:
      '抓取发现此 HTML 页面返回 200 且可编入索引，但没有站点地图列出它，搜索引擎只能通过链接得知它。',
    fix: '将该页面加入站点地图；如果不希望被找到，将其设为不可编入索引。',
  },
  'crawl-sitemap-client-error': {
    message:
      '站点地图中列出，但响应为 {hasStatus, select, yes {{status}} other {客户端错误（4xx）}}',
    explanation:
      '该 URL 返回 4xx 状态（404 Not Found、410 Gone 等）：站点地图列出了不存在的页面。Search Console 中为“未找到 (404)”。',
    fix: SITEMAP_FIX,
  },
  'crawl-sitemap-server-error': {
    message:
      '站点地图中列出，但服务器返回 {hasStatus, select, yes {{status}} other {服务器错误（5xx）}}',
    explanation: '抓取时该 URL 返回 5xx 状态。反复出现服务器错误会使搜索引擎放慢抓取网站的速度。',
    fix: '修复服务器错误；如果页面已永久删除，将其从站点地图中移除。',
  },
  'crawl-sitemap-redirect': {
    message:
      '站点地图中列出，但它重定向{hasStatus, select, yes {（{status}）} other {}}{hasTarget, select, yes {到 {target}，而该 URL 不在任何站点地图中} other {；抓取导出中没有重定向目标}}',
    explanation:
      '会重定向的站点地图 URL 浪费抓取，并为同一页面给出两个 URL（Search Console：“网页会自动重定向”）。',
    fix: '改为列出重定向的目标 URL。',
  },
  'crawl-sitemap-redirect-listed': {
    message:
      '站点地图中列出，但它重定向{hasStatus, select, yes {（{status}）} other {}}到 {target}，而该 URL 也已列出',
    explanation: '目标 URL 已在站点地图中，因此此 URL 是它的重定向副本。',
    fix: '将此 URL 从站点地图中移除。',
  },
  'crawl-sitemap-noindex': {
    message: '站点地图中列出，但页面声明了 noindex（meta robots 或 X-Robots-Tag）',
    explanation:
      '站点地图要求编入索引，而页面禁止编入索引（Search Console：“已被‘noindex’标记排除”）。noindex 优先，这种矛盾会掩盖报告中的真正问题。',
    fix: '将该 URL 从站点地图中移除；如果页面应被找到，则去掉 noindex。',
  },
  'crawl-sitemap-canonicalised': {
    message:
      '站点地图中列出，但其 canonical 是另一个 URL{hasTarget, select, yes {“{target}”} other {（抓取导出中没有该 URL）}}',
    explanation:
      '页面将另一个 URL 声明为规范网址，搜索引擎会改为索引那个 URL（Search Console：“备用网页（有适当的规范标记）”）。',
    fix: '改为列出 canonical URL。',
  },
  'crawl-sitemap-canonicalised-listed': {
    message: '站点地图中列出，但其 canonical 是另一个已列出的 URL“{target}”',
    explanation: 'canonical URL 已在站点地图中，因此此 URL 是它的副本。',
    fix: '将此 URL 从站点地图中移除。',
  },
  'crawl-sitemap-robots-blocked': {
    message: '站点地图中列出，但抓取工具被 robots.txt 拦截',
    explanation:
      '由于 robots.txt 禁止，抓取无法获取该 URL（Search Console：“已被 robots.txt 屏蔽”）。站点地图不应要求抓取网站禁止的页面。',
    fix: '将该 URL 从站点地图中移除，或在 robots.txt 中允许它。',
  },
  'crawl-sitemap-not-indexable': {
    message: '站点地图中列出，但抓取认为它不可编入索引',
    explanation:
      '抓取因其他原因（超时、无响应、“已抓取 - 尚未编入索引”等）将此 URL 标为不可编入索引。',
    fix: SITEMAP_FIX,
  },
};
