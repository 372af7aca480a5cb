import type { Article, EventSeats, Order, OrderItem, Placement, Variant } from '../../api/types';
import {
  chartPricing,
  newSeatItem,
  priceRange,
  seatDelivery,
  seatItems,
  seatListGroups,
  seatPrice,
  seatsFromEvent,
  variantsByCategory,
} from './seatingModel';

const variant = (id: string, fields: Partial<Variant> = {}): Variant => ({
  id,
  articleId: 'art-1',
  label: { de: `Sorte ${id}` },
  price: 5000,
  priceStrategy: 'FIXED',
  minPrice: null,
  totalDiscounted: null,
  bundleItems: [],
  seatCategory: 'kat-1',
  ...fields,
});

const placement = (variantIds: string[]): Placement =>
  ({ id: 'pl-1', articleId: 'art-1', variantIds }) as unknown as Placement;

const article = (codes: string[]): Article =>
  ({
    id: 'art-1',
    deliveryOptions: codes.map((code) => ({ code, price: 0 })),
  }) as unknown as Article;

describe("a seat's price", () => {
  it('is the discounted price when the shop has one, the price otherwise', () => {
    expect(seatPrice(variant('v', { price: 5000, totalDiscounted: 4000 }))).toBe(4000);
    expect(seatPrice(variant('v', { price: 5000 }))).toBe(5000);
    // a discount to nothing is still a discount
    expect(seatPrice(variant('v', { price: 5000, totalDiscounted: 0 }))).toBe(0);
  });

  it('of a price of the buyer’s choice is its lowest, the price when there is none', () => {
    expect(
      seatPrice(variant('v', { priceStrategy: 'CHOICE', minPrice: 1000, totalDiscounted: 800 })),
    ).toBe(1000);
    expect(seatPrice(variant('v', { priceStrategy: 'CHOICE', price: 2500 }))).toBe(2500);
  });

  it('ranges over a category’s variants; none without variants', () => {
    expect(
      priceRange([
        variant('a', { price: 3000 }),
        variant('b', { price: 9000 }),
        variant('c', { price: 4500 }),
      ]),
    ).toEqual({ low: 3000, high: 9000 });
    expect(priceRange([variant('a', { price: 3000 })])).toEqual({ low: 3000, high: 3000 });
    expect(priceRange([])).toBeNull();
    expect(priceRange(undefined)).toBeNull();
  });
});

describe('the categories of a placement', () => {
  it('leave out variants that price no seat category or that the shop does not list', () => {
    const variants = new Map([
      ['a', variant('a', { seatCategory: 'kat-2' })],
      ['b', variant('b', { seatCategory: null })],
      ['c', variant('c', { seatCategory: 'kat-1' })],
      ['d', variant('d', { seatCategory: 'kat-2' })],
    ]);
    const grouped = variantsByCategory(placement(['a', 'b', 'gone', 'c', 'd']), variants);
    expect([...grouped].map(([key, list]) => [key, list.map((one) => one.id)])).toEqual([
      ['kat-2', ['a', 'd']],
      ['kat-1', ['c']],
    ]);
  });

  it('label a ticket type by its id when it has no text in any language', () => {
    const grouped = new Map([['kat-1', [variant('v-1', { label: {} as Variant['label'] })]]]);
    expect(chartPricing(grouped, 'fr').prices[0].ticketTypes[0].label).toBe('v-1');
  });
});

describe('a new seat item', () => {
  it('carries the chosen price and the bundle’s least items, none for a negative least', () => {
    const choice = variant('v', {
      priceStrategy: 'CHOICE',
      minPrice: 1500,
      bundleItems: [
        { variantId: 'drink', minAmount: 2 },
        { variantId: 'programme', minAmount: 1 },
        { variantId: 'odd', minAmount: -1 },
      ],
    });
    expect(newSeatItem(placement(['v']), article([]), choice, 'A-1')).toEqual({
      variant: 'v',
      placementId: 'pl-1',
      seatLabel: 'A-1',
      price: 1500,
      childItems: [{ variantId: 'drink' }, { variantId: 'drink' }, { variantId: 'programme' }],
    });
  });

  it('of a fixed price names no price and no child items', () => {
    const item = newSeatItem(placement(['v']), article(['EMAIL']), variant('v'), 'A-1');
    expect(item).toEqual({
      variant: 'v',
      placementId: 'pl-1',
      seatLabel: 'A-1',
      deliveryOption: 'EMAIL',
    });
  });

  it('is delivered as wanted when the article offers it, else as the article’s first way', () => {
    expect(seatDelivery(article(['EMAIL', 'POST']), 'POST')).toBe('POST');
    expect(seatDelivery(article(['EMAIL', 'POST']), 'PICKUP' as never)).toBe('EMAIL');
    expect(seatDelivery(article(['EMAIL', 'POST']), null)).toBe('EMAIL');
    expect(seatDelivery(article([]), 'POST')).toBeUndefined();
  });
});

describe("the order's seats", () => {
  const item = (id: string, placementId: string, seatLabel: string | null) =>
    ({ id, placementId, seatLabel }) as OrderItem;

  it('are the items on seats of this placement, by seat', () => {
    const order = {
      items: [
        item('1', 'pl-1', 'A-1'),
        item('2', 'pl-2', 'A-2'),
        item('3', 'pl-1', null),
        item('4', 'pl-1', 'B-3'),
      ],
    } as Order;
    const seats = seatItems(order, 'pl-1');
    expect([...seats.keys()]).toEqual(['A-1', 'B-3']);
    expect(seats.get('B-3')?.id).toBe('4');
    expect(seatItems(undefined, 'pl-1').size).toBe(0);
  });
});

describe('seats whose event leaves out row and number, or a category text', () => {
  const event: EventSeats = {
    eventKey: 'event',
    seats: [
      {
        label: 'Parkett-C-7',
        row: '',
        number: '',
        category: { key: 'kat-3', label: {} as never },
        status: 'free',
      },
    ],
  };

  it('take them from the label, and the category key stands for its text', () => {
    const seats = seatsFromEvent(event, 'it');
    expect(seats[0]).toMatchObject({ row: 'C', number: '7', category: 'kat-3' });
    expect(seatListGroups(seats, new Set())[0]).toMatchObject({
      category: 'kat-3',
      label: 'kat-3',
    });
  });
});
