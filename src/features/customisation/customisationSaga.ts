/**
 * The customisation flow (spec section 4): items handed over with `customisationRequested` are
 * walked through the step groups, then added to the order in one call.
 *
 * Groups: one group per step kind across all items, in the order delivery, inscription,
 * options, choicePrice; a group is shown only when some item needs the visitor for it. One
 * screen asks the same thing of every item that needs it, so ten tickets make one delivery
 * screen, not ten; delivery comes first because the inscription may depend on it.
 *
 * The flow starts at group 0; when nothing needs the visitor (every eligible step resolved
 * itself) it finishes at once, without a screen. Finishing adds all drafts (one addItems call),
 * which records the first item's placement as 'last added' (basketItemsAdded), then resets.
 * There is no way back to a previous group; the visitor can cancel the whole flow, and an
 * expired or vanished order cancels it too.
 */
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, put, race, select, take } from 'redux-saga/effects';
import type { NewOrderItem, Order, Shop } from '../../api/types';
import {
  reservationExpired,
  expiryConfirmed,
  orderNotFound,
  orderDiscarded,
} from '../orderModel/orderEvents';
import { ensureOrder, refreshOrder } from '../order/orderLifecycleSaga';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { loadShop } from '../shop/loadShop';
import {
  customisationEnded,
  customisationRequested,
  type CustomisationOutcome,
} from '../orderModel/customisationRequest';
import {
  cancelled,
  finished,
  groupAdvanced,
  reset,
  selectCustomisation,
  started,
  stepCompleted,
  type CustomisationState,
} from './customisationSlice';
import {
  autoResolve,
  itemContext,
  type CustomisationStep,
  type ItemContext,
} from '../orderModel/customisationSteps';
import { itemsForStep, nextStep, stepAnswered, type ContextualItem } from './flowSteps';
import { carryOutOrderChange, type ChangeOutcome } from '../order/orderChange';

/** The order the drafts were meant for is gone: the flow stops. */
const ORDER_GONE = [
  reservationExpired.type,
  orderNotFound.type,
  expiryConfirmed.type,
  orderDiscarded.type,
];

/** A draft as the server takes it: a blank inscription is no inscription. */
function tidy(item: NewOrderItem): NewOrderItem {
  if (item.inscription === undefined || item.inscription.trim() !== '') return item;
  const { inscription: _blank, ...rest } = item;
  return rest;
}

/** Add the drafts in one call, the one way the order is changed; true when the server took them. */
function* addDrafts(items: NewOrderItem[]): SagaIterator<boolean> {
  const orderId = (yield call(ensureOrder)) as string | null;
  if (orderId === null) return false; // the error alert (or the expiry dialog) says why
  const current = (yield select(selectCurrentOrder)) as Order | undefined;
  // the items the shop adds are told apart from the order as it was (basketItemsAdded)
  if (current?.id !== orderId) yield call(refreshOrder);
  const outcome = (yield call(carryOutOrderChange, orderId, {
    kind: 'itemsAdded',
    items,
  })) as ChangeOutcome;
  return outcome.ok; // a failure: the error saga has raised the alert for the failed call
}

/** Wait for the visitor's answer to `step`: the drafts after it, or null when the flow stopped. */
function* awaitAnswer(
  step: CustomisationStep,
  drafts: readonly ContextualItem[],
): SagaIterator<ContextualItem[] | null> {
  for (;;) {
    const { completed } = (yield race({
      completed: take(stepCompleted),
      cancelled: take(cancelled),
      gone: take(ORDER_GONE),
    })) as { completed?: ReturnType<typeof stepCompleted> };
    if (!completed) return null;
    if (completed.payload.step !== step) continue; // a late submit of an earlier screen
    const { items } = (yield select(selectCustomisation)) as CustomisationState;
    if (items.length !== drafts.length) continue;
    const answered = items.map((item, index) => ({
      item: tidy(item),
      context: drafts[index].context,
    }));
    // the screens check their fields; an answer the server would refuse keeps the step open
    const complete = itemsForStep(step, answered).every((index) =>
      stepAnswered(step, answered[index].item, answered[index].context),
    );
    if (complete) return answered;
  }
}

/** One request: the groups the items need, then the add. */
export function* runCustomisation(
  items: readonly NewOrderItem[],
): SagaIterator<CustomisationOutcome> {
  if (items.length === 0) return 'added';
  const shop = (yield call(loadShop)) as Shop | null;
  const contexts = shop ? items.map((item) => itemContext(shop, item)) : [];
  if (!shop || contexts.some((context) => context === null)) return 'failed';
  let drafts: ContextualItem[] = items.map((item, index) => {
    const context = contexts[index] as ItemContext;
    return { item: autoResolve(item, context), context };
  });

  let step = nextStep(null, drafts);
  if (step !== null) {
    yield put(started({ items: drafts.map(({ item }) => item), step }));
    while (step !== null) {
      const answered = (yield call(awaitAnswer, step, drafts)) as ContextualItem[] | null;
      if (answered === null) {
        yield put(reset());
        return 'cancelled';
      }
      drafts = answered;
      step = nextStep(step, drafts);
      if (step !== null) yield put(groupAdvanced({ step }));
    }
  }

  const ready = drafts.map(({ item }) => item);
  yield put(finished({ items: ready }));
  const added = (yield call(addDrafts, ready)) as boolean;
  yield put(reset());
  return added ? 'added' : 'failed';
}

export function* customisationSaga(): SagaIterator {
  // one flow at a time: requests that come meanwhile wait their turn
  const requests = (yield actionChannel(customisationRequested, buffers.expanding(4))) as Channel<
    ReturnType<typeof customisationRequested>
  >;
  for (;;) {
    const { payload } = (yield take(requests)) as ReturnType<typeof customisationRequested>;
    let outcome: CustomisationOutcome = 'failed';
    try {
      outcome = (yield call(runCustomisation, payload.items)) as CustomisationOutcome;
    } catch {
      yield put(reset()); // never let one bad request stop the flow for good
    }
    yield put(customisationEnded({ requestId: payload.requestId, outcome }));
  }
}
