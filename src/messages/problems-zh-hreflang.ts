/**
 * hreflang 代码（core/hreflang/hreflang-codes.ts）的中文文本。来源：Google 搜索中心
 * “告知 Google 您网页的本地化版本”
 * (https://developers.google.com/search/docs/specialty/international/localized-versions?hl=zh-cn)。
 */
import type { HreflangCodeReason, HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemTexts } from './text-types';

export const problemsZhHreflang: Record<HreflangProblemCode, ProblemTexts> = {
  'hreflang-no-return': {
    message: '将 {href} 列为“{hreflang}”版本，但 {href} 没有链接回来',
    explanation:
      'Google 只在另一方也确认时才采用 hreflang 注释：“如果两个网页没有相互指向对方，这些标记将被忽略”（Google 搜索中心“告知 Google 您网页的本地化版本”）。对方 URL 在已加载的站点地图中，但其备用链接中没有本 URL。',
    fix: '为每个语言版本提供同一份完整的备用链接列表（包括本 URL）。',
  },
  'hreflang-missing-self': {
    message: '{url} 有 {links} 个 hreflang 备用链接，但没有指向自身的',
    explanation:
      '每个语言版本都必须列出自身以及所有其他语言版本（Google 搜索中心“告知 Google 您网页的本地化版本”）。',
    fix: '添加一个 xhtml:link，使用本 URL 自己的语言代码，href 为本 URL。',
  },
  'hreflang-invalid-code': {
    message: '“{hreflang}”（{href}）不是 Google 接受的语言代码：{detail}',
    explanation:
      'Google 接受 ISO 639-1 格式的语言代码，可选地后跟 ISO 3166-1 Alpha 2 格式的地区代码（按 BCP 47，中间可加文字代码），或 x-default。常见错误：“en-UK”（英国的代码是 GB）、“jp”（日语是 ja）、“cn”（中文是 zh）、只写地区代码如“gb”“us”、以及下划线如“en_GB”。代码不区分大小写。代码无效的注释会被忽略。',
    fix: '写出 Google 要求的代码，例如 en-GB、ja、zh-CN 或 x-default。',
  },
  'hreflang-conflict': {
    message: '“{hreflang}”指向两个 URL：{href} 和 {other}',
    explanation:
      '在一个集群中，一个语言代码只对应一个 URL。一个 URL 为同一代码列出两个 URL，或同一集群的 URL 将同一代码指向不同网页时，Google 无法判断应显示哪个版本，可能忽略这些注释。',
    fix: '在集群的每个列表中，每个语言代码只保留一个 URL。',
  },
  'hreflang-target-not-listed': {
    message: '“{hreflang}”备用链接 {href} 不在任何已加载的站点地图中，无法检查其返回链接',
    explanation:
      '这里加载的站点地图都没有列出该备用 URL，因此无法确认它是否链接回来。它可能在其他站点地图或网页本身中声明。超过前 100 个的只计数。',
    fix: '加载列出该 URL 的站点地图，或将它连同备用链接列入这些站点地图。',
  },
  'hreflang-target-blocked': {
    message: '“{hreflang}”备用链接 {href} 被 robots.txt 第 {line} 行对 {agent} 屏蔽',
    explanation:
      '无法抓取该备用 URL 的抓取工具读不到其中的注释，因此看不到 Google 所需的返回链接（与 URL 表使用同一 robots.txt 和抓取工具进行核对）。',
    fix: '在 robots.txt 中允许该备用 URL，或将其移出集群。',
  },
  'hreflang-no-x-default': {
    message: '{url} 所在的集群（{urls} 个 URL）没有 x-default',
    explanation:
      'x-default 指向语言与任何版本都不匹配的用户所用的网页（通常是语言选择页或首页）。Google 推荐使用，但不是必需的。',
    fix: '为集群中的每个 URL 添加 xhtml:link hreflang="x-default"。',
  },
};

/** `params.detail` 的中文（按 `params.reason`）。 */
export const hreflangDetailsZh: Record<HreflangCodeReason, string> = {
  'hreflang-code-slip': '可能是“{suggestion}”',
  'hreflang-code-unknown': '无法读作 ISO 639-1 语言（可选 ISO 3166-1 地区）',
};
