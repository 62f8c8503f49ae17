/** core-texts.ts の日本語: robots.txt の HTTP ステータス、lastmod の理由、AI クローラーの用途。 */
import type { CoreTexts } from './text-types';

export const coreJa: CoreTexts = {
  statusTexts: {
    'google-2xx': 'Google は応答に含まれるルールを読み取ります。',
    'google-3xx':
      'Google はリダイレクトを最大5回たどり、リダイレクト先のルールを読み取ります。それ以上リダイレクトが続くと robots.txt がないもの（404: すべて許可）として扱います。',
    'google-4xx':
      'Google は robots.txt がないものとして扱い、すべてをクロールすることがあります（429 以外の 4xx は「制限なし」の意味です）。',
    'google-5xx':
      'Google は再試行の間、12時間そのサイトのクロールを停止します。その後、最大30日間は最後に取得できたコピーを使います。それ以降は、サイトのほかの部分に到達できれば robots.txt がないものとしてクロールし、到達できなければクロールを停止します。',
    'google-429':
      'Google は 429 Too Many Requests をサーバーエラー（5xx）と同様に扱います。12時間はクロールせず、その後最大30日間は最後に取得できたコピーを使います。',
    'google-network':
      'Google はタイムアウト、DNS エラー、接続エラーをサーバーエラー（5xx）と同様に扱います。12時間はクロールせず、その後最大30日間は最後に取得できたコピーを使い、それ以降はサイトのほかの部分に到達できれば制限なしとして扱います。',
    'google-invalid':
      'robots.txt に対してサーバーが返す HTTP ステータスではありません。Google は想定外の応答をサーバーエラーとして扱います。',
    'rfc-2xx': 'RFC 9309 §2.3.1.1: クローラーは解析できたルールに従わなければなりません。',
    'rfc-3xx':
      'RFC 9309 §2.3.1.2: クローラーは、別のオーソリティへのものも含め、少なくとも5回連続のリダイレクトをたどるべきで、その後は robots.txt を「利用不可」として扱ってかまいません。',
    'rfc-4xx':
      'RFC 9309 §2.3.1.3: 「利用不可」（400～499、429 を含む）: クローラーはどのリソースにもアクセスしてかまいません。',
    'rfc-5xx':
      'RFC 9309 §2.3.1.4: 「到達不能」: クローラーは全面的な禁止とみなさなければなりません。30日後は robots.txt を利用不可として扱うか、キャッシュしたコピーを使い続けてかまいません。',
    'rfc-network':
      'RFC 9309 §2.3.1.4: 「到達不能」（サーバーまたはネットワークのエラー）: クローラーは全面的な禁止とみなさなければなりません。30日後は robots.txt を利用不可として扱うか、キャッシュしたコピーを使い続けてかまいません。',
    'rfc-invalid': 'RFC 9309 はこのステータスに対する動作を定めていません。',
    'amazon-2xx': '応答のルールを読みます。変更は 24 時間以内に反映されます。',
    'amazon-failed':
      '成功以外の応答（3xx、4xx、5xx、タイムアウト、ブロック）では再取得するか、過去 30 日以内のキャッシュを使います。どちらもできなければ robots.txt がないものとしてクロールします。Google のルールとは異なり、5xx でもクロールは止まりません。',
    'bing-4xx': 'robots.txt がなければ、そのホストのどこでもクロールできるものとします。',
    'bing-not-stated': 'この応答での動作は公開されていません。',
  },
  statusEffects: {
    'follow-rules': 'ファイルのルールに従ってクロールします。',
    'follow-redirect': 'リダイレクトをたどり、リダイレクト先のファイルのルールを使います。',
    'allow-all': 'robots.txt がないものとして、すべてをクロールします。',
    'disallow-all': 'サイトを一切クロールしません。',
    unknown: '動作は定められていません。',
    'use-cached-copy':
      '最後に取得に成功した robots.txt を使います（それがなければ何もクロールしません）。',
    'allow-all-if-site-available':
      'サイトのほかの部分が応答すれば robots.txt がないものとしてクロールし、応答しなければ何もクロールしません。',
  },
  statusChoices: {
    '200': '200 OK',
    '301': '3xx リダイレクト（301、302、307、308）',
    '404': '404 Not Found',
    '410': '410 Gone',
    '429': '429 Too Many Requests',
    '500': '500 Internal Server Error',
    '503': '503 Service Unavailable',
    unreachable: '到達不能（タイムアウト、DNS エラー、接続エラー）',
  },
  lastmodActions: {
    usable: 'lastmod を再クロールの計画に使える',
    doubtful: '信頼する前にページの一部を確かめる',
    unusable: '使わない: 他の手がかりで再クロールする',
  },
  lastmodReasonTitles: {
    absent: 'lastmod がない、またはほとんどない',
    'generation-time': 'ページの更新ではなく生成日時',
    'few-distinct': '何千もの URL に対して値がごく少数',
    future: '未来の日付',
    'date-only': '日付のみで時刻がない',
    'index-mismatch': 'インデックスの lastmod がサイトマップより古い',
    invalid: '読み取れない日付',
  },
  verdictNotes: {
    'rfc-robots-txt-allowed':
      'RFC 9309 §2.2.2 では /robots.txt 自体は常に許可されますが、Google のライブラリはこれにもルールを適用します（ここでは {line} 行目）。',
    'rfc-percent-encoding':
      'RFC 9309 §2.2.2 は %エンコードを正規化したパスで比較し、{rfcVerdict, select, allowed {許可} other {拒否}}と答えます（{rfcLine} 行目）。Google は URL を書かれたとおりに比較します。',
    'google-differs':
      'Google のライブラリは URL を書かれたとおりに比較し、{googleVerdict, select, allowed {許可} other {拒否}}と答えます（{googleLine} 行目）。',
    'agent-not-a-token':
      '"{agent}" はプロダクトトークンではありません（[a-zA-Z_-] のみ）。Google のライブラリはそのまま比較するため、どの user-agent 行にも一致しません。',
    'index-html-directory':
      'Google 固有: {line} 行目の Allow は index.htm(l) で終わるため、そのディレクトリ自体も許可します。',
    'no-matching-group':
      'このクローラーを指定するグループも * グループもありません。すべて許可されます。',
  },
  aiPurposes: {
    training: 'モデルの学習',
    'ai-search': 'AI 検索',
    'user-fetch': 'ユーザーの依頼による取得',
    'control-token': '制御用トークン（専用のクローラーはなし）',
    ads: '登録された広告ランディングページの確認',
  },
  aiFeeds: {
    GPTBot: 'OpenAI の生成 AI モデルの学習',
    'OAI-SearchBot': 'ChatGPT の検索結果',
    'ChatGPT-User': 'ユーザーが ChatGPT に開くよう頼んだページ',
    ClaudeBot: 'Anthropic のモデルの学習',
    'Claude-SearchBot': 'Claude の検索結果',
    'Claude-User': 'ユーザーが Claude に開くよう頼んだページ',
    'Google-Extended':
      'Gemini の学習とグラウンディング（ブロックしても Google 検索には影響しません）',
    'Applebot-Extended':
      'Apple の基盤モデルの学習（ブロックしても Applebot による検索には影響しません）',
    PerplexityBot: 'Perplexity の検索インデックス',
    'Perplexity-User': 'ユーザーが Perplexity に求めたページ',
    CCBot: 'Common Crawl の公開ウェブアーカイブ（モデルの学習に広く使われています）',
    Bytespider: 'ByteDance のモデルの学習',
    Amazonbot: 'Amazon の製品とサービス（AI モデルの学習を含む）',
    'meta-externalagent': 'Meta の AI モデルの学習とその他の製品での利用',
    'OAI-AdsBot': 'ChatGPT 広告として登録されたランディングページの安全確認',
    'Google-CloudVertexBot': 'サイト所有者が Vertex AI Agents のために依頼したクロール',
    'Amzn-SearchBot': 'Alexa や Rufus を含む Amazon の検索機能',
    'Amzn-User': 'ユーザーが Amazon のアシスタントに求めたページ',
    'meta-externalfetcher': 'ユーザーが Meta AI に開くよう頼んだページ',
    DuckAssistBot: 'DuckDuckGo の AI 支援検索（DuckAssist）の回答',
    'MistralAI-User': 'ユーザーが Le Chat に開くよう頼んだページ',
    'Google-GeminiNotebook': 'ユーザーが Gemini Notebook にソースとして追加したページ',
    'Google-Agent': 'Google のエージェントがユーザーの代わりに開くページ',
    'meta-webindexer': 'Meta AI の検索インデックス',
    'meta-externalads': 'Meta の広告で使われるページの確認',
    'MistralAI-Index': 'Le Chat のための Mistral の検索インデックス（学習には使われません）',
    'MistralAI-Training': 'Mistral の生成 AI モデルの学習',
  },
};
