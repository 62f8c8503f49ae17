/** core-texts.ts 的简体中文：robots.txt 的 HTTP 状态、lastmod 原因、AI 抓取工具的用途。 */
import type { CoreTexts } from './text-types';

export const coreZh: CoreTexts = {
  statusTexts: {
    'google-2xx': 'Google 读取响应中的规则。',
    'google-3xx':
      'Google 最多跟随 5 次重定向，然后读取目标文件的规则；重定向次数更多时，会视为没有 robots.txt（404：全部允许）。',
    'google-4xx':
      'Google 视为没有 robots.txt：它可能抓取所有内容（除 429 外的 4xx 表示“没有限制”）。',
    'google-5xx':
      'Google 在重试期间会停止抓取该网站 12 小时；之后最多 30 天内使用最后一份成功获取的副本；此后，如果网站其他部分可以访问，就按没有 robots.txt 的情况抓取，否则停止抓取。',
    'google-429':
      'Google 将 429 Too Many Requests 视同服务器错误（5xx）：12 小时内不抓取，之后最多 30 天内使用最后一份成功获取的副本。',
    'google-network':
      'Google 将超时、DNS 错误或连接错误视同服务器错误（5xx）：12 小时内不抓取，之后最多 30 天内使用最后一份成功获取的副本，此后如果网站其他部分可以访问，则视为没有限制。',
    'google-invalid':
      '这不是服务器会为 robots.txt 返回的 HTTP 状态；Google 会把意外的响应视为服务器错误。',
    'rfc-2xx': 'RFC 9309 §2.3.1.1：抓取工具必须遵循可解析的规则。',
    'rfc-3xx':
      'RFC 9309 §2.3.1.2：抓取工具应至少跟随连续五次重定向（即使跨越不同的授权域），之后可以将 robots.txt 视为不可用。',
    'rfc-4xx': 'RFC 9309 §2.3.1.3：“不可用”（400–499，包括 429）：抓取工具可以访问任何资源。',
    'rfc-5xx':
      'RFC 9309 §2.3.1.4：“无法访问”：抓取工具必须假定完全禁止；30 天后可以将 robots.txt 视为不可用，或继续使用缓存的副本。',
    'rfc-network':
      'RFC 9309 §2.3.1.4：“无法访问”（服务器或网络错误）：抓取工具必须假定完全禁止；30 天后可以将 robots.txt 视为不可用，或继续使用缓存的副本。',
    'rfc-invalid': 'RFC 9309 没有为此状态规定行为。',
    'amazon-2xx': '读取应答中的规则；更改在 24 小时内生效。',
    'amazon-failed':
      '除成功以外的任何应答（3xx、4xx、5xx、超时、被屏蔽）都会让它重新获取或使用最近 30 天内的缓存副本；两者都失败时，它按没有 robots.txt 的情况抓取。这与 Google 的规则不同：5xx 不会让它停止抓取。',
    'bing-4xx': '没有 robots.txt 时，它可以抓取该主机上的任何内容。',
    'bing-not-stated': '没有公开对这种应答的处理方式。',
  },
  statusEffects: {
    'follow-rules': '按文件中的规则抓取。',
    'follow-redirect': '跟随重定向，并使用最终文件中的规则。',
    'allow-all': '抓取所有内容，就像没有 robots.txt 一样。',
    'disallow-all': '不抓取该网站上的任何内容。',
    unknown: '行为未定义。',
    'use-cached-copy': '使用最后一次成功获取的 robots.txt（如果没有，则不抓取任何内容）。',
    'allow-all-if-site-available':
      '网站其他部分有响应时，按没有 robots.txt 的情况抓取；否则不抓取任何内容。',
  },
  statusChoices: {
    '200': '200 OK',
    '301': '3xx 重定向（301、302、307、308）',
    '404': '404 Not Found',
    '410': '410 Gone',
    '429': '429 Too Many Requests',
    '500': '500 Internal Server Error',
    '503': '503 Service Unavailable',
    unreachable: '无法访问（超时、DNS 错误或连接错误）',
  },
  lastmodActions: {
    usable: '可用 lastmod 安排重新抓取',
    doubtful: '信任之前先抽查部分页面',
    unusable: '不要使用：依据其他信号重新抓取',
  },
  lastmodReasonTitles: {
    absent: '没有或几乎没有 lastmod',
    'generation-time': '是生成时间，而不是页面更改时间',
    'few-distinct': '成千上万的 URL 只有寥寥几个值',
    future: '未来的日期',
    'date-only': '只有日期，没有时间',
    'index-mismatch': '索引的 lastmod 早于其站点地图',
    invalid: '无法读取的日期',
  },
  verdictNotes: {
    'rfc-robots-txt-allowed':
      'RFC 9309 §2.2.2 始终允许 /robots.txt 本身；Google 的库仍会对它应用规则（此处：第 {line} 行）。',
    'rfc-percent-encoding':
      'RFC 9309 §2.2.2 比较经过 % 编码规范化的路径，会给出{rfcVerdict, select, allowed {允许} other {禁止}}（第 {rfcLine} 行）；Google 按原样比较 URL。',
    'google-differs':
      'Google 的库按原样比较 URL，给出{googleVerdict, select, allowed {允许} other {禁止}}（第 {googleLine} 行）。',
    'agent-not-a-token':
      '“{agent}”不是产品标记（只能包含 [a-zA-Z_-]）：Google 的库按原样比较，因此它不匹配任何 user-agent 行。',
    'index-html-directory':
      'Google 特有：第 {line} 行的 Allow 以 index.htm(l) 结尾，因此也允许该目录本身。',
    'no-matching-group': '没有组指定此抓取工具，也没有 * 组：全部允许。',
  },
  aiPurposes: {
    training: '模型训练',
    'ai-search': 'AI 搜索',
    'user-fetch': '应用户请求抓取',
    'control-token': '控制令牌（没有独立的抓取工具）',
    ads: '检查已提交的广告着陆页',
  },
  aiFeeds: {
    GPTBot: '训练 OpenAI 的生成式 AI 模型',
    'OAI-SearchBot': 'ChatGPT 的搜索结果',
    'ChatGPT-User': '用户让 ChatGPT 打开的页面',
    ClaudeBot: '训练 Anthropic 的模型',
    'Claude-SearchBot': 'Claude 的搜索结果',
    'Claude-User': '用户让 Claude 打开的页面',
    'Google-Extended': 'Gemini 的训练和信息依据（拦截它不影响 Google 搜索）',
    'Applebot-Extended': '训练 Apple 的基础模型（拦截它不影响 Applebot 的搜索）',
    PerplexityBot: 'Perplexity 的搜索索引',
    'Perplexity-User': '用户向 Perplexity 请求的页面',
    CCBot: 'Common Crawl 的开放网页存档，被广泛用于训练模型',
    Bytespider: '训练字节跳动的模型',
    Amazonbot: 'Amazon 的产品和服务，包括 AI 模型训练',
    'meta-externalagent': '训练 Meta 的 AI 模型及其他产品用途',
    'OAI-AdsBot': '对作为 ChatGPT 广告提交的着陆页进行安全检查',
    'Google-CloudVertexBot': '网站所有者为 Vertex AI Agents 请求的抓取',
    'Amzn-SearchBot': 'Amazon 的搜索体验，包括 Alexa 和 Rufus',
    'Amzn-User': '用户请 Amazon 助手获取的页面',
    'meta-externalfetcher': '用户请 Meta AI 打开的页面',
    DuckAssistBot: 'DuckDuckGo 的 AI 辅助搜索（DuckAssist）的回答',
    'MistralAI-User': '用户请 Le Chat 打开的页面',
    'Google-GeminiNotebook': '用户在 Gemini Notebook 中添加为来源的页面',
    'Google-Agent': 'Google 的代理代表用户打开的页面',
    'meta-webindexer': 'Meta AI 的搜索索引',
    'meta-externalads': '检查 Meta 广告中使用的页面',
    'MistralAI-Index': 'Mistral 为 Le Chat 建立的搜索索引（不用于训练）',
    'MistralAI-Training': '训练 Mistral 的生成式 AI 模型',
  },
};
