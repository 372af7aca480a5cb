/**
 * Amount changes (spec section 4, "Item amounts"): the visitor's clicks are pending at once
 * (the reducer), and after 500 ms of quiet one round applies the difference with the server's
 * order: surplus items removed (a few at a time, REMOVALS_AT_ONCE), missing items added in ONE
 * call. Clicks during a round are kept (the channel buffers them, the state holds their amounts)
 * and make the next round.
 *
 * The visitor's intent is kept under faults (issue 17, point 5): a call that fails (after the
 * base query's own retries; a removal's 404 means the item is gone, which is done) does not drop
 * what was asked. The order is read again and the difference that is left is applied again, up to
 * AMOUNT_ROUNDS rounds, ROUND_PAUSE_MS apart; each failed call is shown by the error saga as it
 * happens. When the difference cannot be reached (the rounds are used up, or the shop refused:
 * 409, 422), the visitor is told exactly what was not done, at the amount (amountsNotReached:
 * how many of which variant could not be added or removed), and the server's order counts again.
 *
 * Missing items that need the visitor (delivery among several, inscription, options, a CHOICE
 * price) are handed to the customisation flow, and the round waits until it is over: the flow
 * adds them, or, when the visitor cancels, the amounts return to the server's order. Items that
 * need nothing are added at once, as before.
 *
 * Each call is made the one way every change of the order is (orderChange.ts).
 */
import type { Channel, SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take } from 'redux-saga/effects';
import { visitorMessageOf, type VisitorMessage } from '../../api/errors';
import { mayWorkAgain } from '../../api/retryPolicy';
import type { Order, Shop } from '../../api/types';
import { customiseItems, type CustomisationOutcome } from '../orderModel/customisationRequest';
import { loadShop } from '../shop/loadShop';
import { planAmountChanges, splitAdditions } from './amountPlan';
import {
  type amountChanged,
  amountsApplied,
  amountsNotReached,
  amountsResolved,
  amountsReverted,
  type AmountProblem,
} from '../orderModel/orderEvents';
import { ensureOrder, refreshOrder } from './orderLifecycleSaga';
import { countVariantItems, selectPendingAmounts } from './orderSelectors';
import { countLineItems } from './orderLines';
import { selectCurrentOrder, selectOrderInDoubt } from '../orderModel/currentOrder';
import { amountKey, type PendingAmount } from './pendingAmounts';
import { carryOutOrderChange, type ChangeOutcome } from './orderChange';

/** Spec section 9: item mutations wait for a 500 ms pause. */
export const AMOUNT_QUIET_MS = 500;
/** Removals under way at once: fast for ten at a time, gentle on the shop. */
export const REMOVALS_AT_ONCE = 3;
/** How often a round is made for the same wish before the visitor is told what was not done. */
export const AMOUNT_ROUNDS = 3;
/**
 * The pause before the next round: after the base query's own retries (about 250 and 500 ms)
 * have failed, the shop gets a moment.
 */
export const ROUND_PAUSE_MS = 1500;

/**
 * The server's order with this id: from the cache, else fetched; fetched anyway when `fresh` (a
 * round before failed) or when a change is in doubt (the cache may not show what the server holds:
 * a difference planned from it would add again what a lost answer added).
 */
function* loadOrder(orderId: string, fresh: boolean): SagaIterator<Order | null> {
  const cached = (yield select(selectCurrentOrder)) as Order | undefined;
  const inDoubt = (yield select(selectOrderInDoubt)) as boolean;
  if (!fresh && !inDoubt && cached?.id === orderId) return cached;
  return (yield call(refreshOrder)) as Order | null;
}

/** Back in line with the server: its order fetched again, every pending amount dropped. */
function* revert(): SagaIterator {
  yield call(refreshOrder);
  yield put(amountsReverted());
}

/** Removes the items, at most REMOVALS_AT_ONCE under way at a time; the failures, in order. */
function* removeItems(orderId: string, itemIds: readonly string[]): SagaIterator<unknown[]> {
  const queue = [...itemIds];
  const failures: unknown[] = [];
  function* worker(): SagaIterator {
    for (let itemId = queue.shift(); itemId !== undefined; itemId = queue.shift()) {
      const outcome = (yield call(carryOutOrderChange, orderId, {
        kind: 'itemRemoved',
        itemId,
      })) as ChangeOutcome;
      if (!outcome.ok) failures.push(outcome.error);
    }
  }
  yield all(Array.from({ length: Math.min(REMOVALS_AT_ONCE, queue.length) }, () => call(worker)));
  return failures;
}

/**
 * What was asked and is not so, as the visitor is told: per variant asked for, how many the
 * order holds and how many were wanted (an amount asked for on top of an unknown order, on top).
 */
function unreached(
  order: Order | undefined,
  pending: readonly PendingAmount[],
  message: VisitorMessage,
): AmountProblem[] {
  return pending.flatMap(({ placementId, variantId, amount, onTopOfOrder, line }) => {
    const held = line
      ? countLineItems(order?.items, line.key)
      : countVariantItems(order, placementId, variantId);
    const wanted = onTopOfOrder ? held + amount : amount;
    if (wanted === held) return [];
    return [
      { placementId, variantId, ...(line ? { lineKey: line.key } : {}), wanted, held, message },
    ];
  });
}

