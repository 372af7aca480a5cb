/** The order's client state: lifecycle phase, seconds left, pending amounts. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import {
  orderDiscarded,
  orderStarted,
  amountChanged,
  amountsApplied,
  amountsReverted,
  orderCreationFailed,
  orderCreationStarted,
  reservationExpired,
  reservationTicked,
  expiryConfirmed,
  orderNotFound,
  orderRestored,
  reservationRenewed,
  orderRefreshFailed,
} from '../orderModel/orderEvents';
import { selectOrderId } from '../orderModel/currentOrder';
import {
  selectExpiryDialogOpen,
  selectHasPendingAmounts,
  selectOrderActive,
  selectOrderPhase,
  selectOrderExpiresAt,
  selectSecondsLeft,
} from './orderSelectors';
import { selectVariantAmount } from './amountSelectors';
import { amountKey } from './pendingAmounts';

/** The root reducer alone: the state's rules without the sagas that react to them. */
function reducerOnly() {
  let state = rootReducer(undefined, { type: 'test/init' });
  return {
    getState: () => state,
    dispatch: (action: UnknownAction) => {
      state = rootReducer(state, action);
    },
  };
}
describe('the order lifecycle state', () => {
  it('goes none -> starting -> active -> expired -> expiredConfirmed', () => {
    const store = reducerOnly();
    const phase = () => selectOrderPhase(store.getState());
    expect(phase()).toBe('none');
    store.dispatch(orderCreationStarted());
    expect(phase()).toBe('starting');
    expect(selectOrderActive(store.getState())).toBe(false);
    store.dispatch(orderCreationFailed());
    expect(phase()).toBe('none');
    store.dispatch(orderStarted({ orderId: 'ord-1', expiresAt: Date.now() + 600_000 }));
    expect(phase()).toBe('active');
    expect(selectOrderActive(store.getState())).toBe(true);
    store.dispatch(reservationExpired());
    expect(phase()).toBe('expired');
    expect(selectOrderActive(store.getState())).toBe(false);
    expect(selectExpiryDialogOpen(store.getState())).toBe(true);
    store.dispatch(expiryConfirmed());
    expect(phase()).toBe('expiredConfirmed');
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectExpiryDialogOpen(store.getState())).toBe(false);
  });

  it('a restored order is starting until the server answered for it; a 404 forgets it', () => {
    const store = reducerOnly();
    store.dispatch(orderRestored({ orderId: 'ord-1' }));
    expect(selectOrderId(store.getState())).toBe('ord-1');
    expect(selectOrderPhase(store.getState())).toBe('starting');
    store.dispatch(reservationRenewed(Date.now() + 600_000));
    expect(selectOrderActive(store.getState())).toBe(true);
    store.dispatch(orderNotFound({ orderId: 'ord-other' }));
    expect(selectOrderId(store.getState())).toBe('ord-1');
    store.dispatch(orderNotFound({ orderId: 'ord-1' }));
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectOrderPhase(store.getState())).toBe('expiredConfirmed');
  });

  it('discarding an order (after payment) goes back to none', () => {
    const store = reducerOnly();
    store.dispatch(orderStarted({ orderId: 'ord-1', expiresAt: Date.now() + 600_000 }));
    store.dispatch(reservationTicked(30));
    store.dispatch(orderDiscarded());
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(selectSecondsLeft(store.getState())).toBeNull();
  });
});

describe('the seconds left', () => {
  it('follow the ticks, never below 0, and go with the order', () => {
    const store = reducerOnly();
    expect(selectSecondsLeft(store.getState())).toBeNull();
    store.dispatch(reservationTicked(12));
    expect(selectSecondsLeft(store.getState())).toBe(12);
    store.dispatch(reservationTicked(-3));
    expect(selectSecondsLeft(store.getState())).toBe(0);
    store.dispatch(expiryConfirmed());
    expect(selectSecondsLeft(store.getState())).toBeNull();
  });
});

