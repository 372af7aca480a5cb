import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import { useInBrowser } from '../../components/useInBrowser';
import SeatMap, { type SeatMapProps } from './SeatMap';

export interface SeatChartSectionProps {
  /** the chart waits for the order (and its hold token) */
  waits: boolean;
  /** the chart's session ended with the reservation */
  ended: boolean;
  /** the chart could not be drawn */
  failed: boolean;
  /** seats.io has drawn the chart for this session (until then its script may still be loading) */
  drawn: boolean;
  /** everything the chart itself is given (its `control` the zoom buttons use too) */
  map: SeatMapProps;
}

/**
 * The seating chart's part of the page: its heading and hint, a word while it waits for the order
 * or after its session ended, the chart itself (drawn in the browser only: the server's page
 * keeps its place) and the zoom buttons.
 */
export default function SeatChartSection({
  waits,
  ended,
  failed,
  drawn,
  map,
}: SeatChartSectionProps) {
  const { t } = useTranslation('seating');
  const heading = useId();
  const inBrowser = useInBrowser();
  const { control } = map;
  return (
    <section className="seating-card seating-chart" aria-labelledby={heading}>
      <h2 id={heading}>{t('chart.heading')}</h2>
      <p className="seating-chart__hint">{t('chart.hint')}</p>
      {failed && (
        <p role="alert" className="seating-chart__failed">
          {t('chart.failed')}
        </p>
      )}
      {waits || ended ? (
        <p role="status" className="seating-chart__hint">
          {t(waits ? 'chart.preparing' : 'chart.ended')}
        </p>
      ) : !inBrowser ? (
        <div className="seat-map seat-map--waiting" />
      ) : (
        // until seats.io has drawn (its script may come late on a slow line), the chart keeps its
        // place and says it is coming, so the page does not jump and the waiting list has a why
        <div className={drawn ? 'seat-map-slot' : 'seat-map-slot seat-map-slot--waiting'}>
          {!drawn && !failed && (
            <p role="status" className="seat-map-slot__status">
              {t('chart.preparing')}
            </p>
          )}
          <SeatMap key={map.holdToken ?? 'no session'} {...map} />
        </div>
      )}
      {!waits && !ended && !failed && (
        <div className="seating-chart__zoom">
          <p className="seating-chart__zoom-hint">{t('chart.zoomHint')}</p>
          <div className="seating-chart__zoom-buttons">
            {map.selected.length > 0 && (
              <Button
                variant="outline"
                size="small"
                onClick={() => void control.current?.zoomToSelected()}
              >
                {t('chart.zoomToSeats')}
              </Button>
            )}
            <Button
              variant="outline"
              size="small"
              onClick={() => void control.current?.showWhole()}
            >
              {t('chart.showWhole')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