/** The rounds are over and the wish is not: the visitor is told what, and the order counts. */
function* giveUp(lastError: unknown): SagaIterator {
  const order = (yield call(refreshOrder)) as Order | null;
  const pending = Object.values(
    (yield select(selectPendingAmounts)) as Record<string, PendingAmount>,
  );
  const current = order ?? ((yield select(selectCurrentOrder)) as Order | undefined);
  const problems = unreached(current, pending, visitorMessageOf(lastError));
  if (problems.length > 0) yield put(amountsNotReached(problems));
  yield put(amountsReverted());
}

type RoundResult =
  /** nothing (more) to do, or done */
  | { kind: 'done' }
  /** some calls failed: `retry` when asking again may mend them */
  | { kind: 'failed'; error: unknown; retry: boolean };

/**
 * One round: the difference between the pending amounts and the server's order (read again when
 * `fresh`: a round before this one failed), applied. `resolved`: the amounts asked for on top of
 * the order have been made whole amounts already.
 */
function* applyRound(fresh: boolean, resolved = false): SagaIterator<RoundResult> {
  const pending = Object.values(
    (yield select(selectPendingAmounts)) as Record<string, PendingAmount>,
  );
  if (pending.length === 0) return { kind: 'done' };
  const orderId = (yield call(ensureOrder)) as string | null;
  const order = orderId === null ? null : ((yield call(loadOrder, orderId, fresh)) as Order | null);
  const shop = order === null ? null : ((yield call(loadShop)) as Shop | null);
  if (orderId === null) {
    yield put(amountsReverted()); // no order to change: the error alert says why
    return { kind: 'done' };
  }
  if (order === null || shop === null) {
    // the order (or the shop) could not be read: the alert says why; a round may read it later
    const known = (yield select(selectPendingAmounts)) as Record<string, PendingAmount>;
    if (Object.keys(known).length === 0) return { kind: 'done' }; // the order is gone (404)
    return { kind: 'failed', error: null, retry: true };
  }
  // amounts asked for on top of an order not known then: whole amounts from now on, so a round
  // sent again after a lost answer does not add them on top a second time
  const onTop = pending.filter((amount) => amount.onTopOfOrder);
  if (onTop.length > 0 && !resolved) {
    yield put(
      amountsResolved(
        Object.fromEntries(
          onTop.map(({ placementId, variantId, amount }) => [
            amountKey(placementId, variantId),
            { asked: amount, whole: countVariantItems(order, placementId, variantId) + amount },
          ]),
        ),
      ),
    );
    return (yield call(applyRound, false, true)) as RoundResult;
  }
  const plan = planAmountChanges(order, pending, shop);
  const split = splitAdditions(plan.additions, plan.targets, shop);
  const { waiting, readyTargets, waitingTargets } = split;
  // more of a basket line: its choices are made, it is added at once
  const ready = [...plan.copies, ...split.ready];

  const failures = (yield call(removeItems, orderId, plan.removals)) as unknown[];
  if (plan.removals.length > 1 && ready.length === 0 && failures.length === 0) {
    // removals under way together answer in any order, each with the order as it was then: the
    // last answer to arrive may be an older one. Read once after them all (an add would answer
    // after them all too; a failure reads the order in the next round).
    yield call(refreshOrder);
  }
  if (ready.length > 0) {
    const added = (yield call(carryOutOrderChange, orderId, {
      kind: 'itemsAdded',
      items: ready,
    })) as ChangeOutcome;
    if (!added.ok) failures.push(added.error);
  }
  if (failures.length > 0) {
    const error = failures[failures.length - 1];
    return { kind: 'failed', error, retry: failures.every(mayWorkAgain) };
  }
  yield put(amountsApplied(readyTargets));

  if (waiting.length > 0) {
    // the visitor customises these; the round waits (the clicks meanwhile make the next round)
    const outcome = (yield call(customiseItems, waiting)) as CustomisationOutcome;
    if (outcome === 'added') yield put(amountsApplied(waitingTargets));
    else yield call(revert); // cancelled or failed: the server's order counts again
  }
  return { kind: 'done' };
}

/**
 * The pending amounts applied, in rounds until the server's order shows them, or the visitor is
 * told what could not be done (the shop refused, or AMOUNT_ROUNDS rounds failed).
 */
export function* applyPendingAmounts(): SagaIterator {
  for (let round = 1; ; round += 1) {
    const result = (yield call(applyRound, round > 1)) as RoundResult;
    if (result.kind === 'done') return;
    if (!result.retry || round >= AMOUNT_ROUNDS) {
      yield call(giveUp, result.error);
      return;
    }
    yield delay(ROUND_PAUSE_MS);
  }
}

/**
 * The rounds, one after each burst of clicks. The gate (amountGate.ts) loads this chunk with the
 * visitor's first click and hands over its channel, which holds the clicks that come while a
 * round runs (none is lost); `clicked`: the first click is taken already.
 */
export function* amountSaga(
  clicks: Channel<ReturnType<typeof amountChanged>>,
  clicked: boolean,
): SagaIterator {
  for (let first = clicked; ; first = false) {
    if (!first) yield take(clicks);
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
