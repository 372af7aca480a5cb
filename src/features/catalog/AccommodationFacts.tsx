import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article, Lang } from '../../api/types';
import { formatEventDate } from '../../lib/dates';
import { localise } from '../../lib/localisedText';

/** An accommodation's stay on its article page: check-in, check-out, address and amenities. */
export default function AccommodationFacts({ article, lang }: { article: Article; lang: Lang }) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  const stay = article.accommodation;
  if (!stay) return null;
  const amenities = localise(stay.amenities, lang);
  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.accommodation')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('article.checkIn')}</dt>
          <dd>
            <time dateTime={stay.checkIn}>{formatEventDate(stay.checkIn, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('article.checkOut')}</dt>
          <dd>
            <time dateTime={stay.checkOut}>{formatEventDate(stay.checkOut, lang)}</time>
          </dd>
        </div>
        {stay.address && (
          <div>
            <dt>{t('article.address')}</dt>
            <dd>
              <address>{stay.address}</address>
            </dd>
          </div>
        )}
        {amenities && (
          <div>
            <dt>{t('article.amenities')}</dt>
            <dd>{amenities}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
