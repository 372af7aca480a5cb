import { useTranslation } from 'react-i18next';
import type { Lang, ShopEvent } from '../../api/types';
import { formatEventDates } from '../../lib/dates';
import { localise } from '../../lib/localisedText';

/** The event's facts on its article page: its name (when the article's differs), date and venue. */
export default function EventFacts({
  event,
  articleName,
  lang,
}: {
  event: ShopEvent;
  articleName: string;
  lang: Lang;
}) {
  const { t } = useTranslation('catalog');
  const eventName = localise(event.name, lang);
  const date = formatEventDates(event.startsAt, event.endsAt, lang);
  return (
    <dl className="facts">
      {eventName && eventName !== articleName && (
        <div>
          <dt>{t('article.eventDetails')}</dt>
          <dd>{eventName}</dd>
        </div>
      )}
      {date && (
        <div>
          <dt>{t('article.date')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{date}</time>
          </dd>
        </div>
      )}
      {event.venue && (
        <div>
          <dt>{t('article.venue')}</dt>
          <dd>
            <span>{event.venue}</span>
            {event.venueAddress && (
              <span className="article-page__address">
                {/* street, then postcode and place: the order of CH, DE, FR and IT */}
                {`${event.venueAddress.streetAddress}, ${event.venueAddress.postalCode} ${event.venueAddress.addressLocality}`}
              </span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