describe('the reservation clock', () => {
  it('holds when the reservation ends, from the start, each renewal and nothing else', () => {
    const store = reducerOnly();
    const endsAt = () => selectOrderExpiresAt(store.getState());
    expect(endsAt()).toBeNull();
    store.dispatch(orderStarted({ orderId: 'ord-1', expiresAt: 1_000 }));
    expect(endsAt()).toBe(1_000);
    store.dispatch(reservationRenewed(5_000));
    expect(endsAt()).toBe(5_000);
    // a tick moves the seconds left only: selectors of the end keep their value
    const before = store.getState().order.timer;
    store.dispatch(reservationTicked(4));
    expect(endsAt()).toBe(5_000);
    expect(store.getState().order.timer).not.toBe(before);
    store.dispatch(orderDiscarded());
    expect(endsAt()).toBeNull();
  });

  it('knows no end for a restored order until the server answered, and forgets it with the order', () => {
    const store = reducerOnly();
    store.dispatch(orderStarted({ orderId: 'ord-1', expiresAt: 1_000 }));
    store.dispatch(orderRestored({ orderId: 'ord-2' }));
    expect(selectOrderExpiresAt(store.getState())).toBeNull();
    store.dispatch(reservationRenewed(9_000));
    expect(selectOrderExpiresAt(store.getState())).toBe(9_000);
    store.dispatch(orderNotFound({ orderId: 'ord-2' }));
    expect(selectOrderExpiresAt(store.getState())).toBeNull();
    store.dispatch(orderStarted({ orderId: 'ord-3', expiresAt: 2_000 }));
    store.dispatch(expiryConfirmed());
    expect(selectOrderExpiresAt(store.getState())).toBeNull();
  });
});

describe('the pending amounts', () => {
  const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
  const key = amountKey(IMPRO.placementId, IMPRO.variantId);

  it('show the wanted amount at once, whole and not below 0', () => {
    const store = reducerOnly();
    const amount = () => selectVariantAmount(store.getState(), IMPRO.placementId, IMPRO.variantId);
    expect(amount()).toBe(0);
    store.dispatch(amountChanged({ ...IMPRO, amount: 3 }));
    expect(amount()).toBe(3);
    store.dispatch(amountChanged({ ...IMPRO, amount: -2 }));
    expect(amount()).toBe(0);
    store.dispatch(amountChanged({ ...IMPRO, amount: 2.7 }));
    expect(amount()).toBe(2);
    expect(selectHasPendingAmounts(store.getState())).toBe(true);
  });

  it('stay pending when a newer click came during the round; are dropped when applied or reverted', () => {
    const store = reducerOnly();
    store.dispatch(amountChanged({ ...IMPRO, amount: 3 }));
    store.dispatch(amountsApplied({ [key]: 2 }));
    expect(selectHasPendingAmounts(store.getState())).toBe(true);
    store.dispatch(amountsApplied({ [key]: 3 }));
    expect(selectHasPendingAmounts(store.getState())).toBe(false);
    store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
    store.dispatch(amountsReverted());
    expect(selectHasPendingAmounts(store.getState())).toBe(false);
  });
});

describe('the events', () => {
  it('are named as events', () => {
    expect(amountChanged({ ...{ placementId: 'p', variantId: 'v' }, amount: 1 }).type).toBe(
      'order/amountChanged',
    );
    expect(expiryConfirmed().type).toBe('order/expiryConfirmed');
    expect(reservationExpired().type).toBe('order/reservationExpired');
    expect(orderRestored({ orderId: 'o' }).type).toBe('order/restored');
  });
});

describe('the lifecycle phase moves only from the phases each event is for', () => {
  /** The phase after `actions`, from a fresh state. */
  const phaseAfter = (...actions: UnknownAction[]) => {
    const store = reducerOnly();
    actions.forEach(store.dispatch);
    return selectOrderPhase(store.getState());
  };
  const started = orderStarted({ orderId: 'ord-1', expiresAt: 60_000 });

  it('a failed creation ends only a start under way', () => {
    expect(phaseAfter(orderCreationStarted(), orderCreationFailed())).toBe('none');
    expect(phaseAfter(started, orderCreationFailed())).toBe('active');
  });

  it('a failed read of a restored order lets it be active; of a running one changes nothing', () => {
    expect(phaseAfter(orderRestored({ orderId: 'ord-1' }))).toBe('starting');
    expect(
      phaseAfter(orderRestored({ orderId: 'ord-1' }), orderRefreshFailed({ orderId: 'ord-1' })),
    ).toBe('active');
    expect(
      phaseAfter(started, reservationExpired(), orderRefreshFailed({ orderId: 'ord-1' })),
    ).toBe('expired');
    expect(phaseAfter(orderRefreshFailed({ orderId: 'ord-1' }))).toBe('none');
  });

  it('only a running reservation expires, and a confirmed expiry is not renewed', () => {
    expect(phaseAfter(reservationExpired())).toBe('none');
    expect(phaseAfter(started, reservationExpired())).toBe('expired');
    expect(phaseAfter(started, reservationExpired(), reservationRenewed(120_000))).toBe('active');
    expect(
      phaseAfter(started, reservationExpired(), expiryConfirmed(), reservationRenewed(120_000)),
    ).toBe('expiredConfirmed');
  });
});
