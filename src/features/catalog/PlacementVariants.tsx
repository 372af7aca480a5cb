import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Placement, Variant } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { variantAvailability } from '../shop/availability';
import VariantAmount from './VariantAmount';
import VariantPrice, { BundleContents } from './VariantPrice';

interface PlacementVariantsProps {
  placement: Placement;
  /** every variant of the shop, by id (a bundle's contents and prices read them) */
  variants: ReadonlyMap<string, Variant>;
  /** the placement's own variants, in its order */
  placementVariants: readonly Variant[];
  /** seats are chosen on the seating chart: no amount here */
  seated: boolean;
  soldOut: boolean;
  currency: string;
  lang: Lang;
}

/**
 * The placement's prices: each variant with its price, what is left, a bundle's contents and, when
 * it is bought by amount (not seated, not sold out), its amount control.
 */
export default function PlacementVariants({
  placement,
  variants,
  placementVariants,
  seated,
  soldOut,
  currency,
  lang,
}: PlacementVariantsProps) {
  const { t } = useTranslation('catalog');
  const pricesHeading = useId();
  if (placementVariants.length === 0) return null;
  return (
    <section className="catalog-section" aria-labelledby={pricesHeading}>
      <h2 id={pricesHeading}>{t('article.prices')}</h2>
      <ul className="variant-list">
        {placementVariants.map((variant) => {
          const label = localise(variant.label, lang) || variant.id;
          const left = soldOut ? 'SOLD_OUT' : variantAvailability(variant);
          const leftId = `${pricesHeading}-${variant.id}-left`;
          return (
            <li
              key={variant.id}
              className={`variant-row${left === 'SOLD_OUT' ? ' variant-row--sold-out' : ''}`}
            >
              <div className="variant-row__text">
                <span className="variant-row__label">{label}</span>
                <span className="variant-row__price">
                  <VariantPrice
                    variant={variant}
                    variants={variants}
                    currency={currency}
                    lang={lang}
                  />
                </span>
                {left !== 'AVAILABLE' && (
                  <span
                    id={leftId}
                    className={`availability-note availability-note--${left === 'SOLD_OUT' ? 'sold-out' : 'few-left'}`}
                  >
                    {t(left === 'SOLD_OUT' ? 'article.soldOut' : 'article.fewLeft')}
                  </span>
                )}
                <BundleContents
                  variant={variant}
                  variants={variants}
                  currency={currency}
                  lang={lang}
                />
              </div>
              {!seated && !soldOut && (
                <VariantAmount
                  placementId={placement.id}
                  variantId={variant.id}
                  label={label}
                  soldOutReasonId={left === 'SOLD_OUT' ? leftId : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
