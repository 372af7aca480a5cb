/** The amounts asked for and not yet applied: their keys, the wishes made blind, what drops them. */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  amountChanged,
  amountsApplied,
  amountsResolved,
  amountsReverted,
  expiryConfirmed,
  orderDiscarded,
  orderNotFound,
} from '../orderModel/orderEvents';
import reducer, { amountKey, pendingKey } from './pendingAmounts';

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const after = (...actions: UnknownAction[]) =>
  actions.reduce(reducer, reducer(undefined, { type: 'init' }));

describe('the pending amounts', () => {
  it('keep a variant on each placement, and each basket line, apart', () => {
    expect(amountKey('pl-a', 'bc')).not.toBe(amountKey('pl-ab', 'c'));
    expect(amountKey('pl-a', 'var-x')).not.toBe(amountKey('pl-a', 'var-y'));
    const whole = pendingKey(IMPRO);
    const line = pendingKey({ ...IMPRO, lineKey: 'line-1' });
    expect(line).not.toBe(whole);
    expect(pendingKey({ ...IMPRO, line: { key: 'line-1' } })).toBe(line);
    expect(pendingKey({ ...IMPRO, lineKey: 'line-2' })).not.toBe(line);
  });

  it('turn a wish made blind into the whole amount once resolved, unless the visitor clicked again', () => {
    const key = amountKey(IMPRO.placementId, IMPRO.variantId);
    const blind = after(amountChanged({ ...IMPRO, amount: 2, onTopOfOrder: true }));
    expect(blind.byKey[key]).toEqual({ ...IMPRO, amount: 2, onTopOfOrder: true });
    expect(after(amountChanged({ ...IMPRO, amount: 2 })).byKey[key]).toEqual({
      ...IMPRO,
      amount: 2,
    });

    const resolved = reducer(blind, amountsResolved({ [key]: { asked: 2, whole: 5 } }));
    expect(resolved.byKey[key]).toEqual({ ...IMPRO, amount: 5 });
    // asked 2 on top, then 3: the round resolved the 2, the 3 is a new wish
    const clickedAgain = reducer(blind, amountChanged({ ...IMPRO, amount: 3, onTopOfOrder: true }));
    expect(
      reducer(clickedAgain, amountsResolved({ [key]: { asked: 2, whole: 5 } })).byKey[key],
    ).toEqual({ ...IMPRO, amount: 3, onTopOfOrder: true });
    // a wish that was not blind is not resolved
    const seen = after(amountChanged({ ...IMPRO, amount: 2 }));
    expect(reducer(seen, amountsResolved({ [key]: { asked: 2, whole: 5 } }))).toEqual(seen);
    // nothing pending under a key: nothing made up
    expect(reducer(seen, amountsResolved({ other: { asked: 1, whole: 1 } }))).toEqual(seen);
  });

  it('are applied only as still wanted; an answer for a key not pending changes nothing', () => {
    const key = amountKey(IMPRO.placementId, IMPRO.variantId);
    const pending = after(amountChanged({ ...IMPRO, amount: 2 }));
    expect(reducer(pending, amountsApplied({ [key]: 1 })).byKey[key]?.amount).toBe(2);
    expect(reducer(pending, amountsApplied({ [key]: 2 })).byKey).toEqual({});
    expect(reducer(pending, amountsApplied({ nothing: 2 }))).toEqual(pending);
  });

  it('are dropped with a failed round or a lost order, and kept when an empty order is let go', () => {
    const pending = after(amountChanged({ ...IMPRO, amount: 2 }));
    for (const lost of [amountsReverted(), expiryConfirmed(), orderNotFound({ orderId: 'o' })])
      expect(reducer(pending, lost)).toEqual({ byKey: {} });
    expect(reducer(pending, orderDiscarded())).toEqual(pending);
  });
});
