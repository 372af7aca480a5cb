/**
 * Paying (spec sections 4 and 7): the checkout call, then the payment provider. The answer
 * 'redirect' leaves for the provider's page; 'walle-lightbox' loads the lightbox script once and
 * starts the payment in it. When the lightbox cannot be used (its script does not load, or it
 * reports an error) the visitor is told so and sent to the hosted page of a redirect method
 * instead: the order is checked out again with that method (the server allows a new checkout
 * while the payment is pending), and its answer is the hosted page's address.
 *
 * A refusal that may mean the order is not what the page shows (404, 409, 422: expired, paid
 * meanwhile, emptied or changed in another tab, a total the visitor did not see) reads the order
 * again, so the basket, totals and countdown on the page are the server's; the refusal says
 * whether the order changed, so the page can send the visitor to look at it.
 *
 * Double submits: one payment at a time. A submission while a checkout call runs or while the
 * order waits for the provider is ignored (the page's button is busy too). An order that is not
 * active (expired, gone, or not the current one) is never sent.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import { isApiError, visitorMessageOf } from '../../api/errors';
import type { CheckoutAnswer, FormData, Order, PaymentMethod } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { refreshOrder } from '../order/orderLifecycleSaga';
import { selectOrderActive } from '../order/orderSelectors';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { callEndpoint } from '../../api/sagaThunk';
import { addPaymentInfo } from '../tracking/trackingEvents';
import { fieldProblemsOfError } from '../../api/fieldProblems';
import { checkoutApi } from './checkoutApi';
import {
  checkoutPageRestored,
  checkoutRejected,
  checkoutStarted,
  checkoutSubmitted,
  lightboxFailed,
  paymentStarted,
} from './checkoutEvents';
import { selectCheckoutBusy } from './checkoutSlice';
import {
  assignLocation,
  loadLightboxScript,
  providerUrl,
  startLightboxPayment,
  type LightboxHandler,
} from './paymentProvider';

/** How long the visitor can read that the lightbox failed before the hosted page opens. */
export const LIGHTBOX_FALLBACK_DELAY_MS = 1500;

/** Refusals after which the order is fetched again: it may have expired or changed meanwhile. */
const RECHECK_ORDER_ON = new Set([404, 409, 422]);

function* checkOut(
  orderId: string,
  form: FormData,
  paymentMethod: string,
  expectedTotal?: number,
): SagaIterator<CheckoutAnswer> {
  return (yield call(
    callEndpoint<CheckoutAnswer>,
    checkoutApi.endpoints.payOrder.initiate(
      { orderId, form, paymentMethod, expectedTotal },
      { track: false },
    ),
  )) as CheckoutAnswer;
}

const itemIds = (order: Order): string => order.items.map((item) => item.id).join(' ');

/** Whether the order read again differs from what the page showed: its items or its total. */
export function orderChangedFrom(seen: Order | undefined, now: Order | null): boolean {
  if (!seen || !now) return false;
  return itemIds(seen) !== itemIds(now) || seen.totals.total !== now.totals.total;
}

/**
 * The server refused (or could not be reached): say why. After a refusal that may mean another
 * order, the order is read again (a gone one is marked by the lifecycle, the page says so).
 */
function* rejected(orderId: string, error: unknown): SagaIterator {
  const status = isApiError(error) && typeof error.status === 'number' ? error.status : null;
  let orderChanged = false;
  if (status !== null && RECHECK_ORDER_ON.has(status)) {
    const seen = (yield select(selectCurrentOrder)) as Order | undefined;
    // an expired order answers 404 now: the lifecycle marks it expired-confirmed, the page says so
    const now = (yield call(refreshOrder)) as Order | null;
    orderChanged = orderChangedFrom(seen, now);
  }
  yield put(
    checkoutRejected({
      orderId,
      message: visitorMessageOf(error),
      status,
      fieldProblems: fieldProblemsOfError(error),
      orderChanged,
    }),
  );
}

/** The checkout failed with nothing more to say than that it failed (the generic message). */
const failedWithoutReason = (orderId: string) =>
  checkoutRejected({
    orderId,
    message: { messageKey: 'errors.generic' },
    status: null,
    fieldProblems: [],
  });

