/**
 * What the cart panel works out from the order and the shop: whose item shows an inscription
 * line, what one line costs, and a bundle's child items counted per variant.
 */
import type { Article, OrderItem, Variant } from '../../../api/types';
import { chargedPrice, childItemCounts, itemAmount, showsInscription } from './cartView';

const item = (changes: Partial<OrderItem> = {}): OrderItem => ({
  id: 'item-1',
  variant: 'var-gutschein',
  placementId: 'pl-gutschein',
  seatLabel: null,
  deliveryOption: 'EMAIL',
  inscription: null,
  price: 5000,
  personalisation: null,
  childItems: [],
  options: [],
  ...changes,
});

const article = (changes: Partial<Article> = {}): Article => ({
  id: 'art-gutschein',
  type: 'VOUCHER',
  name: { de: 'Gutschein' },
  description: { de: '' },
  eventId: null,
  inscription: 'ENABLED',
  deliveryOptions: [{ code: 'EMAIL', price: 0 }],
  seatsio: null,
  accommodation: null,
  ...changes,
});

const variant = (id: string, price: number, totalDiscounted: number | null = null): Variant => ({
  id,
  articleId: 'art-option',
  label: { de: id },
  price,
  priceStrategy: 'FIXED',
  minPrice: null,
  totalDiscounted,
  bundleItems: [],
  seatCategory: null,
});

describe('showsInscription', () => {
  it('shows an inscription the item has, whatever its article says or when it is not known', () => {
    const written = item({ inscription: 'Für Anna' });
    expect(showsInscription(written, undefined)).toBe(true);
    expect(showsInscription(written, article({ type: 'TICKET', inscription: 'DISABLED' }))).toBe(
      true,
    );
  });

  it('offers one on a voucher whose inscription is enabled, on no other article type', () => {
    expect(showsInscription(item(), article())).toBe(true);
    expect(showsInscription(item(), article({ type: 'TICKET' }))).toBe(false);
    expect(showsInscription(item(), article({ inscription: 'DISABLED' }))).toBe(false);
  });

  it('offers one for e-mail only when the article says so, of any type', () => {
    const emailOnly = article({ type: 'TICKET', inscription: 'EMAIL_SHIPPING_ONLY' });
    expect(showsInscription(item({ deliveryOption: 'EMAIL' }), emailOnly)).toBe(true);
    expect(showsInscription(item({ deliveryOption: 'POST' }), emailOnly)).toBe(false);
    expect(showsInscription(item({ deliveryOption: null }), emailOnly)).toBe(false);
  });

  it('offers none without an inscription while the article is not known', () => {
    expect(showsInscription(item(), undefined)).toBe(false);
  });
});

describe('chargedPrice', () => {
  it("is the shop's discounted price when there is one, else the price", () => {
    expect(chargedPrice(variant('var-a', 1200, 900))).toBe(900);
    expect(chargedPrice(variant('var-a', 1200))).toBe(1200);
    // a discount to nothing is a price of nothing, not "no discount"
    expect(chargedPrice(variant('var-a', 1200, 0))).toBe(0);
  });
});

describe('itemAmount', () => {
  const variants = new Map([
    ['var-programmheft', variant('var-programmheft', 500)],
    ['var-apero', variant('var-apero', 1500, 1200)],
  ]);

  it("is the item's price alone without child items or options", () => {
    expect(itemAmount(item({ price: 3500 }), variants)).toBe(3500);
  });

  it("adds each child item's price and each option's charged price", () => {
    const bundle = item({
      price: 1000,
      childItems: [
        { id: 'c1', variantId: 'var-x', price: 2000 },
        { id: 'c2', variantId: 'var-x', price: 300 },
      ],
      options: [
        { articleId: 'art-option', variantId: 'var-programmheft' },
        { articleId: 'art-option', variantId: 'var-apero' },
      ],
    });
    expect(itemAmount(bundle, variants)).toBe(1000 + 2000 + 300 + 500 + 1200);
  });

  it('counts an option the shop no longer lists as nothing', () => {
    const withGone = item({
      price: 1000,
      options: [
        { articleId: 'art-option', variantId: 'var-gone' },
        { articleId: 'art-option', variantId: 'var-programmheft' },
      ],
    });
    expect(itemAmount(withGone, variants)).toBe(1500);
  });
});

describe('childItemCounts', () => {
  it('counts the child items per variant, in the order each first appears', () => {
    const bundle = item({
      childItems: [
        { id: 'c1', variantId: 'var-konzert', price: 0 },
        { id: 'c2', variantId: 'var-apero', price: 0 },
        { id: 'c3', variantId: 'var-konzert', price: 0 },
        { id: 'c4', variantId: 'var-konzert', price: 0 },
      ],
    });
    expect(childItemCounts(bundle)).toEqual([
      { variantId: 'var-konzert', count: 3 },
      { variantId: 'var-apero', count: 1 },
    ]);
  });

  it('is empty for an item that is no bundle', () => {
    expect(childItemCounts(item())).toEqual([]);
  });
});
