import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../../api/types';
import { splitAroundPrice, type PriceFromWords } from './priceWords';

/** The words every card of a list shares, looked up once per list and language. */
export interface CardWords {
  price: PriceFromWords;
  availability: Record<Availability, string>;
}

export function useCardWords(): CardWords {
  const { t } = useTranslation('catalog');
  return useMemo(
    () => ({
      price: {
        from: splitAroundPrice(t('priceFrom')),
        choice: splitAroundPrice(t('choicePriceFrom')),
      },
      availability: {
        AVAILABLE: t('availability.available'),
        FEW_LEFT: t('availability.fewLeft'),
        SOLD_OUT: t('availability.soldOut'),
      },
    }),
    [t],
  );
}
