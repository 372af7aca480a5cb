import type { NewOrderItem } from '../../src/api/types';

/** Ids of the seeded demo shop (server/fixtures/demo-shop.json) that tests use. */
export const DEMO = {
  slug: 'demo',
  accessToken: 'demo-access-2026',
  presaleToken: 'PRESALE-2026',
  hiddenPlacement: 'pl-zauberfloete-generalprobe',
  seated: 'pl-sinfonie-winter',
  lightbox: 'card-lightbox',
  redirect: 'twint-redirect',
} as const;

/** Kammermusik, adult, CHF 35.00, e-mail only, personalised with form-ticketholder. */
export const chamberAdult: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};
/** Zauberflöte, adult, CHF 75.00; delivery must be chosen (EMAIL 0, POST 5.00, PICKUP 0). */
export const fluteAdult = (
  deliveryOption: NewOrderItem['deliveryOption'] = 'EMAIL',
): NewOrderItem => ({
  variant: 'var-zauberfloete-erwachsene',
  placementId: 'pl-zauberfloete',
  deliveryOption,
});
/** Sinfoniekonzert, category 1 adult, CHF 89.00 on a seat in rows A-D. */
export const symphonySeat = (
  seatLabel: string,
  variant = 'var-sinfonie-k1-erwachsene',
): NewOrderItem => ({
  variant,
  placementId: 'pl-sinfonie-winter',
  seatLabel,
  deliveryOption: 'EMAIL',
});
/** Jazz night, pay what you want (at least CHF 15.00). */
export const jazzChoice = (price?: number): NewOrderItem => ({
  variant: 'var-jazz-soli',
  placementId: 'pl-jazz-nacht',
  ...(price === undefined ? {} : { price }),
});
/** Circus family package: at least 1 adult (22.00) and 2 children (12.00 each). */
export const familyPackage = (adults = 1, children = 2): NewOrderItem => ({
  variant: 'var-familienpaket',
  placementId: 'pl-familienpaket',
  childItems: [
    ...Array.from({ length: adults }, () => ({ variantId: 'var-familienpaket-erwachsene' })),
    ...Array.from({ length: children }, () => ({ variantId: 'var-familienpaket-kind' })),
  ],
});
/** A valid buyer form. */
export const buyer = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  terms: true,
};
