/** Pending amounts of basket lines: keyed apart from their variant's, and adding up with it. */
import { amountChanged, amountsApplied } from '../orderModel/orderEvents';
import pendingAmounts, { amountKey, pendingKey } from './pendingAmounts';

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const like = { variant: IMPRO.variantId, placementId: IMPRO.placementId };
const line = (held: number) => ({ key: 'line-a', like, held });

describe('pending amounts of basket lines', () => {
  it('keeps a line’s amount under its own key, with what one more of it is', () => {
    const state = pendingAmounts(undefined, amountChanged({ ...IMPRO, amount: 2, line: line(3) }));
    expect(state.byKey).toEqual({
      [pendingKey({ ...IMPRO, lineKey: 'line-a' })]: {
        ...IMPRO,
        amount: 2,
        line: { key: 'line-a', like },
      },
    });
    expect(pendingKey({ ...IMPRO, lineKey: 'line-a' })).not.toBe(
      amountKey(IMPRO.placementId, IMPRO.variantId),
    );
  });

  it('moves the variant’s waiting whole amount with a line changed meanwhile', () => {
    let state = pendingAmounts(undefined, amountChanged({ ...IMPRO, amount: 5 }));
    // the line held 3 and goes to 2, then to 1: the whole amount follows, 5 → 4 → 3
    state = pendingAmounts(state, amountChanged({ ...IMPRO, amount: 2, line: line(3) }));
    expect(state.byKey[amountKey(IMPRO.placementId, IMPRO.variantId)].amount).toBe(4);
    state = pendingAmounts(state, amountChanged({ ...IMPRO, amount: 1, line: line(3) }));
    expect(state.byKey[amountKey(IMPRO.placementId, IMPRO.variantId)].amount).toBe(3);
  });

  it('is applied like any amount: only while it is still what was asked', () => {
    const key = pendingKey({ ...IMPRO, lineKey: 'line-a' });
    let state = pendingAmounts(undefined, amountChanged({ ...IMPRO, amount: 2, line: line(3) }));
    state = pendingAmounts(state, amountsApplied({ [key]: 1 }));
    expect(state.byKey[key]).toBeDefined();
    state = pendingAmounts(state, amountsApplied({ [key]: 2 }));
    expect(state.byKey[key]).toBeUndefined();
  });
});
