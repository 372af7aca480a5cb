/**
 * Amount changes (spec section 4, "Item amounts"): the visitor's clicks are pending at once
 * (the reducer), and after 500 ms of quiet one round applies the difference with the server's
 * order: surplus items removed, missing items added in ONE call. Clicks during a round are kept
 * (the channel buffers them, the state holds their amounts) and make the next round. A failure
 * is shown by the error saga; the order is fetched again and the pending amounts are dropped.
 * Missing items that need the visitor (delivery among several, inscription, options, a CHOICE
 * price) are handed to the customisation flow, and the round waits until it is over: the flow
 * adds them, or, when the visitor cancels, the amounts return to the server's order. Items that
 * need nothing are added at once, as before.
 */
import { buffers, type Channel } from 'redux-saga';
import type { SagaIterator } from 'redux-saga';
import { actionChannel, call, delay, put, race, select, take } from 'redux-saga/effects';
import { siteConfig } from '../../../config/site';
import { shopApi } from '../../api/shopApi';
import type { NewOrderItem, Order, Shop } from '../../api/types';
import { newId } from '../../lib/ids';
import { customise } from '../customisation/customisationFlow';
import type { CustomisationOutcome } from '../customisation/customisationRequest';
import { isCustomisable, itemContext } from '../customisation/eligibility';
import { selectShop } from '../shop/shopSelectors';
import { planAmountChanges } from './amountPlan';
import { amountChanged, amountsApplied, amountsReverted, basketItemsAdded } from './orderEvents';
import { ensureOrder, refreshOrder } from './orderLifecycleSaga';
import { selectCurrentOrder, selectPendingAmounts } from './orderSelectors';
import { amountKey, type PendingAmount } from './pendingAmounts';
import { callEndpoint } from './sagaThunk';

/** Spec section 9: item mutations wait for a 500 ms pause. */
export const AMOUNT_QUIET_MS = 500;

const { endpoints } = shopApi;

/** The shop from the cache, or fetched when no page has loaded it yet. */
function* loadShop(): SagaIterator<Shop | null> {
  const cached = (yield select(selectShop)) as Shop | undefined;
  if (cached) return cached;
  if (!siteConfig.shopSlug) return null;
  try {
    return (yield call(
      callEndpoint<Shop>,
      endpoints.getShop.initiate(siteConfig.shopSlug, { subscribe: false }),
    )) as Shop;
  } catch {
    return null;
  }
}

/** The server's order with this id: from the cache, else fetched. */
function* loadOrder(orderId: string): SagaIterator<Order | null> {
  const cached = (yield select(selectCurrentOrder)) as Order | undefined;
  if (cached?.id === orderId) return cached;
  return (yield call(refreshOrder)) as Order | null;
}

/** Back in line with the server: its order fetched again, every pending amount dropped. */
function* revert(): SagaIterator {
  yield call(refreshOrder);
  yield put(amountsReverted());
}

interface SplitAdditions {
  /** items that need nothing from the visitor: added at once */
  ready: NewOrderItem[];
  /** items that need the visitor: handed to the customisation flow */
  waiting: NewOrderItem[];
  /** the wanted amounts (by amountKey) the ready items and the removals take care of */
  readyTargets: Record<string, number>;
  /** the wanted amounts the customisation flow takes care of */
  waitingTargets: Record<string, number>;
}

/** The round's additions split into what can be added now and what the visitor customises first. */
function splitAdditions(
  additions: readonly NewOrderItem[],
  targets: Record<string, number>,
  shop: Shop,
): SplitAdditions {
  const split: SplitAdditions = {
    ready: [],
    waiting: [],
    readyTargets: { ...targets },
    waitingTargets: {},
  };
  for (const item of additions) {
    const context = itemContext(shop, item);
    if (context && isCustomisable(item, context)) {
      const key = amountKey(item.placementId, item.variant);
      split.waiting.push(item);
      split.waitingTargets[key] = targets[key];
      delete split.readyTargets[key];
    } else {
      split.ready.push(item);
    }
  }
  return split;
}

/** One round: the difference between the pending amounts and the server's order, applied. */
export function* applyPendingAmounts(): SagaIterator {
  const pending = Object.values(
    (yield select(selectPendingAmounts)) as Record<string, PendingAmount>,
  );
  if (pending.length === 0) return;
  const orderId = (yield call(ensureOrder)) as string | null;
  const order = orderId === null ? null : ((yield call(loadOrder, orderId)) as Order | null);
  const shop = order === null ? null : ((yield call(loadShop)) as Shop | null);
  if (orderId === null || order === null || shop === null) {
    yield put(amountsReverted()); // no order to change: the error alert says why
    return;
  }
  const plan = planAmountChanges(order, pending, shop);
  const { ready, waiting, readyTargets, waitingTargets } = splitAdditions(
    plan.additions,
    plan.targets,
    shop,
  );
  try {
    for (const itemId of plan.removals) {
      yield call(
        callEndpoint<Order>,
        endpoints.removeItem.initiate({ orderId, itemId }, { track: false }),
      );
    }
    if (ready.length > 0) {
      const trackingEventId = newId();
      const answer = (yield call(
        callEndpoint<Order>,
        endpoints.addItems.initiate(
          // one idempotency key for this add: the base query's retries repeat it, never double it
          { orderId, items: ready, trackingEventId, idempotencyKey: newId() },
          { track: false },
        ),
      )) as Order;
      const before = new Set(order.items.map((item) => item.id));
      const added = answer.items.filter((item) => !before.has(item.id));
      yield put(basketItemsAdded({ items: added, trackingEventId }));
    }
    yield put(amountsApplied(readyTargets));
  } catch {
    // the error saga has raised the alert for the failed call
    yield call(revert);
    return;
  }
  if (waiting.length === 0) return;
  // the visitor customises these; the round waits (the clicks meanwhile make the next round)
  const outcome = (yield call(customise, waiting)) as CustomisationOutcome;
  if (outcome === 'added') yield put(amountsApplied(waitingTargets));
  else yield call(revert); // cancelled or failed: the server's order counts again
}

export function* amountSaga(): SagaIterator {
  // holds the clicks that come while a round runs, so that none is lost
  const clicks = (yield actionChannel(amountChanged, buffers.sliding(1))) as Channel<
    ReturnType<typeof amountChanged>
  >;
  for (;;) {
    yield take(clicks);
    // 500 ms of quiet: every click starts the wait again
    for (;;) {
      const { quiet } = (yield race({ quiet: delay(AMOUNT_QUIET_MS), click: take(clicks) })) as {
        quiet?: true;
      };
      if (quiet) break;
    }
    try {
      yield call(applyPendingAmounts);
    } catch {
      yield put(amountsReverted()); // never let one bad round stop the amounts for good
    }
  }
}
