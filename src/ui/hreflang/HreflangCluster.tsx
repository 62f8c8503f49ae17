/**
 * A chosen URL's hreflang cluster: each member with the file that lists it and each of its
 * links with its state (confirmed, itself, no return link, in no loaded sitemap) and its own
 * fault (an invalid code, a conflict). A link's URL chooses that URL's cluster view.
 */
import { formatNumber, t } from '../../i18n/i18n';
import type { HreflangAnswer } from '../../worker/protocol/hreflang';

interface Props {
  selected: NonNullable<HreflangAnswer['selected']> | null;
  url: string;
  onChoose(url: string): void;
  onShowUrls(text: string): void;
}

export function HreflangCluster({ selected, url, onChoose, onShowUrls }: Props) {
  if (selected === null) return <p className="hint">{t('hreflang.notInCluster', { url })}</p>;
  return (
    <section
      className="hreflang-cluster"
      aria-label={t('hreflang.selected', { cluster: selected.cluster, url: selected.url })}
    >
      <h3>{t('hreflang.selected', { cluster: selected.cluster, url: selected.url })}</h3>
      <button type="button" onClick={() => onShowUrls(selected.url)}>
        {t('hreflang.showUrls')}
      </button>
      {selected.members.map((member) => (
        <table key={member.url} className="hreflang-table">
          <caption>
            {member.url}
            {member.file !== '' && <span className="hint"> — {member.file}</span>}
          </caption>
          {member.hasAlternates ? (
            <>
              <thead>
                <tr>
                  <th scope="col">{t('hreflang.col.hreflang')}</th>
                  <th scope="col">{t('hreflang.col.href')}</th>
                  <th scope="col">{t('hreflang.col.state')}</th>
                  <th scope="col">{t('hreflang.col.line')}</th>
                </tr>
              </thead>
              <tbody>
                {member.links.map((link, index) => (
                  <tr
                    key={index}
                    className={link.state === 'no-return' || link.fault ? 'is-faulty' : undefined}
                  >
                    <td>{link.hreflang}</td>
                    <td className="url-cell">
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => onChoose(link.href)}
                      >
                        {link.href}
                      </button>
                    </td>
                    <td>
                      {t(`hreflang.state.${link.state}`)}
                      {link.fault && `, ${t(`hreflang.fault.${link.fault}`)}`}
                    </td>
                    <td>
                      {formatNumber(link.line)}:{formatNumber(link.column)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </>
          ) : (
            <tbody>
              <tr>
                <td>{t('hreflang.member.noAlternates')}</td>
              </tr>
            </tbody>
          )}
        </table>
      ))}
    </section>
  );
}
