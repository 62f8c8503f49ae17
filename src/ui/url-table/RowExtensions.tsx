/**
 * The row detail's extension fields, as the worker read them again from the row's file: each
 * image (loc, title, caption), each hreflang alternate, the news and video fields. Long lists
 * show their first items and say how many there are; each value wraps, never widening the page.
 */
import type { EntryDetail } from '../../core/sitemap/entry-detail';
import type { RowDetailEvent } from '../../worker/protocol/request-map';
import type { UrlRowView } from '../../worker/protocol/rows';
import { t } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/en';

interface Props {
  row: UrlRowView;
  answer: RowDetailEvent | undefined;
}

export function RowExtensions({ row, answer }: Props) {
  if (!answer) return <p className="hint">{t('detail.reading')}</p>;
  if (answer.status === 'gone') return <p className="hint">{t('detail.gone')}</p>;
  if (answer.status === 'none') return <p className="hint">{t('detail.noExtensions')}</p>;
  if (answer.status === 'not-found' || !answer.extensions)
    return (
      <p className="hint">
        {t('detail.notFound', { images: row.images, alternates: row.alternates })}
      </p>
    );
  const found = answer.extensions;
  if (found.imageCount + found.alternateCount + found.newsCount + found.videoCount === 0)
    return <p className="hint">{t('detail.noneListed')}</p>;
  return (
    <>
      <ItemList
        heading="detail.images"
        count={found.imageCount}
        items={found.images.map((image) => [
          ['detail.image.loc', image.loc],
          ['detail.image.title', image.title],
          ['detail.image.caption', image.caption],
        ])}
      />
      {found.alternateCount > 0 && (
        <section className="row-detail-list">
          <h4>{t('detail.alternates', { count: found.alternateCount })}</h4>
          <ul>
            {found.alternates.map((alternate, index) => (
              <li key={index}>
                <code>{alternate.hreflang || t('detail.none')}</code> →{' '}
                {alternate.href || t('detail.none')}
                {answer.hreflangStates?.[index] && (
                  <> ({t(`hreflang.state.${answer.hreflangStates[index]}`)})</>
                )}
              </li>
            ))}
          </ul>
          <More shown={found.alternates.length} count={found.alternateCount} />
        </section>
      )}
      <ItemList heading="detail.news" count={found.newsCount} items={newsItems(found)} />
      <ItemList heading="detail.videos" count={found.videoCount} items={videoItems(found)} />
    </>
  );
}

type Field = [MessageKey, string | undefined];

function newsItems(found: EntryDetail): Field[][] {
  return found.news.map((news) => [
    ['detail.news.name', news.name],
    ['detail.news.language', news.language],
    ['detail.news.date', news.publicationDate],
    ['detail.news.title', news.title],
  ]);
}

function videoItems(found: EntryDetail): Field[][] {
  return found.videos.map((video) => [
    ['detail.video.title', video.title],
    ['detail.video.contentLoc', video.contentLoc],
    ['detail.video.playerLoc', video.playerLoc],
    ['detail.video.thumbnailLoc', video.thumbnailLoc],
    ['detail.video.description', video.description],
  ]);
}

/** One heading, then each item's fields as a small list of names and values. */
function ItemList(props: { heading: MessageKey; count: number; items: Field[][] }) {
  if (props.count === 0) return null;
  return (
    <section className="row-detail-list">
      <h4>{t(props.heading, { count: props.count })}</h4>
      <ol>
        {props.items.map((fields, index) => (
          <li key={index}>
            <dl>
              {fields
                .filter(([, value]) => value !== undefined)
                .map(([name, value]) => (
                  <div key={name}>
                    <dt>{t(name)}</dt>
                    <dd>{value === '' ? t('detail.none') : value}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ol>
      <More shown={props.items.length} count={props.count} />
    </section>
  );
}

function More({ shown, count }: { shown: number; count: number }) {
  if (shown >= count) return null;
  return <p className="hint">{t('detail.more', { shown, count })}</p>;
}
