/**
 * The **Sections** list: URL counts by host and first directory, the
 * shape of the site before a page is fetched. Selecting a section filters the table; the
 * counts follow the other filters but not the section filter itself, so the list does not
 * collapse to the one chosen.
 */
import { decodeForReading, readableHost } from '../../core/analysis/readable-url';
import type { SectionsAnswer } from '../../worker/protocol/rows';
import { formatNumber, t } from '../../i18n/i18n';

/** More than this and the list stops being a summary. */
const SECTIONS_SHOWN = 40;

interface Props {
  answer: SectionsAnswer | undefined;
  selected: string | undefined;
  onSelect(key: string | undefined): void;
}

export function SectionList({ answer, selected, onSelect }: Props) {
  if (!answer || answer.sections.length === 0) return null;
  const shown = answer.sections.slice(0, SECTIONS_SHOWN);
  const isSingleHost = answer.hosts.length === 1;
  return (
    <nav className="sections" aria-labelledby="sections-heading">
      <h3 id="sections-heading">{t('sections.heading')}</h3>
      <p className="hint">{t('sections.hint')}</p>
      <ul>
        {shown.map((section) => {
          // Read as a person reads them (Unicode host, decoded section); the filter keeps the key.
          const host = isSingleHost ? '' : readableHost(section.host) || t('sections.noHost');
          const part = section.section ? `${decodeForReading(section.section).text}/` : '';
          const name = `${host}/${part}`;
          const label = section.section || !isSingleHost ? name : `${name} ${t('sections.top')}`;
          const isSelected = selected === section.key;
          return (
            <li key={section.key}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(isSelected ? undefined : section.key)}
                aria-label={t('sections.item', { name: label, count: section.count })}
              >
                <span className="section-name" title={label}>
                  {label}
                </span>
                <span className="section-count">{formatNumber(section.count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {answer.sections.length > SECTIONS_SHOWN && (
        <p className="hint">
          {t('sections.more', { count: answer.sections.length - SECTIONS_SHOWN })}
        </p>
      )}
    </nav>
  );
}