/** The payment provider's configuration id of one of the order's methods (Wallee's number). */
const selectConfigurationId = (state: RootState, methodId: string): number | undefined =>
  selectCurrentOrder(state)?.checkout.paymentMethods.find((method) => method.id === methodId)
    ?.paymentMethodConfigurationId;

/** A method of the order whose provider page is reached by a redirect, for the lightbox fallback. */
const selectRedirectMethod = (state: RootState): PaymentMethod | undefined =>
  selectCurrentOrder(state)?.checkout.paymentMethods.find((method) => method.kind === 'redirect');

/** The lightbox could not be used: tell the visitor, then send them to the hosted page. */
function* fallBackToRedirect(
  orderId: string,
  form: FormData,
  reason: string,
  expectedTotal?: number,
): SagaIterator {
  console.info('[billett] payment lightbox unavailable, falling back to the hosted page:', reason);
  yield put(lightboxFailed({ orderId, reason }));
  yield delay(LIGHTBOX_FALLBACK_DELAY_MS);
  const method = (yield select(selectRedirectMethod)) as PaymentMethod | undefined;
  if (!method) {
    yield put(failedWithoutReason(orderId));
    return;
  }
  let answer: CheckoutAnswer;
  try {
    answer = (yield call(checkOut, orderId, form, method.id, expectedTotal)) as CheckoutAnswer;
  } catch (error) {
    yield call(rejected, orderId, error);
    return;
  }
  yield put(paymentStarted({ orderId, paymentMethod: method.id, ...answer }));
  if (answer.action === 'redirect') {
    yield call(leaveForProvider, orderId, answer.url);
  } else {
    yield put(failedWithoutReason(orderId));
  }
}

/** Off to the provider's page; an address that is not http(s) is refused and the visitor told. */
function* leaveForProvider(orderId: string, url: string): SagaIterator {
  try {
    yield call(assignLocation, providerUrl(url));
  } catch (error) {
    yield call(rejected, orderId, error);
  }
}

export function* runCheckout(action: ReturnType<typeof checkoutSubmitted>): SagaIterator {
  const { orderId, form, paymentMethod, expectedTotal } = action.payload;
  yield put(checkoutStarted({ orderId }));
  yield put(addPaymentInfo({ paymentMethod }));
  let answer: CheckoutAnswer;
  try {
    answer = (yield call(checkOut, orderId, form, paymentMethod, expectedTotal)) as CheckoutAnswer;
  } catch (error) {
    yield call(rejected, orderId, error);
    return;
  }
  yield put(paymentStarted({ orderId, paymentMethod, ...answer }));

  if (answer.action === 'redirect') {
    yield call(leaveForProvider, orderId, answer.url);
    return;
  }
  let reason: string;
  try {
    const handler = (yield call(loadLightboxScript, providerUrl(answer.url))) as LightboxHandler;
    // the provider's own id of the method (Wallee's configuration id), not the shop's
    const configurationId = (yield select(selectConfigurationId, paymentMethod)) as
      number | undefined;
    // settles only when the lightbox reports an error; otherwise it takes the visitor away
    reason = (yield call(startLightboxPayment, handler, configurationId)) as string;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  yield call(fallBackToRedirect, orderId, form, reason, expectedTotal);
}

/** Whether a submission for this order may be sent now. */
function* maySubmit(orderId: string): SagaIterator<boolean> {
  if ((yield select(selectCheckoutBusy)) as boolean) return false;
  const current = (yield select(selectOrderId)) as string | null;
  const active = (yield select(selectOrderActive)) as boolean;
  return active && current === orderId;
}

export function* checkoutSaga(): SagaIterator {
  let running: Task | null = null;
  for (;;) {
    const action = (yield take([checkoutSubmitted.type, checkoutPageRestored.type])) as
      ReturnType<typeof checkoutSubmitted> | ReturnType<typeof checkoutPageRestored>;
    if (checkoutPageRestored.match(action)) {
      // back from the provider's page (back-forward cache): nothing waits for it any more
      if (running?.isRunning()) yield cancel(running);
      running = null;
      continue;
    }
    if (running?.isRunning()) continue; // a double submit
    if (!((yield call(maySubmit, action.payload.orderId)) as boolean)) continue;
    running = (yield fork(runCheckout, action)) as Task;
  }
}
