/** robots.txt lint 代码的简体中文文本。代码本身不翻译。`{name}` 是核心模块传入的参数。 */
import type { ProblemTexts, RobotsLintCode } from './text-types';

export const problemsZhRobots: Record<RobotsLintCode, ProblemTexts> = {
  'not-robots-txt': {
    message:
      '这看起来是{kind, select, html { HTML 页面} xml { XML 文档} json { JSON} other {二进制数据}}，而不是 robots.txt',
    explanation:
      'robots.txt 是由“键: 值”行组成的纯文本。抓取工具仍会读取此文件，但找不到任何规则，因此什么都不会被拦截。',
    fix: '检查文件或 URL：在 /robots.txt 以 text/plain 提供真正的 robots.txt。',
  },
  'not-utf8': {
    message: '第 {line} 行有不是 UTF-8 的字节',
    explanation:
      'robots.txt 必须是 UTF-8（RFC 9309 §2.3）。Google 会将这类字节原样进行 % 编码，因此以 Latin-1 或 Windows-1252 保存的路径与同一页面的 UTF-8 URL 不匹配。',
    fix: '将文件保存为 UTF-8（不要改动其他内容）。',
  },
  'nul-byte': {
    message: '第 {line} 行有 NUL 字节：Google 会忽略该行的其余部分',
    explanation:
      'Google 的解析器把每一行当作 C 字符串读取，遇到 NUL 字节就会停止。robots.txt 中不应有二进制数据。',
    fix: '删除 NUL 字节；将文件保存为纯 UTF-8 文本。',
  },
  'size-limit': {
    message:
      '文件有 {bytes} 字节：500 KiB（512,000 字节）之后、从第 {line} 行起的所有内容都会被忽略',
    explanation:
      'Google 只读取 robots.txt 的前 500 KiB（RFC 9309 §2.5 允许抓取工具在此停止）。超出上限的规则对 Google 而言并不存在。',
    fix: '缩短文件：用共同前缀或通配符归并路径，而不是逐个列出 URL，并把重要的规则放在前面。',
  },
  'size-limit-cuts-line': {
    message: '500 KiB 的上限落在第 {line} 行中间：Google 只读到“{read}”',
    explanation: '该行在中间被截断，因此 Google 读到的是一条更短、含义不同的规则。',
    fix: '缩短文件，使其在 512,000 字节之前结束。',
  },
  'line-too-long': {
    message: '第 {line} 行有 {bytes} 字节：Google 只读取前 16,663 字节',
    explanation:
      'Google 的解析器会忽略超过 16,663 字节（部分浏览器 URL 上限 2,083 字节的 8 倍）的行的其余部分。',
    fix: '缩短规则；通常可以用通配符（*）代替很长的字面路径。',
  },
  'missing-colon': {
    message: '第 {line} 行的“{key}”后面没有冒号：Google 能接受，其他抓取工具可能不行',
    explanation: 'RFC 9309 §2.2 要求写成“键: 值”。当一行恰好是两个词时，Google 也会读取“键 值”。',
    fix: '在键后面加上冒号，例如“Disallow: /private/”。',
  },
  'key-typo': {
    message: '“{key}”是 {record} 的拼写错误：Google 能接受，其他抓取工具可能不行',
    explanation:
      'Google 能容忍几种常见的拼写错误（useragent、user agent、dissallow、disalow、site-map 等）；遵循 RFC 9309 的抓取工具会忽略该行。',
    fix: '将键正确拼写为“{record}”。',
  },
  'key-prefix': {
    message: '“{key}”之所以被读作 {record}，只是因为它以该词开头，且只有 Google 这样读',
    explanation:
      'Google 按开头匹配键（“Disallowed”也算作 Disallow）；遵循 RFC 9309 的抓取工具会忽略不认识的键。',
    fix: '将键准确拼写为“{record}”。',
  },
  'noindex-ignored': {
    message: 'robots.txt 中的 {key} 对 Google 无效',
    explanation:
      'Google 自 2019 年 9 月起不再读取 robots.txt 中的 noindex。更糟的是，被 robots.txt 拦截的 URL 永远不会被抓取，因此页面本身的 noindex 也永远不会被看到。',
    fix: '允许抓取，并在页面中加入 <meta name="robots" content="noindex">，或发送 X-Robots-Tag: noindex 标头。',
  },
  'record-ignored': {
    message: '{key} 对 Google 无效',
    explanation:
      'Google 只读取 user-agent、allow、disallow 和 sitemap。crawl-delay（Bing 和 Yandex 会读取）、host 和 clean-param（Yandex）、nofollow 和 noarchive 都会被 Google 忽略。',
    fix: '如果这一行是写给 Google 的，请删除它（抓取频率请在 Search Console 中设置）；只为会读取它的抓取工具保留。',
  },
  'record-unknown': {
    message: '第 {line} 行的未知记录“{key}”被忽略',
    explanation:
      'Google 的解析器不认识这个键（它既不是 RFC 9309 的记录，也不在 Google 列为“已知但不使用”的键中），因此这一行对 Google 不起作用。它往往是某个真实键的拼写错误。',
    fix: '将键改为 User-agent、Allow、Disallow 或 Sitemap，或删除该行。',
  },
  'ai-preference': {
    message: '第 {line} 行的 {key} 表达了 AI 使用偏好：Google 的解析器识别它，但不使用',
    explanation:
      'Content-Signal（Cloudflare 的 Content Signals Policy）和 Content-Usage（IETF AI Preferences 草案）说明抓取到的内容可以如何使用：用于搜索、作为 AI 输入、用于 AI 训练。它们从不改变可以抓取什么。Google 的解析器把两者都列为“已知但不使用”；其他抓取工具是否遵守由它们自己决定。',
    fix: '无需修改。要阻止某个抓取工具，请在它的组中写 Disallow 规则；偏好只是请求。',
  },
  'preference-parse-failed': {
    message:
      '第 {line} 行的 {key} 不是 Structured Fields 字典（“{value}”）：该行的所有偏好都变为未知',
    explanation:
      'Content-Usage 先写可选的路径，再写 RFC 9651 定义的字典：小写的键、“=” 和值，成员之间用逗号分隔（draft-ietf-aipref-attach-05）。任何语法错误（大写的键、缺少逗号、多余的字符）都会让读取方丢弃整行，而不只是一个偏好。',
    fix: '写成 “Content-Usage: train-ai=n, search=y”（或 “Content-Usage: /path/ train-ai=n”）。',
  },
  'preference-unknown-key': {
    message: '第 {line} 行的“{key}”不是 {spec} 的类别：读取方会忽略它',
    explanation:
      'Content-Signal 认识 search、ai-input、ai-train 和 use；Content-Usage（draft-ietf-aipref-vocab-07）认识 train-ai 和 search。词表之外的键不表达任何偏好。',
    fix: '使用已定义的键，或删除它。',
  },
  'preference-unknown-value': {
    message: '第 {line} 行的“{key}={value}”不是 {values} 中的任何一个：{key} 的偏好仍为未知',
    explanation:
      'Content-Signal 的值是 yes 或 no；Content-Usage 的值是记号 y 或 n。其他任何值（true、0、"n"、?1 等）都不表达任何偏好，就像没有这个键一样。',
    fix: '使用 {values} 之一。',
  },
  'preference-old-label': {
    message:
      '第 {line} 行的“{key}”是 AI Preferences 早期草案的标签，已在 {draft} 中删除：读取方会忽略它',
    explanation:
      'IETF AI Preferences 词表的早期草案使用其他标签（tdm、ai、genai、inference、all、train-genai、ai-use、bots、ai-output），2025 年写的文件中仍有这些标签。draft-ietf-aipref-vocab-07（2026-08-19）只定义 train-ai 和 search，读取方会忽略未定义的键：“{key}={value}”不表达任何请求。',
    fix: '使用 train-ai（AI 模型训练）或 search，删除其余的。',
  },
  'preference-repeated': {
    message: '第 {line} 行多次给出“{key}”：只有最后一个值有效',
    explanation:
      'Structured Fields 字典保留重复键的最后一个值（RFC 9651 §4.2.2）；Content-Signal 没有规定，本工具按同样方式读取。其他读取方可能取第一个值。',
    fix: '每个键只写一次。',
  },
  'preference-outside-group': {
    message: '第 {line} 行的 {key} 位于所有 User-agent 行之前：没有抓取工具会读取它',
    explanation:
      '偏好和规则一样，属于其上方 User-agent 行所在的组（draft-ietf-aipref-attach-05；Cloudflare 把 Content-Signal 写在 User-agent: * 组中）。在第一个 User-agent 行之前，它不属于任何抓取工具的组。',
    fix: '把这一行移到 “User-agent: *”（或该抓取工具自己的 User-agent 行）下面。',
  },
  'preference-under-disallow': {
    message:
      '第 {line} 行为 {path} 给出了 {preferences}，而第 {rule} 行对 {agents} 禁止了该路径：没有抓取工具能依照这项偏好行事',
    explanation:
      '偏好只适用于该组允许抓取工具抓取的内容（draft-ietf-aipref-attach-05 §4），而且偏好不是许可。这些抓取工具根本不能抓取该路径，所以 “no” 在这里没有增加任何东西（它只请求如何使用已抓取的内容），“yes” 也不能让它们抓取。',
    fix: '要允许某种使用，请允许抓取（写 Allow 或删除 Disallow）；要禁止它，Disallow 已经做到了。',
  },
  'preference-scope-differs': {
    message: '第 {line} 行的 {key} 位于一个组中：读取方对 {agents} 是否也适用看法不一',
    explanation:
      'Cloudflare 把 Content-Signal 写在 User-agent: * 组中，本工具像规则一样把它读作该组的行：有自己组的抓取工具不适用。crawler-commons 则把 Content-Signal 读作适用于整个文件、所有抓取工具的行。其他组的抓取工具得到什么答案，取决于由哪种读取方来读。',
    fix: '要对所有抓取工具说同样的话，请在每个组中重复这一行。',
  },
  'policy-group': {
    message:
      '第 {line} 行的组（“{label}”）是带命名空间的 {namespace} 策略，不是抓取工具：实际使用的解析器会忽略它',
    explanation:
      '一份个人草案（draft-kelley-rep-namespaces-00，2026-11-16）把使用策略写成 User-agent 为 __usage_ai-training 这类带命名空间标签的组。没有抓取工具发送这个名称，所以包括 Google 在内的实际解析器把它读作一个不存在的抓取工具的组，没有抓取工具遵循其规则。它的 Disallow 行表示策略“{name}”，而不是抓取规则。',
    fix: '如果要为该草案的读取方发布此策略，可以保留；要阻止某个抓取工具，请在它自己的组中写 Disallow 规则。',
  },
  'usage-policy-line': {
    message: '第 {line} 行的 {key}（{spec}）指向使用策略：对抓取没有影响',
    explanation:
      'License（RSL 1.0，Really Simple Licensing）和 LLM-Policy（crawler-commons 会读取）指向内容可以如何使用的条款。Google 的解析器不认识这两个键；没有抓取工具会因为它们而多抓或少抓。',
    fix: '无需修改。要阻止某个抓取工具，请在它的组中写 Disallow 规则。',
  },
  'group-for-non-reader': {
    message:
      '第 {line} 行指定了 {agent}，而 {operator} 表示它不读取 robots.txt：其规则可能拦不住它',
    explanation:
      '{agent} 抓取用户请求的页面。运营方说明 robots.txt 可能不适用于这类抓取（Google：用户触发的抓取工具“通常会忽略 robots.txt 规则”），因此工作台把它的判定显示为不适用。',
    fix: '如果只是表达意愿，可以保留该组；要真正阻止它，请在服务器端（按公布的 IP 范围或用户代理）屏蔽。',
  },
  'line-not-understood': {
    message: '第 {line} 行不是“键: 值”记录，已被忽略',
    explanation: '该行没有冒号且超过两个词（或没有值），因此任何解析器都读不出内容。',
    fix: '每行写一条“键: 值”记录，注释以 # 开头。',
  },
  'no-groups': {
    message: '没有 User-agent 行：什么都没有被拦截',
    explanation: '规则只在以 User-agent 开头的组内生效。没有组时，任何抓取工具都可以抓取所有内容。',
    fix: '以“User-agent: *”（或抓取工具的名称）作为规则的开头。',
  },
  'rule-outside-group': {
    message: '第 {line} 行的 {record} 位于所有 User-agent 行之前，已被忽略',
    explanation: '规则属于其上方 User-agent 行所在的组。第一个 User-agent 之前的规则不属于任何组。',
    fix: '将规则移到某个 User-agent 行的下方，例如在其上方添加“User-agent: *”。',
  },
  'user-agent-cut': {
    message: 'User-agent“{value}”被 Google 读作“{token}”',
    explanation:
      '产品令牌只包含字母、“-”和“_”；Google 读取到第一个其他字符（版本号、空格、逗号、*）为止。为“Googlebot/2.1”或“Googlebot Images”设置的组会适用于所有 Googlebot。',
    fix: '每个 User-agent 行只写一个产品令牌，例如“User-agent: Googlebot-Image”。',
  },
  'user-agent-empty': {
    message: 'User-agent“{value}”没有指定任何抓取工具',
    explanation: '该值中没有产品令牌（为空，或以字母、“-”、“_”或“* ”以外的字符开头）。',
    fix: '写上抓取工具的产品令牌，或用 * 表示所有抓取工具。',
  },
  'group-empty': {
    message: '{agents} 的组（第 {line} 行）没有规则：这些抓取工具可以抓取所有内容',
    explanation: '拥有自己组的抓取工具会忽略 * 组，即使它自己的组是空的。',
    fix: '在这些抓取工具的 User-agent 行下方添加规则，或删除这些行。',
  },
  'user-agent-merged': {
    message:
      'User-agent {value}（第 {line} 行）获得了下一个组的规则：两者之间的 {key} 行不会结束一个组',
    explanation:
      '只有规则（Allow 或 Disallow）才会结束一个组的 User-agent 行列表。只含 Crawl-delay 等不受支持行的组会与下一个组合并，并采用其规则。',
    fix: '在该抓取工具的 User-agent 行正下方给它一条自己的规则（例如表示“全部允许”的空“Disallow:”）。',
  },
  'global-rules-dropped': {
    message: '{agent} 的组（第 {line} 行）取代了 * 组：{count} 条 * 规则不再适用于它（{rules}）',
    explanation: '抓取工具只遵循指定了它的组，不会从 * 组继承任何规则（RFC 9309 §2.2.1）。',
    fix: '在该抓取工具自己的组中重复那些仍应适用的 * 规则。',
  },
  'disallow-all': {
    message: '{rule} 对 {agent} 拦截了整个网站',
    explanation:
      '该抓取工具（* 组，或指定了主要搜索抓取工具的组）不能抓取网站的任何 URL。这往往是测试环境的 robots.txt 被发布到了正式环境。',
    fix: '除非确实要拦截整个网站，否则请删除该规则（或写一个值为空的“Disallow:”以允许全部）。',
  },
  'disallow-all-other-crawlers': {
    message: '{rule} 对该组指定的 {count} 个抓取工具（{agents}）拦截了整个网站',
    explanation:
      '该组没有指定任何主要搜索抓取工具（Googlebot 及其图片、新闻、视频抓取工具，Bingbot，Applebot），因此被拒绝的只有这里列出的抓取工具；其他抓取工具遵循自己的组或 * 组。只针对特定抓取工具的全站拦截通常是有意为之（复制整个网站或抓取过快的工具、广告或 AI 抓取工具）。',
    fix: '如果确实有意拒绝这些抓取工具，则无需处理。robots.txt 只能阻止遵守它的抓取工具。',
  },
  'disallow-empty': {
    message: '第 {line} 行的空 Disallow 不会拦截任何内容',
    explanation: '没有值的“Disallow:”表示允许全部，并不是拦截的方法。',
    fix: '要拦截全部请写“Disallow: /”；要拦截某个文件夹请写“Disallow: /folder/”。',
  },
  'allow-redundant': {
    message: '第 {line} 行的 Allow 永远不会改变判定结果',
    explanation:
      '对于此 Allow 匹配的 URL，同一抓取工具没有任何长度更短或相等的 Disallow 与之匹配，因此这些 URL 本来就是允许的。',
    fix: '删除该行，或检查它本应覆盖的 Disallow 是否遗漏了。',
  },
  'rule-duplicate': {
    message: '第 {line} 行重复了第 {other} 行针对相同抓取工具的规则',
    explanation: '在相同抓取工具的组中写两次同一条规则不会改变任何结果。',
    fix: '删除重复的行。',
  },
  'rule-shadowed': {
    message:
      '第 {line} 行永远不起决定作用：第 {other} 行（{otherRule}）匹配它所匹配的每个 URL，并且总是胜出',
    explanation:
      '匹配的规则中最长的一条胜出（计算包括 * 和 $ 在内的每个字符），长度相同时 Allow 胜出（RFC 9309 §2.2.2）。另一条规则匹配的 URL 范围更大，且长度至少相同。',
    fix: '删除两条规则之一，或把应当胜出的那条写得更长。',
  },
  'regex-syntax': {
    message: '“{value}”（第 {line} 行）中的“{snippet}”在这里是字面文本，而不是正则表达式',
    explanation:
      'robots.txt 的模式只认识 *（任意字符）和 $（URL 结尾）。点、反斜杠、方括号、^、| 和 + 都只匹配其自身。',
    fix: '只用 * 和 $ 改写，例如用“/*.pdf$”代替“/.*\\.pdf”。',
  },
  'dollar-not-at-end': {
    message: '“{value}”（第 {line} 行）中间的 $ 是普通字符',
    explanation: '$ 只有作为规则的最后一个字符时才表示 URL 结尾；在其他位置它匹配 URL 中的“$”。',
    fix: '只把 $ 放在末尾，或将规则拆分为多条。',
  },
  'value-not-path': {
    message: '“{value}”（第 {line} 行）既不以 / 也不以 * 开头：永远不会匹配',
    explanation: '规则与 URL 路径进行匹配，而路径总是以“/”开头。完整 URL 或相对路径永远不会匹配。',
    fix: '写出从网站根目录开始的路径，例如“Disallow: /private/”。',
  },
  'value-whitespace': {
    message: '“{value}”（第 {line} 行）包含空格',
    explanation:
      'URL 中不会出现原始空格（它会以 %20 发送），因此该规则在空格之后的部分不会匹配任何内容。',
    fix: '路径中的空格写成 %20，或每个路径使用一条规则。',
  },
  'sitemap-not-absolute': {
    message: 'Sitemap“{url}”（第 {line} 行）不是 http(s) 绝对 URL',
    explanation: 'Sitemap 行必须给出站点地图的完整 URL，包括协议和主机。',
    fix: '写出完整的 URL，例如“Sitemap: https://www.example.com/sitemap.xml”。',
  },
  'lint-capped': {
    message: '另有 {count} 个“{code}”问题未列出',
    explanation: '同一问题出现得非常频繁；只列出了前面几个。',
    fix: '修复已列出的问题；其余的属于同一类。',
  },
};
