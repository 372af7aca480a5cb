import type { OrderItem, Variant } from '../../api/types';
import { countLineItems, lineItemLike, lineKeyOf, removalOrder } from './orderLines';

const item = (id: string, changes: Partial<OrderItem> = {}): OrderItem => ({
  id,
  variant: 'var-a',
  placementId: 'pl-a',
  seatLabel: null,
  deliveryOption: 'EMAIL',
  inscription: null,
  price: 3500,
  personalisation: null,
  childItems: [],
  options: [],
  ...changes,
});

describe('lineKeyOf', () => {
  it('is the same for items the visitor cannot tell apart, whatever their ids and personalisation', () => {
    const plain = item('1');
    const personalised = item('2', { personalisation: { formId: 'f', data: { name: 'Ada' } } });
    expect(lineKeyOf(plain)).toBe(lineKeyOf(personalised));
  });

  it('tells apart placement, variant, delivery, inscription, price, options and children', () => {
    const base = lineKeyOf(item('1'));
    const others: Partial<OrderItem>[] = [
      { placementId: 'pl-b' },
      { variant: 'var-b' },
      { deliveryOption: 'POST' },
      { deliveryOption: null },
      { inscription: 'Alles Gute' },
      { price: 4000 },
      { options: [{ articleId: 'art-heft', variantId: 'var-heft' }] },
      { childItems: [{ id: 'c1', variantId: 'var-kind', price: 1000 }] },
    ];
    for (const change of others) expect(lineKeyOf(item('2', change))).not.toBe(base);
  });

  it('takes options and bundle children as sets: their order in the answer does not matter', () => {
    const a = item('1', {
      options: [
        { articleId: 'art-1', variantId: 'v1' },
        { articleId: 'art-2', variantId: 'v2' },
      ],
      childItems: [
        { id: 'c1', variantId: 'kind', price: 1000 },
        { id: 'c2', variantId: 'erwachsen', price: 2000 },
      ],
    });
    const b = item('2', {
      options: [...a.options].reverse(),
      childItems: [
        { id: 'c3', variantId: 'erwachsen', price: 2000 },
        { id: 'c4', variantId: 'kind', price: 1000 },
      ],
    });
    expect(lineKeyOf(a)).toBe(lineKeyOf(b));
    // but a different number of one child is another bundle
    expect(lineKeyOf(item('3', { childItems: [a.childItems[0]] }))).not.toBe(lineKeyOf(a));
  });

  it('is null for a seated item: a seat is one of a kind', () => {
    expect(lineKeyOf(item('1', { seatLabel: 'A-4' }))).toBeNull();
  });
});

describe('lineItemLike', () => {
  const fixed = { priceStrategy: 'FIXED' } as Variant;
  const choice = { priceStrategy: 'CHOICE' } as Variant;

  it('asks for the same choices, and the price only when the visitor chose it', () => {
    const chosen = item('1', {
      deliveryOption: 'POST',
      inscription: 'Für dich',
      price: 4200,
      options: [{ articleId: 'art-heft', variantId: 'var-heft' }],
      childItems: [{ id: 'c1', variantId: 'kind', price: 1000 }],
    });
    expect(lineItemLike(chosen, choice)).toEqual({
      variant: 'var-a',
      placementId: 'pl-a',
      deliveryOption: 'POST',
      inscription: 'Für dich',
      price: 4200,
      options: [{ articleId: 'art-heft', variantId: 'var-heft' }],
      childItems: [{ variantId: 'kind' }],
    });
    expect(lineItemLike(item('2', { deliveryOption: null }), fixed)).toEqual({
      variant: 'var-a',
      placementId: 'pl-a',
    });
  });

  it('makes an item of the same line once the shop has answered it', () => {
    const original = item('1', { options: [{ articleId: 'art-heft', variantId: 'var-heft' }] });
    const like = lineItemLike(original, fixed);
    const answered = item('9', {
      ...like,
      options: like.options!,
      deliveryOption: like.deliveryOption ?? null,
      inscription: null,
      childItems: [],
    });
    expect(lineKeyOf(answered)).toBe(lineKeyOf(original));
  });
});

it('countLineItems counts the items of one line', () => {
  const items = [
    item('1'),
    item('2', { variant: 'var-b' }),
    item('3'),
    item('4', { seatLabel: 'A-1' }),
  ];
  expect(countLineItems(items, lineKeyOf(items[0])!)).toBe(2);
  expect(countLineItems(undefined, lineKeyOf(items[0])!)).toBe(0);
});

it('removalOrder takes the newest first, and the tickets with personalisation last', () => {
  const filled = { formId: 'f', data: { name: 'Ada' } };
  const items = [
    item('1'),
    item('2', { personalisation: filled }),
    item('3', { personalisation: { formId: 'f', data: null } }),
    item('4', { personalisation: filled }),
  ];
  expect(removalOrder(items, [0, 1, 2, 3])).toEqual([2, 0, 3, 1]);
});

it('tells apart items whose options or bundle children differ in what they are, not only in number', () => {
  const heft = { articleId: 'art-heft', variantId: 'var-heft' };
  expect(lineKeyOf(item('1', { options: [heft] }))).not.toBe(
    lineKeyOf(item('2', { options: [{ ...heft, variantId: 'var-heft-gross' }] })),
  );
  expect(lineKeyOf(item('1', { options: [heft] }))).not.toBe(
    lineKeyOf(item('2', { options: [{ ...heft, articleId: 'art-schal' }] })),
  );
  const child = { id: 'c1', variantId: 'var-kind', price: 1000 };
  expect(lineKeyOf(item('1', { childItems: [child] }))).not.toBe(
    lineKeyOf(item('2', { childItems: [{ ...child, price: 1500 }] })),
  );
  expect(lineKeyOf(item('1', { childItems: [child] }))).not.toBe(
    lineKeyOf(item('2', { childItems: [{ ...child, variantId: 'var-erwachsen' }] })),
  );
});

it('countLineItems counts only that line, however many others there are', () => {
  const items = [item('1'), item('2'), item('3'), item('4', { variant: 'var-b' })];
  expect(countLineItems(items, lineKeyOf(items[0])!)).toBe(3);
  expect(countLineItems(items, lineKeyOf(items[3])!)).toBe(1);
});
