import { useTranslation } from 'react-i18next';
import type { Lang, Variant } from '../../api/types';
import Price from '../../components/Price';
import VisuallyHidden from '../../components/VisuallyHidden';
import { localise } from '../../lib/localisedText';
import { variantMinimumPrice } from '../shop/shopSelectors';
import PriceFrom from './PriceFrom';
import TextWithPrice from './TextWithPrice';

export interface VariantPriceProps {
  variant: Variant;
  variants: ReadonlyMap<string, Variant>;
  currency: string;
  lang: Lang;
}

/**
 * A variant's price: the plain price; the discounted price with the original struck through;
 * 'price of your choice, from …' for CHOICE; 'from …' for a bundle (its minimum child items included).
 */
export default function VariantPrice({ variant, variants, currency, lang }: VariantPriceProps) {
  const { t } = useTranslation('catalog');
  if (variant.priceStrategy === 'CHOICE') {
    return (
      <PriceFrom
        price={{ amount: variant.minPrice ?? variant.price, choice: true }}
        currency={currency}
        lang={lang}
      />
    );
  }
  if (variant.bundleItems.length > 0) {
    return (
      <PriceFrom
        price={{ amount: variantMinimumPrice(variant, variants), choice: false }}
        currency={currency}
        lang={lang}
      />
    );
  }
  if (variant.totalDiscounted !== null && variant.totalDiscounted !== variant.price) {
    return (
      <span className="variant-price variant-price--discounted">
        <del className="variant-price__original">
          <VisuallyHidden>{t('article.originalPrice')} </VisuallyHidden>
          <Price amount={variant.price} currency={currency} lang={lang} />
        </del>{' '}
        <ins className="variant-price__discounted">
          <VisuallyHidden>{t('article.discountedPrice')} </VisuallyHidden>
          <Price amount={variant.totalDiscounted} currency={currency} lang={lang} />
        </ins>
      </span>
    );
  }
  return <Price amount={variant.price} currency={currency} lang={lang} className="variant-price" />;
}

export interface BundleContentsProps {
  variant: Variant;
  variants: ReadonlyMap<string, Variant>;
  currency: string;
  lang: Lang;
}

/** 'includes at least 2 × Child in the family package (CHF 12.00 each)', one line per bundled variant. */
export function BundleContents({ variant, variants, currency, lang }: BundleContentsProps) {
  const { t } = useTranslation('catalog');
  if (variant.bundleItems.length === 0) return null;
  return (
    <ul className="bundle-contents">
      {variant.bundleItems.map((bundled) => {
        const child = variants.get(bundled.variantId);
        const label = child ? localise(child.label, lang) || child.id : bundled.variantId;
        return (
          <li key={bundled.variantId}>
            {t('article.includesItem', { count: bundled.minAmount, label })}
            {child && (
              <>
                {' '}
                <span className="bundle-contents__each">
                  (
                  <TextWithPrice
                    text={t('article.each')}
                    amount={variantMinimumPrice(child, variants)}
                    currency={currency}
                    lang={lang}
                  />
                  )
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
