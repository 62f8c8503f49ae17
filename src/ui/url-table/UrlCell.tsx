import { useState } from 'react';
import { readableUrl } from '../../core/analysis/readable-url';
import { t } from '../i18n/i18n';
import { copyText } from './copy-text';
import { isHttpUrl } from './safe-link';

/**
 * One URL: a link only when it is http(s) (`rel="noopener noreferrer"`, new tab), otherwise
 * plain text; React puts it in the page as text, so `<script>` or quotes stay inert. Shown
 * for reading (Unicode host, decoded path, marked "decoded"); the link, the title, Copy and
 * export keep the exact bytes as listed.
 */
export function UrlCell({ loc }: { loc: string }) {
  const [isCopied, setCopied] = useState(false);
  const readable = readableUrl(loc);
  const isDecoded = readable.isHostDecoded || readable.isPathDecoded;
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
          {readable.text}
        </a>
      ) : (
        <span className="url-text" title={loc}>
          {readable.text}
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
