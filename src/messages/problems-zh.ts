/**
 * 问题代码的简体中文文本（robots.txt lint 以外：站点地图、压缩包、索引树、lastmod、
 * 与 robots.txt 的交叉检查）。代码本身不翻译。`{name}` 是核心模块传入的参数。
 */
import type { HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemCode } from '../core/problems/registry';
import type { CrawlProblemCode } from '../core/crawl/crawl-codes';
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsZh: Record<
  Exclude<ProblemCode, RobotsLintCode | HreflangProblemCode | CrawlProblemCode>,
  ProblemTexts
> = {
  'xml-malformed': {
    message: 'XML 格式错误：{detail}',
    explanation:
      '该文件不是格式正确的 XML（Search Console：“XML 无效”）。搜索引擎可能会拒绝整个文件。',
    fix: '在文本中将 & 转义为 &amp;、将 < 转义为 &lt;，闭合每个元素，并用 XML 解析器验证文件。',
  },
  'entity-declaration': {
    message: 'DOCTYPE 声明了实体（{detail}）；未展开这些实体，也未获取任何内容',
    explanation:
      '站点地图用不到 DTD。实体声明正是“十亿笑声”攻击和外部实体攻击的手段，因此这里从不展开它们。',
    fix: '删除 <!DOCTYPE …> 声明；直接书写字符，或使用数字字符引用。',
  },
  truncated: {
    message: '文件提前结束：{detail}',
    explanation: '数据在中途中断（下载被打断或文件被截断）。截断处之后的条目都丢失了。',
    fix: '重新获取或重新生成该文件，并确认它是完整的。',
  },
  'nesting-too-deep': {
    message: '元素嵌套超过 {limit} 层；更深的元素已跳过',
    explanation: '任何站点地图都不需要深层嵌套；极深的嵌套是耗尽解析器资源的一种手段。',
    fix: '检查生成工具：站点地图的结构是 urlset > url > loc，最多几层。',
  },
  'too-many-urls': {
    message: '{count} 个条目：超过了单个站点地图可容纳的 50,000 个',
    explanation:
      '一个站点地图或站点地图索引最多只能列出 50,000 个条目（Search Console：“URL 过多”）。',
    fix: '将文件拆分为多个不超过 50,000 个条目的站点地图，并在站点地图索引中列出它们。',
  },
  'too-large': {
    message: '未压缩时为 {bytes} 字节：超过了站点地图允许的 52,428,800 字节（50 MiB）',
    explanation: '大小限制针对未压缩的文件，即使以 gzip 压缩方式提供也是如此。',
    fix: '将文件拆分为更小的站点地图，并在站点地图索引中列出它们。',
  },
  'encoding-not-utf8': {
    message: '编码为 {encoding}，而不是 UTF-8',
    explanation: '站点地图协议要求使用 UTF-8。为了仍能显示其中的 URL，已按声明的编码解码该文件。',
    fix: '将文件保存为 UTF-8，并声明 encoding="UTF-8"。',
  },
  'invalid-utf8': {
    message: '存在无效的 UTF-8 字节（已替换 {count} 处）',
    explanation: '文件声称是 UTF-8（或未声明编码），但包含不是 UTF-8 的字节序列。',
    fix: '将文件重新编码为 UTF-8；检查是否有从 Latin-1 或 Windows-1252 来源粘贴的文本。',
  },
  'namespace-missing': {
    message: '根元素 <{element}> 的命名空间是“{namespace}”，而不是 {expected}',
    explanation:
      '根元素必须位于 sitemaps.org 命名空间中（Search Console：“命名空间不正确”）。文件仍已读取。',
    fix: '在根元素上写明 xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"。',
  },
  'leading-whitespace': {
    message: 'XML 声明之前有文本',
    explanation: 'XML 声明必须位于文件的最开头（Search Console：“前导空格”）。',
    fix: '删除 <?xml …?> 之前的空行或空格。',
  },
  'not-a-sitemap': {
    message: '根元素 <{element}> 不是站点地图、站点地图索引或订阅源',
    explanation:
      '该文件是 XML，但不是 urlset、sitemapindex、RSS 2.0 或 Atom 1.0 文档（可能是 HTML 错误页面）。',
    fix: '检查文件来源 URL 返回的是否是站点地图本身。',
  },
  'html-page': {
    message: '这是一个 HTML 页面（标题：{title}），不是站点地图',
    explanation:
      '该文件是网页：它以 HTML 的 DOCTYPE 或 <html>、<head>、<body> 元素开头。只报告这一点，不报告由此产生的 XML 错误和缺少的站点地图元素。',
    fix: '服务器返回的是网页（通常是错误页面或登录页面），而不是站点地图：请检查 URL 以及服务器的响应。',
  },
  'namespace-mixed': {
    message:
      '<{element}> 条目没有命名空间，而其根元素 <{root}> 位于“{namespace}”；已将其作为条目读取',
    explanation:
      '站点地图的所有元素都应属于 sitemaps.org 命名空间。这里的 xmlns="" 使条目脱离了根元素的命名空间；爬虫仍会读取它们，本报告也是如此。',
    fix: '删除条目上的 xmlns=""，并在根元素上写明 xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"。',
  },
  'empty-sitemap': {
    message: '文件中没有任何条目',
    explanation: '没有 URL 的站点地图不会向搜索引擎传达任何信息。',
    fix: '检查生成工具，或从索引中移除这个空文件。',
  },
  'loc-missing': {
    message: '有条目缺少 <loc>',
    explanation: '每个 <url> 和 <sitemap> 条目都必须有 <loc>；该条目会被忽略。',
    fix: '为该条目添加包含绝对 URL 的 <loc>，或将其删除。',
  },
  'loc-too-long': {
    message: 'URL 长度为 {length} 个字符：loc 必须少于 2,048 个字符',
    explanation: '协议规定 URL 必须少于 2,048 个字符。',
    fix: '缩短 URL（通常是过长的查询字符串所致）。',
  },
  'loc-not-absolute': {
    message: '不是 http(s) 绝对 URL：{loc}',
    explanation:
      '每个 loc 都必须是包含协议和主机的完整 URL（https://example.com/page），而不是相对路径。',
    fix: '写出完整的 URL，包括 https:// 和主机名。',
  },
  'loc-whitespace': {
    message: 'URL 前后或中间有空格或换行',
    explanation: '大多数读取程序会去掉 URL 前后的空白，但 URL 中间的空格会使它变成另一个 URL。',
    fix: '删除空白；URL 中的空格应编码为 %20。',
  },
  'loc-out-of-scope': {
    message: '{total} 个 URL 中有 {count} 个超出了站点地图所在位置 {base} 的范围（第一个：{loc}）',
    explanation:
      '站点地图只能列出与其协议、主机和端口相同，且位于其所在目录或下级目录中的 URL（Search Console：“不允许的 URL”），通过 robots.txt 跨站提交的情况除外。每个文件只计一次。',
    fix: '将站点地图移到网站根目录，或在这些 URL 所属主机的 robots.txt 中声明它。',
  },
  'duplicate-url': {
    message: '被列出多次（{count} 次）；首次出现在 {firstFile} 第 {firstLine} 行',
    explanation:
      '同一个 URL 在一个文件内或多个文件之间多次出现。重复会浪费站点地图本应引导的抓取预算。',
    fix: '每个 URL 只在一个站点地图中列出一次。',
  },
  'lastmod-invalid': {
    message: 'lastmod“{value}”不是 W3C Datetime 格式',
    explanation:
      'lastmod 必须是 YYYY、YYYY-MM、YYYY-MM-DD，或带时区的日期时间（Search Console：“日期无效”）。只有偏移量而没有时间的日期（2017-06-20-04:00）是无效的。',
    fix: '例如写成 2024-05-01 或 2024-05-01T12:30:00+00:00。',
  },
  'lastmod-future': {
    message: 'lastmod {value} 是未来的日期',
    explanation: '晚于今天的修改日期不可能是真的；搜索引擎会不信任不准确的 lastmod 值。',
    fix: '将 lastmod 设为页面内容最后一次更改的时间。',
  },
  'author-archives-listed': {
    message: '{count} 个 URL 是作者归档页',
    explanation:
      'WordPress 核心会列出作者归档页（wp-sitemap-users-N.xml、/author/名字/），而许多网站将其设为 noindex：站点地图应只列出希望被索引的页面。',
    fix: '如果作者页是 noindex，请将其从站点地图中移除（wp_sitemaps_add_provider 过滤器或 SEO 插件的设置）。',
  },
  'numbered-siblings-overlap': {
    message: '{count} 个 URL 也列在 {sibling} 中',
    explanation:
      '同一类型的编号站点地图（post-sitemap1.xml、post-sitemap2.xml）是对同一列表的分页：同一 URL 出现在两页中是生成器的分页错误，抓取工具会读取两次。',
    fix: '更新插件后重新生成站点地图，或将重复情况报告给插件维护者。',
  },
  'lastmod-implausible': {
    message: 'lastmod {value} 早于 1990 年：是占位值，不是日期',
    explanation:
      '1990 年以前没有网页被修改过。这样的值是生成器为没有日期的文章填写的（一些 WordPress SEO 插件会写成 0 年），按没有 lastmod 处理。',
    fix: '填写内容最后一次更改的日期，或省略 lastmod。',
  },
  'changefreq-invalid': {
    message: 'changefreq“{value}”不是 always、hourly、daily、weekly、monthly、yearly、never 之一',
    explanation: '该值不在协议规定的列表中（无论如何 Google 都会忽略 changefreq）。',
    fix: '使用列表中的小写值，或删除 changefreq。',
  },
  'priority-invalid': {
    message: 'priority“{value}”不是 0.0 到 1.0 之间的数字',
    explanation: 'priority 必须是 0.0 到 1.0 之间的小数（无论如何 Google 都会忽略 priority）。',
    fix: '使用 0.5 之类的值，或删除 priority。',
  },
  'text-line-not-url': {
    message: '该行不是绝对 URL：{value}',
    explanation: '文本格式的站点地图每行只能有一个绝对 URL，不能有其他内容。',
    fix: '删除注释、标题和分隔标记；只写完整的 URL。',
  },
  'news-too-many': {
    message: '{count} 个新闻条目：新闻站点地图最多只能有 1,000 个',
    explanation: 'Google 新闻每个站点地图最多只读取 1,000 个 news:news 条目。',
    fix: '拆分新闻站点地图，并只列出最近两天的文章。',
  },
  'image-too-many': {
    message: '一个 URL 上有 {count} 张图片：最多只读取 1,000 张',
    explanation: 'Google 每个 <url> 最多只读取 1,000 个 image:image 条目。',
    fix: '只列出页面中重要的图片。',
  },
  'hreflang-invalid': {
    message: 'xhtml:link 替代版本不完整或无效：{detail}',
    explanation:
      'hreflang 替代版本需要 rel="alternate"、有效的语言代码（或 x-default）以及绝对 URL 的 href。',
    fix: '写成 <xhtml:link rel="alternate" hreflang="zh-CN" href="https://…"/>。',
  },
  'external-entity': {
    message: '已忽略外部实体或 DTD 引用（{detail}）；未获取任何内容',
    explanation: '该文件通过 DOCTYPE 引用了外部资源。读取它会泄露数据或访问网络，因此从不跟随。',
    fix: '删除 <!DOCTYPE …> 声明。',
  },
  'unknown-entity': {
    message: '未知实体 &{name};',
    explanation:
      'XML 只认识 &amp; &lt; &gt; &quot; &apos; 和数字字符引用。URL 中的 & 必须写成 &amp;。',
    fix: '将 & 转义为 &amp;（例如 ?a=1&amp;b=2）。',
  },
  'namespace-undeclared': {
    message: '前缀 {prefix}: 在未声明命名空间的情况下被使用',
    explanation:
      '元素按命名空间识别，而该前缀从未声明（xmlns:{prefix}="…"），因此严格的读取程序无法判断 <{prefix}:…> 的含义。这里按常见的 {prefix} 扩展读取。',
    fix: '在根元素上声明命名空间，例如 xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"。',
  },
  'news-date-invalid': {
    message: 'news:publication_date“{value}”不是 W3C Datetime 格式',
    explanation: 'Google 新闻需要 W3C Datetime 格式的文章发布日期。',
    fix: '例如写成 2024-05-01T12:30:00+00:00。',
  },
  'news-name-empty': {
    message: 'news:name 为空',
    explanation:
      'Google 新闻要求在 news:publication/news:name 中填写出版物名称，且须与 news.google.com 上显示的完全一致。',
    fix: '请填写出版物名称，例如 <news:name>The Example Times</news:name>。',
  },
  'feed-date-invalid': {
    message: '订阅源日期“{value}”不是有效日期',
    explanation:
      'RSS 的 pubDate 必须是 RFC 822 日期（Tue, 10 Jun 2003 04:00:00 GMT）；Atom 的日期必须是 RFC 3339 日期。该条目在列出时不带日期。',
    fix: '按订阅源类型要求的格式书写日期。',
  },
  'problems-capped': {
    message: '此文件中还有 {count} 个“{code}”问题未列出',
    explanation: '同一个问题重复得太多，为了让报告易读并控制内存，只列出了前面几处。',
    fix: '修复已列出的位置；其余的几乎肯定是同样的错误。',
  },
  'extension-incomplete': {
    message: '<{element}> 缺少 {missing}',
    explanation: '只有具备文档要求的标签时，Google 才会读取图片、视频或新闻条目。',
    fix: '添加缺少的标签，或删除不完整的扩展条目。',
  },
  'inflate-limit': {
    message: '解压在 {bytes} 字节处停止（安全上限）；其余部分未读取',
    explanation:
      '该文件解压后远大于任何有效的站点地图（压缩炸弹或超大的导出文件）。为保护内存已停止读取。',
    fix: '将内容拆分为每个未压缩时不超过 50 MiB 的文件。',
  },
  'store-full': {
    message:
      '在 {file} 的这一行达到内存上限：从这里开始的 {count} 个 URL 未被保留（检查器一次最多保留 {limitUrls} 个 URL、{limitBytes} 字节的 URL 文本）',
    explanation:
      '这一行之前加载的内容都会保留，仍可浏览，因此标签页不会因内存耗尽而崩溃。为找出文件本身的问题，文件仍被读到末尾，但从这一行起的 URL 不会出现在视图、计数和导出中。',
    fix: '请移除不再需要的文件后重新加载此文件，或改用命令行检查（npm run inspect -- --max-urls=N）。',
  },
  'decompression-failed': {
    message: '无法解压：{detail}',
    explanation: '压缩数据已损坏或格式不受支持（Search Console：“压缩错误”）。',
    fix: '用 gzip（或 zip）重新压缩文件，并确认能在你自己的电脑上打开。',
  },
  'zip-entries-overlap': {
    message: '{count} 个 zip 条目与其他条目共用数据；未读取这些条目',
    explanation:
      '正常的 zip 中每个条目都有自己的数据。指向相同字节的条目是“better zip bomb”让小文件膨胀到数 GB 的手段；Info-ZIP 的 unzip 也会拒绝它们。',
    fix: '用普通的 zip 工具重新创建压缩包。',
  },
  'fetch-failed': {
    message:
      '无法获取：{failure, select, http_status {服务器返回 HTTP {status}} timeout {在时间上限内没有完整的响应（已接收 {bytes} 字节）} deadline {整个读取的截止时间先到了} network {服务器没有响应（{errorCode}）} body_cut {响应在正文完整之前就结束了（已接收 {bytes} 字节）} too_many_redirects {重定向超过 5 次} redirect_loop {重定向循环} other_host_redirect {被重定向到另一个主机（{landed}）} not_http_redirect {被重定向到非 http(s) 地址（{landed}）} private_address {它指向环回、私有或链路本地地址} file_bytes_cap {超过单个文件的字节上限} total_bytes_cap {已达到全部获取字节的上限} refused {连接被拒绝} no_such_host {无法解析主机名} headers_too_large {响应头超过可接受的 16 KiB} not_http {响应不是有效的 HTTP（{errorCode}）} tls {TLS 证书未被接受（{errorCode}）} other {{failure}}}',
    explanation:
      '该站点地图已被列出，但读取网站时没有得到它的内容。Search Console 将这样的站点地图报告为"无法获取"：服务器拒绝了它、没有及时响应、将它重定向到别处，或读取的上限阻止了它。',
    fix: '在浏览器中打开该地址：404 或 410 表示列表指向已不存在的站点地图（删除或修正该行）；5xx 或超时，请联系服务器的管理者；重定向到网站之外，请改为列出最终地址。',
  },
  unreadable: {
    message: '不是站点地图、robots.txt 或压缩包：{detail}',
    explanation: '该文件的内容不符合本工具可读取的任何格式。',
    fix: '检查是否选对了文件；图片或 PDF 等二进制文件无法检查。',
  },
  'nested-index': {
    message: '此站点地图索引列出了另一个站点地图索引（{loc}）',
    explanation: 'Google 不会跟随列在另一个索引中的站点地图索引（Search Console：“嵌套索引”）。',
    fix: '在一个顶层索引中直接列出各个子站点地图。',
  },
  'index-child-left-out': {
    message:
      '{option, select, skip {已按 --skip {patterns} 排除} other {未匹配 --follow {patterns}，已排除}}',
    explanation:
      '索引列出了这个站点地图，但你给出的 --skip 或 --follow 模式让读取器没有获取它：这是你的选择，不是网站的问题。它的 URL 没有被统计。',
    fix: '去掉该模式（或加上能匹配它的 --follow 模式）后重新运行，即可一并检查这个站点地图。',
  },
  'index-child-missing': {
    message: '列出的子项 {loc} 未提供（需要名为 {expected} 的文件）',
    explanation: '索引列出了一个不在你所提供文件中的站点地图，因此它的 URL 没有被统计。',
    fix: '添加该文件一并检查（例如拖入整个文件夹或压缩包）。',
  },
  'index-child-out-of-scope': {
    message: '子站点地图 {loc} 超出了索引所在目录 {base} 的范围',
    explanation: 'Google 要求索引列出的站点地图位于同一网站上，并在索引所在目录或其下级目录中。',
    fix: '将子站点地图移到索引旁边（或其下级目录），或单独提交它们。',
  },
  'index-cycle': {
    message: '索引循环：{path}',
    explanation: '站点地图索引之间相互列出，形成了循环。',
    fix: '只保留一个顶层索引，且只列出 urlset 站点地图。',
  },
  'lastmod-absent': {
    message: '{rows} 个条目中只有 {withLastmod} 个（{coverage}%）带有 lastmod',
    explanation:
      '如果（几乎）每个 URL 都没有 lastmod，抓取工具就无法区分已更改和未更改的页面，只能全部重新抓取。',
    fix: '为每个 <url> 添加 <lastmod>，值为其内容最后一次更改的日期。',
  },
  'lastmod-generation-time': {
    message:
      '{dated} 个 lastmod 值中有 {clusterCount} 个（{share}%）落在 {instant} 前后 {windowSeconds} 秒内：这是文件的生成时间，而不是页面的更改时间',
    explanation:
      'lastmod 必须是页面的最后修改时间（sitemaps.org）。大多数条目共用的值是生成工具运行的时刻，无法说明哪些页面发生了变化；搜索引擎会学会忽略它。',
    fix: '根据每个页面自身的修改时间（CMS 的“更新时间”字段或源文件的提交日期）设置 lastmod，而不是生成站点地图时的系统时间。',
  },
  'lastmod-few-distinct': {
    message: '{dated} 个 URL 中只有 {distinct} 个不同的 lastmod 值',
    explanation: '成千上万的页面很少只在寥寥几个时刻发生变化；这些值很可能是部署或导入的时间。',
    fix: '根据每个页面自身内容的变化来确定 lastmod。',
  },
  'lastmod-future-dates': {
    message: '{dated} 个 lastmod 值中有 {future} 个晚于检查时间',
    explanation:
      '页面不可能在未来发生变化。未来日期说明生成工具在编造或错误转换日期，这会让它的所有日期都变得可疑。',
    fix: '检查时区转换和日期来源；不要把计划发布日期或过期日期写成 lastmod。',
  },
  'lastmod-date-only': {
    message: '{dated} 个 lastmod 值中有 {dateOnly} 个只有日期',
    explanation:
      '没有时间的日期会掩盖同一天内的更改：今天编辑了两次的页面，在早上来过的抓取工具看来没有变化。Bing 要求 lastmod 同时包含日期和时间（Bing Webmaster Blog，2025 年 7 月）。sitemaps.org 允许只写日期，因此这只是提示，不是错误。',
    fix: '如果页面一天内会更改多次，请在 lastmod 中写明时间和时区（2024-05-01T14:30:00+00:00）。',
  },
  'lastmod-index-mismatch': {
    message: '索引为其中 {mismatches} 个站点地图给出的 lastmod 早于这些站点地图内部最新的 lastmod',
    explanation:
      '站点地图索引的 lastmod 告诉抓取工具哪些子站点地图发生了变化。比索引条目更新的子站点地图可能会被跳过。',
    fix: '每次写入子站点地图时，都更新对应 <sitemap> 的 lastmod（取其中 URL 最新的 lastmod 即可）。',
  },
  'lastmod-invalid-share': {
    message: '{withLastmod} 个 lastmod 值中有 {invalid} 个（{share}%）不是 W3C Datetime 格式',
    explanation:
      '无法读取的日期会被搜索引擎忽略（Search Console：“日期无效”），也说明生成工具没有检查自己的输出。',
    fix: '将 lastmod 写成 YYYY-MM-DD，或带时区（Z 或 +hh:mm）的 YYYY-MM-DDThh:mm:ss。',
  },
  'lastmod-generation-time-by-pages': {
    message:
      '抽样的 {comparable} 个页面中有 {contradicted} 个（{share}%）与其 lastmod 矛盾，其中 {newer} 个的 lastmod 晚于页面自身的日期：lastmod 是站点地图的生成时间',
    explanation:
      '页面检查抓取了站点地图 URL 的一个样本，并读取了每个页面声明的日期。lastmod 晚于页面给出的所有日期时，说明生成工具写入的是它运行的时间，而不是页面更改的时间；Google 只在 lastmod“始终准确且可验证”时才使用它（Google 搜索中心，“构建并提交站点地图”）。五分之一以上的页面不可能是舍入误差。',
    fix: '根据页面自身的修改时间（CMS 的“更新时间”字段或源文件的提交日期）写入每个 URL 的 lastmod，而不是生成站点地图的时间。',
  },
  'lastmod-contradicted-by-pages': {
    message:
      '抽样的 {comparable} 个页面中有 {contradicted} 个（{share}%）与其 lastmod 矛盾；其中 {older} 个在 lastmod 给出的日期之后又有更改',
    explanation:
      '页面检查抓取了站点地图 URL 的一个样本，并读取了每个页面声明的日期。五分之一以上的页面与 lastmod 不符时，搜索引擎无法依赖它，只能按自己的节奏抓取（Google 搜索中心，“构建并提交站点地图”：lastmod 仅在始终准确且可验证时使用）。',
    fix: '在页面内容更改时（且仅在此时）更新 lastmod，并使用与页面上显示的相同日期。',
  },
  'last-modified-is-response-time': {
    message:
      '在发送了 Last-Modified 的 {pages} 个抽样页面上，它都等于响应时间：页面只是在那时生成，并未更改',
    explanation:
      '与响应的 Date 相同的 Last-Modified 是服务器生成页面的时间。它既不能证实也不能否定 lastmod，因此页面检查不使用它。',
    fix: '根据内容自身的修改时间发送 Last-Modified，或者不发送。',
  },
  'url-blocked-by-robots': {
    message: '已列在站点地图中，但被 robots.txt 第 {line} 行对 {agent} 拦截',
    explanation:
      '站点地图请求搜索引擎抓取此 URL，而网站自己的 robots.txt 却禁止抓取（Search Console：“被 robots.txt 屏蔽”）。抓取工具不会获取它，因此其内容、链接以及页面内的 noindex 都不会被看到。',
    fix: '要么从站点地图中删除该 URL，要么修改 robots.txt 的这一行以允许该 URL（较长的 Allow 规则优先于较短的 Disallow 规则）。',
  },
  'log-malformed-lines': {
    message: '日志的 {total} 行中有 {count} 行不是所读格式的请求，已跳过',
    explanation:
      '访问日志的每一行是以一种格式（Apache mod_log_config、W3C 扩展格式、每行一个 JSON 对象）写下的一个请求。这些行不符合该格式：被截断、混入了其他格式，或根本不是日志。这些行只被计数、不做猜测，因此统计中不包含它们。',
    fix: '如果跳过的行很多，请检查格式（自定义的 LogFormat 或 log_format 需要 JSON 字段映射或标准格式），并确认文件不是把多个日志拼在一起。',
  },
  'log-file-cut': {
    message: '日志 {file} 未能读到末尾：{detail}',
    explanation:
      '提前结束的压缩日志、损坏的归档，或解压后超过安全上限的文件（压缩炸弹，或只是非常大的日志）只读到该位置为止；统计只包含此前的行。',
    fix: '请检查文件（gzip -t、tar -tzf）；对于超过上限的日志，请提高上限（--max-inflated-bytes=N），或逐个提供轮转后的文件。',
  },
  'log-ai-crawler-disallowed': {
    message: 'AI 抓取工具向 robots.txt 禁止它们访问的 URL 发出了 {count} 个请求（{crawlers}）',
    explanation:
      '这些抓取工具声称遵守 robots.txt（RFC 9309），却抓取了当前 robots.txt 中其所属组禁止的 URL。要么规则比这些请求更新（运营方大约一天内会重新读取 robots.txt），要么抓取工具没有遵守。',
    fix: '请将显示的规则行与请求日期进行对照；如果当时规则已存在，请向运营方报告，或在服务器上按其公布的地址范围进行屏蔽。',
  },
  'log-crawler-unverified': {
    message: '{count} 个请求自称抓取工具，却来自其运营方公布的地址范围之外（{crawlers}）',
    explanation:
      '任何人都可以发送抓取工具的 User-Agent。运营方会公布其抓取工具使用的地址范围；来自其他地址的请求并非该抓取工具，因此单独计数，绝不算作该抓取工具。',
    fix: '请将它们视为未知客户端：不要给予抓取工具才有的待遇；如果造成负担，请限速或屏蔽。',
  },
  'log-sitemap-url-never-fetched': {
    message: '在日志涵盖的期间内，{agent} 从未抓取站点地图 {total} 个 URL 中的 {count} 个',
    explanation:
      '站点地图列出了这些 URL，但在日志记录期间抓取工具没有请求它们。新页面和层级较深的页面等待最久；数周都未被抓取的 URL 可能被判断为不值得抓取。',
    fix: '从已被抓取的页面链接到这些 URL，保持 lastmod 准确，并将不应被抓取的 URL 从站点地图中移除。',
  },
};
