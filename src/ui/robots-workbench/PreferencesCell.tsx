/**
 * What an AI crawler's group asks for the site root (Content-Signal, Content-Usage: core
 * ai-access.ts), beside and never instead of its access, with the lines that say so.
 */
import type { AiAccessAnswer } from '../../worker/protocol/robots';
import { t } from '../../i18n/i18n';

type Access = AiAccessAnswer['crawlers'][number];

/** What the crawler's group asks for the site root, beside (never instead of) its access. */
export function PreferencesCell({ access }: { access: Access }) {
  const where = (lines: readonly number[]) =>
    lines.length === 1
      ? t('aiCrawlers.line', { line: lines[0] })
      : t('aiCrawlers.lines', { lines: lines.join(', ') });
  return (
    <span className="preferences">
      {access.preferences.length === 0 && access.pathPreferenceLines.length === 0
        ? t('aiCrawlers.pref.none')
        : access.preferences.map((pref) => (
            <span className="preference" key={pref.purpose}>
              {t(`aiCrawlers.pref.${pref.purpose}.${pref.allows ? 'yes' : 'no'}`)}{' '}
              <span className="where">({where(pref.lines)})</span>
            </span>
          ))}
      {!access.root.allowed && access.preferences.length > 0 && (
        // draft-ietf-aipref-attach-05 §4: preferences apply only where the group allows fetching.
        <span className="note">{t('aiCrawlers.pref.unusable')}</span>
      )}
      {access.pathPreferenceLines.length > 0 && (
        <span className="note">
          {t('aiCrawlers.pref.paths', { lines: access.pathPreferenceLines.join(', ') })}
        </span>
      )}
    </span>
  );
}
