import { useState } from 'react';
import { readableUrl } from '../../core/analysis/readable-url';
import { t } from '../../i18n/i18n';
import { copyText } from './copy-text';
import { isHttpUrl } from './safe-link';
import { splitForMiddleEllipsis } from './middle-split';

/**
 * One URL: a link only when it is http(s) (`rel="noopener noreferrer"`, new tab), otherwise
 * plain text; React puts it in the page as text, so `<script>` or quotes stay inert. Shown
 * for reading (Unicode host, decoded path, marked "decoded"); the link, the title, Copy and
 * export keep the exact bytes as listed. A long URL is cut in the middle (middle-split.ts):
 * host and end of path stay in view, the whole URL is the title and in the row's detail.
 */
export function UrlCell({ loc }: { loc: string }) {
  const [isCopied, setCopied] = useState(false);
  const readable = readableUrl(loc);
  const isDecoded = readable.isHostDecoded || readable.isPathDecoded;
  const { head, tail } = splitForMiddleEllipsis(readable.text);
  const text = (
    <>
      <span className="url-head">{head}</span>
      {tail && <span className="url-tail">{tail}</span>}
    </>
  );
  const copy = async () => {
    if (await copyText(loc)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <span className="url-cell">
      {isHttpUrl(loc) ? (
        <a
          href={loc}
          tabIndex={-1}
          target="_blank"
          rel="noopener noreferrer"
          title={loc}
          aria-label={t('urls.open.label', { url: readable.text })}
        >
          {text}
        </a>
      ) : (
        <span className="url-text" title={loc}>
          {text}
        </span>
      )}
      {isDecoded && (
        <span className="decoded-mark" title={t('urls.decoded.title', { url: loc })}>
          {t('urls.decoded')}
        </span>
      )}
      <button
        type="button"
        className="copy"
        tabIndex={-1}
        onClick={() => void copy()}
        aria-label={t('urls.copy.label', { url: loc })}
      >
        {isCopied ? t('urls.copied') : t('urls.copy')}
      </button>
    </span>
  );
}
