import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import Price from '../../components/Price';
import type { Lang } from '../../api/types';
import { seatName } from '../../lib/seatName';
import type { SeatCategoryGroup } from './seatingModel';

export interface SeatListProps {
  /** null until the event's seats have come */
  groups: SeatCategoryGroup[] | null;
  /** the chart could not be drawn: seats are chosen through it, so none can be offered */
  failed: boolean;
  /** the chart cannot hold seats just now (it waits for the order, or its session ended) */
  unavailable: boolean;
  /** the event's seats could not be fetched */
  seatsFailed: boolean;
  onRetry: () => void;
  selected: ReadonlySet<string>;
  /** each category's lowest and highest price, minor units */
  prices: ReadonlyMap<string, { low: number; high: number } | null>;
  currency: string;
  lang: Lang;
  onToggle: (seat: { label: string; category: string }, wanted: boolean) => void;
}

/**
 * The event's seats as a list, by category and row: one toggle button per seat the visitor can
 * take (or has taken), so a seat can be chosen with the keyboard and a screen reader alone. The
 * seats come from the shop API; choosing one goes through the chart, which holds it.
 */
export default function SeatList({
  groups,
  failed,
  unavailable,
  seatsFailed,
  onRetry,
  selected,
  prices,
  currency,
  lang,
  onToggle,
}: SeatListProps) {
  const { t } = useTranslation('seating');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const heading = `${id}-heading`;

  let body;
  if (failed) body = <p className="seat-list__note">{t('list.unavailable')}</p>;
  else if (seatsFailed)
    body = (
      <p role="alert" className="seat-list__note">
        {t('list.failed')}{' '}
        <Button variant="outline" size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </p>
    );
  else if (groups === null)
    body = (
      <p role="status" className="seat-list__note">
        {t('list.loading')}
      </p>
    );
  else
    body = groups.map((group) => {
      const range = prices.get(group.category);
      return (
        <div key={group.category} className="seat-list__category">
          <h3 className="seat-list__category-name">
            {group.label}
            {range && (
              <span className="seat-list__price">
                <Price amount={range.low} currency={currency} lang={lang} />
                {range.high !== range.low && (
                  <>
                    {' – '}
                    <Price amount={range.high} currency={currency} lang={lang} />
                  </>
                )}
              </span>
            )}
          </h3>
          {group.rows.map((row) => {
            const rowId = `${id}-${group.category}-${row.row}`;
            return (
              <div key={row.row} role="group" aria-labelledby={rowId} className="seat-list__row">
                <span id={rowId} className="seat-list__row-name">
                  {t('list.row', { row: row.row })}
                </span>
                {row.seats.length === 0 ? (
                  <span className="seat-list__full">{t('list.rowFull')}</span>
                ) : (
                  <ul className="seat-list__seats">
                    {row.seats.map((seat) => {
                      const pressed = selected.has(seat.label);
                      return (
                        <li key={seat.label}>
                          <button
                            type="button"
                            className="seat-toggle"
                            aria-pressed={pressed}
                            aria-label={seatName(seat.label, tCommon)}
                            // focusable still, so the place in the list is kept; the chart's
                            // part of the page says why (SeatChartSection)
                            aria-disabled={unavailable || undefined}
                            onClick={() => {
                              if (unavailable) return;
                              onToggle({ label: seat.label, category: seat.category }, !pressed);
                            }}
                          >
                            {seat.number}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      );
    });

  return (
    <section className="seating-card seat-list" aria-labelledby={heading}>
      <h2 id={heading}>{t('list.heading')}</h2>
      <p className="seat-list__note">{t('list.hint')}</p>
      {body}
    </section>
  );
}
