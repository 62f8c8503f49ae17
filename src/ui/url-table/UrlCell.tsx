import { useState } from 'react';
import { t } from '../i18n/i18n';
import { copyText } from './copy-text';
import { isHttpUrl } from './safe-link';

/**
 * One URL: a link only when it is http(s) (`rel="noopener noreferrer"`, new tab), otherwise
 * plain text; React puts it in the page as text, so `<script>` or quotes stay inert.
 */
export function UrlCell({ loc }: { loc: string }) {
  const [isCopied, setCopied] = useState(false);
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
          target="_blank"
          rel="noopener noreferrer"
          title={t('urls.open.label', { url: loc })}
        >
          {loc}
        </a>
      ) : (
        <span className="url-text">{loc}</span>
      )}
      <button
        type="button"
        className="copy"
        onClick={() => void copy()}
        aria-label={t('urls.copy.label', { url: loc })}
      >
        {isCopied ? t('urls.copied') : t('urls.copy')}
      </button>
    </span>
  );
}
