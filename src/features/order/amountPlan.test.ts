import type { Order, OrderItem } from '../../api/types';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { bundleChildren, newItemFor, planAmountChanges } from './amountPlan';
import { lineItemLike, lineKeyOf } from './orderLines';
import { amountKey, pendingKey } from './pendingAmounts';

const shop = loadDemoFixture().shop;
const variant = (id: string) => shop.variants.find((candidate) => candidate.id === id)!;

const item = (id: string, placementId: string, variantId: string): OrderItem => ({
  id,
  variant: variantId,
  placementId,
  seatLabel: null,
  deliveryOption: 'EMAIL',
  inscription: null,
  price: 0,
  personalisation: null,
  childItems: [],
  options: [],
});
const orderWith = (...items: OrderItem[]) => ({ id: 'ord-1', items }) as unknown as Order;
const want = (placementId: string, variantId: string, amount: number) => ({
  placementId,
  variantId,
  amount,
});

describe('the amount plan', () => {
  it('adds what is missing and removes the surplus newest first, across variants', () => {
    const order = orderWith(
      item('i1', 'pl-improtheater', 'var-impro-erwachsene'),
      item('i2', 'pl-improtheater', 'var-impro-student'),
      item('i3', 'pl-improtheater', 'var-impro-erwachsene'),
      item('i4', 'pl-improtheater', 'var-impro-student'),
      item('i5', 'pl-improtheater', 'var-impro-erwachsene'),
    );
    const plan = planAmountChanges(
      order,
      [
        want('pl-improtheater', 'var-impro-erwachsene', 1),
        want('pl-improtheater', 'var-impro-student', 0),
        want('pl-jazz-nacht', 'var-jazz-standard', 2),
      ],
      shop,
    );
    expect(plan.removals).toEqual(['i5', 'i4', 'i3', 'i2']);
    expect(plan.additions).toEqual([
      { variant: 'var-jazz-standard', placementId: 'pl-jazz-nacht', deliveryOption: 'EMAIL' },
      { variant: 'var-jazz-standard', placementId: 'pl-jazz-nacht', deliveryOption: 'EMAIL' },
    ]);
    expect(plan.targets).toEqual({
      [amountKey('pl-improtheater', 'var-impro-erwachsene')]: 1,
      [amountKey('pl-improtheater', 'var-impro-student')]: 0,
      [amountKey('pl-jazz-nacht', 'var-jazz-standard')]: 2,
    });
  });

  it('does nothing when the order already holds the wanted amounts', () => {
    const order = orderWith(item('i1', 'pl-improtheater', 'var-impro-erwachsene'));
    const plan = planAmountChanges(
      order,
      [want('pl-improtheater', 'var-impro-erwachsene', 1)],
      shop,
    );
    expect(plan.removals).toEqual([]);
    expect(plan.additions).toEqual([]);
  });

  it('counts a variant per placement', () => {
    const order = orderWith(item('i1', 'pl-other', 'var-impro-erwachsene'));
    const plan = planAmountChanges(
      order,
      [want('pl-improtheater', 'var-impro-erwachsene', 1)],
      shop,
    );
    expect(plan.additions).toHaveLength(1);
    expect(plan.removals).toEqual([]);
  });

  it('gives a bundle its minimum child items', () => {
    expect(bundleChildren(variant('var-familienpaket'))).toEqual([
      { variantId: 'var-familienpaket-erwachsene' },
      { variantId: 'var-familienpaket-kind' },
      { variantId: 'var-familienpaket-kind' },
    ]);
    expect(bundleChildren(variant('var-jazz-standard'))).toBeUndefined();
    expect(newItemFor(shop, 'pl-familienpaket', 'var-familienpaket')?.childItems).toHaveLength(3);
  });

  it('fills in only what resolves itself; the customisation flow asks the visitor the rest', () => {
    // several delivery options: the visitor chooses
    expect(newItemFor(shop, 'pl-zauberfloete', 'var-zauberfloete-kind')).toEqual({
      variant: 'var-zauberfloete-kind',
      placementId: 'pl-zauberfloete',
    });
    // the single delivery option resolves itself; the CHOICE price is the visitor's
    expect(newItemFor(shop, 'pl-jazz-nacht', 'var-jazz-soli')).toEqual({
      variant: 'var-jazz-soli',
      placementId: 'pl-jazz-nacht',
      deliveryOption: 'EMAIL',
    });
  });

  it('adds nothing the shop does not sell there', () => {
    expect(newItemFor(shop, 'pl-improtheater', 'var-jazz-soli')).toBeNull();
    expect(newItemFor(shop, 'pl-nowhere', 'var-jazz-soli')).toBeNull();
    const plan = planAmountChanges(undefined, [want('pl-nowhere', 'var-x', 2)], shop);
    expect(plan.additions).toEqual([]);
    expect(plan.targets).toEqual({ [amountKey('pl-nowhere', 'var-x')]: 2 });
  });

  it('counts an amount asked for without knowing the order on top of what it holds: it adds, never removes', () => {
    const order = orderWith(
      item('i1', 'pl-improtheater', 'var-impro-erwachsene'),
      item('i2', 'pl-improtheater', 'var-impro-erwachsene'),
      item('i3', 'pl-improtheater', 'var-impro-student'),
    );
    const plan = planAmountChanges(
      order,
      [
        { ...want('pl-improtheater', 'var-impro-erwachsene', 1), onTopOfOrder: true },
        { ...want('pl-improtheater', 'var-impro-student', 0), onTopOfOrder: true },
      ],
      shop,
    );
    expect(plan.removals).toEqual([]);
    expect(plan.additions).toEqual([
      { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater', deliveryOption: 'EMAIL' },
    ]);
    // the targets are the pending amounts as asked, which amountsApplied matches
    expect(plan.targets).toEqual({
      [amountKey('pl-improtheater', 'var-impro-erwachsene')]: 1,
      [amountKey('pl-improtheater', 'var-impro-student')]: 0,
    });
  });
});

describe('the amount plan for basket lines', () => {
  const flute = (id: string, deliveryOption: 'EMAIL' | 'POST', filled = false): OrderItem => ({
    ...item(id, 'pl-zauberfloete', 'var-zauberfloete-erwachsene'),
    deliveryOption,
    personalisation: filled ? { formId: 'form', data: { name: 'Ada' } } : null,
  });
  const byPost = flute('i0', 'POST');
  const line = {
    key: lineKeyOf(byPost)!,
    like: lineItemLike(byPost, variant('var-zauberfloete-erwachsene')),
  };
  const wantLine = (amount: number) => ({
    placementId: 'pl-zauberfloete',
    variantId: 'var-zauberfloete-erwachsene',
    amount,
    line,
  });
  const lineTarget = pendingKey(wantLine(0));

  it('adds copies of the line (ready as they are) and removes only its items', () => {
    const order = orderWith(flute('i1', 'POST'), flute('i2', 'EMAIL'), flute('i3', 'POST'));
    const more = planAmountChanges(order, [wantLine(3)], shop);
    expect(more.copies).toEqual([
      {
        variant: 'var-zauberfloete-erwachsene',
        placementId: 'pl-zauberfloete',
        deliveryOption: 'POST',
      },
    ]);
    expect(more.additions).toEqual([]);
    expect(more.removals).toEqual([]);
    expect(more.targets).toEqual({ [lineTarget]: 3 });

    const fewer = planAmountChanges(order, [wantLine(1)], shop);
    expect(fewer.removals).toEqual(['i3']);
    expect(fewer.copies).toEqual([]);
  });

  it('keeps the tickets with personalisation longest', () => {
    const order = orderWith(
      flute('i1', 'POST'),
      flute('i2', 'POST', true),
      flute('i3', 'POST', true),
    );
    expect(planAmountChanges(order, [wantLine(2)], shop).removals).toEqual(['i1']);
  });

  it("counts the variant's whole amount on what the line leaves", () => {
    const order = orderWith(flute('i1', 'POST'), flute('i2', 'EMAIL'));
    // one more by post, and the variant at 2 as a whole: the e-mail ticket goes
    const plan = planAmountChanges(
      order,
      [wantLine(2), want('pl-zauberfloete', 'var-zauberfloete-erwachsene', 2)],
      shop,
    );
    expect(plan.copies).toHaveLength(1);
    expect(plan.removals).toEqual(['i2']);
    expect(plan.additions).toEqual([]);
  });
});
