/**
 * A presale token arrived (the presale page's form, or ?presaleToken= on any page): a presale
 * order is created from it. The order lifecycle takes the answer like any new order
 * (orderAnswers.isOrderCreated): it becomes the current order, its reservation runs and its id
 * is stored. Then the cart opens, and the visitor is told that presale access is active. A
 * refused token changes nothing: the presale page shows the server's message under its field
 * (its call's shared state, PRESALE_REQUEST), and the error alert shows it for ?presaleToken=
 * (presaleRequest.ts).
 *
 * The presale order replaces the current one. When that holds items, the visitor is asked first
 * (presaleSlice: how many items would be replaced) and may keep the basket; then nothing is sent.
 * An order still being restored after a reload is waited for, so its items count.
 *
 * It is a chunk of its own ('presale'), loaded by the presale gate (presaleGate.ts) with the first
 * code, which it hands over.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import type { Order } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { opened as cartOpened } from '../order/cartSlice';
import { presaleCodeSubmitted, presaleTokenEntered } from '../orderModel/orderEvents';
import {
  selectOrderActive,
  selectOrderItemCount,
  selectOrderMissing,
  selectOrderPhase,
} from '../order/orderSelectors';
import { callEndpoint } from '../../api/sagaThunk';
import { PRESALE_ADDRESS_REQUEST, PRESALE_REQUEST } from './presaleRequest';
import {
  presaleAccessStarted,
  presaleBasketKept,
  presaleReplaceAsked,
  presaleReplaceConfirmed,
} from './presaleSlice';
import { orderApi } from '../order/orderApi';

/** `request`: whose call it is (presaleRequest.ts), which decides who shows a refusal. */
export function* startPresaleOrder(
  token: string,
  request: string = PRESALE_ADDRESS_REQUEST,
): SagaIterator {
  try {
    yield call(
      callEndpoint<Order>,
      orderApi.endpoints.createPresaleOrder.initiate(token, { fixedCacheKey: request }),
    );
  } catch {
    return; // the page or the error alert tells the visitor why
  }
  yield put(cartOpened());
  yield put(presaleAccessStarted());
}

/** Whether the current order is on its way (being created or restored after a reload). */
const orderUnderWay = (state: RootState): boolean =>
  selectOrderPhase(state) === 'starting' || selectOrderMissing(state) === 'loading';

/**
 * What a presale order would replace: the active order's item count, null when the order could not
 * be loaded (it may hold items the visitor cannot see), 0 when there is nothing to lose.
 */
export function* basketToReplace(): SagaIterator<number | null> {
  while ((yield select(orderUnderWay)) as boolean) yield take('*');
  if ((yield select(selectOrderMissing)) === 'failed') return null;
  if (!((yield select(selectOrderActive)) as boolean)) return 0;
  return (yield select(selectOrderItemCount)) as number;
}

/** True when the presale order may start: nothing would be lost, or the visitor said so. */
function* mayReplaceBasket(): SagaIterator<boolean> {
  const itemCount = (yield call(basketToReplace)) as number | null;
  if (itemCount === 0) return true;
  yield put(presaleReplaceAsked({ itemCount }));
  const answer = (yield take([presaleReplaceConfirmed, presaleBasketKept])) as { type: string };
  return answer.type === presaleReplaceConfirmed.type;
}

/** A presale code: from the address (?presaleToken=) or the presale page's form. */
export type PresaleCode = ReturnType<typeof presaleTokenEntered | typeof presaleCodeSubmitted>;

/** Takes `first` (the code the gate was loaded for), then every later code. */
export function* presaleSaga(first?: PresaleCode): SagaIterator {
  let running: Task | null = null;
  let handedOver = first;
  for (;;) {
    const action =
      handedOver ?? ((yield take([presaleTokenEntered, presaleCodeSubmitted])) as PresaleCode);
    handedOver = undefined;
    const token = action.payload.trim();
    // one presale order at a time: a repeated submit while the first is answered is ignored
    if (token === '' || running?.isRunning()) continue;
    const request = presaleCodeSubmitted.match(action) ? PRESALE_REQUEST : PRESALE_ADDRESS_REQUEST;
    running = (yield fork(function* askThenStart(): SagaIterator {
      if ((yield call(mayReplaceBasket)) as boolean) yield call(startPresaleOrder, token, request);
    })) as Task;
  }
}
