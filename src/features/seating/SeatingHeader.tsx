import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang, Placement, ShopEvent } from '../../api/types';
import VisuallyHidden from '../../components/VisuallyHidden';
import { formatEventDate } from '../../lib/dates';
import { placementHref } from '../catalog/placementPath';

export interface SeatingHeaderProps {
  /** the article's name in the visitor's language */
  name: string;
  /** the chart's (the hall's) name in the visitor's language */
  chartName: string;
  event: ShopEvent | undefined;
  /** the placement whose page the way back leads to */
  placement: Placement;
  lang: Lang;
}

/** The seating page's heading: the event with its date, the venue and hall, the way back. */
export default function SeatingHeader({
  name,
  chartName,
  event,
  placement,
  lang,
}: SeatingHeaderProps) {
  const { t } = useTranslation('seating');
  const date = event ? formatEventDate(event.startsAt, lang) : '';
  return (
    <header className="seating-page__header">
      <h1 className="seating-page__title">
        {/* one accessible name, 'Name, date'; the eye sees the date on a line of its own */}
        <VisuallyHidden>{date ? t('title', { name, date }) : name}</VisuallyHidden>
        <span aria-hidden="true">
          {name}
          {event && date && (
            <time className="seating-page__date" dateTime={event.startsAt}>
              {date}
            </time>
          )}
        </span>
      </h1>
      <p className="seating-page__venue">
        {[...new Set([event?.venue, chartName].filter(Boolean))].join(' · ')}
      </p>
      <Link className="seating-page__back" to={placementHref(lang, placement)}>
        {t('backToOffer')}
      </Link>
    </header>
  );
}
