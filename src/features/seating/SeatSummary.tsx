import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article, DeliveryCode, Lang, OrderItem, Variant } from '../../api/types';
import Button from '../../components/Button';
import Price from '../../components/Price';
import VisuallyHidden from '../../components/VisuallyHidden';
import { localise } from '../../lib/localisedText';
import { formatMoney } from '../../lib/money';
import { seatName } from '../../lib/seatName';
import { seatPrice, type ChartSeat } from './seatingModel';

/** A variant's label without its category, which the seat shows already: 'Kategorie 1 · Kind' -> 'Kind'. */
export function ticketTypeName(label: string, categoryLabel: string | undefined): string {
  const prefix = categoryLabel ? `${categoryLabel} · ` : '';
  return prefix && label.startsWith(prefix) && label.length > prefix.length
    ? label.slice(prefix.length)
    : label;
}

export interface SeatSummaryProps {
  article: Article;
  /** the order's items on this chart's seats, as the server lists them */
  items: readonly OrderItem[];
  /** the chart's seats by label (row, number, category), when it has reported them */
  seats: ReadonlyMap<string, ChartSeat>;
  byCategory: ReadonlyMap<string, readonly Variant[]>;
  variants: ReadonlyMap<string, Variant>;
  /** seats with a call under way */
  busy: ReadonlySet<string>;
  /** the chart cannot release seats just now (seats are released through it) */
  unavailable: boolean;
  delivery: DeliveryCode | null;
  onDeliveryChange: (code: DeliveryCode) => void;
  currency: string;
  lang: Lang;
  onRelease: (seat: { label: string; category: string }) => void;
  onTicketTypeChange: (seatLabel: string, variantId: string) => void;
  onOpenCart: () => void;
}

/**
 * What the visitor holds on this chart: each seat with its ticket type (changeable among its
 * category's variants), delivery and price, a release button, the total and the way to the cart.
 * Above it, how the tickets of the next seats are delivered.
 */
export default function SeatSummary({
  article,
  items,
  seats,
  byCategory,
  variants,
  busy,
  unavailable,
  delivery,
  onDeliveryChange,
  currency,
  lang,
  onRelease,
  onTicketTypeChange,
  onOpenCart,
}: SeatSummaryProps) {
  const { t } = useTranslation('seating');
  const { t: tc } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const heading = `${id}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = items.reduce((sum, item) => sum + item.price, 0);

  return (
    <section className="seating-card seat-summary" aria-labelledby={heading}>
      <h2 id={heading} ref={headingRef} tabIndex={-1}>
        {t('summary.heading')}
      </h2>
      {article.deliveryOptions.length > 1 && (
        <fieldset className="seat-summary__delivery">
          <legend>{t('delivery.legend')}</legend>
          <p className="seat-summary__hint">{t('delivery.hint')}</p>
          {article.deliveryOptions.map((option) => (
            <label key={option.code} className="seat-summary__radio">
              <input
                type="radio"
                name={`${id}-delivery`}
                value={option.code}
                checked={delivery === option.code}
                onChange={() => onDeliveryChange(option.code)}
              />
              <span>
                {tc(`article.deliveryOption.${option.code}`)}
                <span className="seat-summary__surcharge">
                  {option.price > 0
                    ? t('delivery.surcharge', {
                        price: formatMoney(option.price, currency, lang),
                      })
                    : t('delivery.free')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {items.length === 0 ? (
        <p className="seat-summary__empty">{t('summary.empty')}</p>
      ) : (
        <ul className="seat-summary__list">
          {items.map((item) => {
            const label = item.seatLabel ?? '';
            const seat = seats.get(label);
            const name = seatName(label, tCommon);
            const variant = variants.get(item.variant);
            const category = variant?.seatCategory ?? seat?.category ?? '';
            const types = byCategory.get(category) ?? [];
            const selectId = `${id}-${label}`;
            return (
              <li key={item.id} className="seat-summary__item">
                <div className="seat-summary__seat">
                  <span className="seat-summary__name">{name}</span>
                  {seat?.categoryLabel && (
                    <span className="seat-summary__category">{seat.categoryLabel}</span>
                  )}
                </div>
                {types.length > 1 ? (
                  <div className="seat-summary__type">
                    <label htmlFor={selectId}>
                      {t('summary.ticketType')}
                      <VisuallyHidden>{` ${name}`}</VisuallyHidden>
                    </label>
                    <select
                      id={selectId}
                      value={item.variant}
                      disabled={busy.has(label)}
                      onChange={(event) => onTicketTypeChange(label, event.target.value)}
                    >
                      {types.map((type) => (
                        <option key={type.id} value={type.id}>
                          {t('summary.typeOption', {
                            label: ticketTypeName(
                              localise(type.label, lang) || type.id,
                              seat?.categoryLabel,
                            ),
                            price: formatMoney(seatPrice(type), currency, lang),
                          })}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <span className="seat-summary__type">
                    {ticketTypeName(
                      localise(variant?.label, lang) || item.variant,
                      seat?.categoryLabel,
                    )}
                  </span>
                )}
                {item.deliveryOption && (
                  <span className="seat-summary__detail">
                    {t('summary.delivery', {
                      option: tc(`article.deliveryOption.${item.deliveryOption}`),
                    })}
                  </span>
                )}
                <div className="seat-summary__end">
                  <Price amount={item.price} currency={currency} lang={lang} />
                  <Button
                    variant="outline"
                    size="small"
                    aria-label={t('summary.releaseSeat', { seat: name })}
                    aria-disabled={unavailable || undefined}
                    onClick={() => {
                      if (unavailable) return;
                      // the item leaves the list: the focus waits on the heading meanwhile
                      headingRef.current?.focus();
                      onRelease({ label, category });
                    }}
                  >
                    {t('summary.release')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <p className="seat-summary__total">
        <span>{t('summary.total', { count: items.length })}</span>
        <Price amount={total} currency={currency} lang={lang} />
      </p>
      <Button fullWidth onClick={onOpenCart}>
        {t('summary.openCart')}
      </Button>
    </section>
  );
}
