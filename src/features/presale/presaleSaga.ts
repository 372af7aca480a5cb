/**
 * A presale token arrived (the presale page's form, or ?presaleToken= on any page): a presale
 * order is created from it. The order lifecycle takes the answer like any new order
 * (orderAnswers.isOrderCreated): it becomes the current order, its reservation runs and its id
 * is stored. Then the cart opens. A refused token changes nothing: the presale page shows the
 * server's message under its field (its call's shared state, PRESALE_REQUEST), and the error
 * alert shows it for ?presaleToken= (presaleRequest.ts).
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { shopApi } from '../../api/shopApi';
import type { Order } from '../../api/types';
import { opened as cartOpened } from '../order/cartSlice';
import { presaleCodeSubmitted, presaleTokenEntered } from '../order/orderEvents';
import { callEndpoint } from '../order/sagaThunk';
import { PRESALE_ADDRESS_REQUEST, PRESALE_REQUEST } from './presaleRequest';

/** `request`: whose call it is (presaleRequest.ts), which decides who shows a refusal. */
export function* startPresaleOrder(
  token: string,
  request: string = PRESALE_ADDRESS_REQUEST,
): SagaIterator {
  try {
    yield call(
      callEndpoint<Order>,
      shopApi.endpoints.createPresaleOrder.initiate(token, { fixedCacheKey: request }),
    );
  } catch {
    return; // the page or the error alert tells the visitor why
  }
  yield put(cartOpened());
}

export function* presaleSaga(): SagaIterator {
  let running: Task | null = null;
  for (;;) {
    const action = (yield take([presaleTokenEntered, presaleCodeSubmitted])) as ReturnType<
      typeof presaleTokenEntered | typeof presaleCodeSubmitted
    >;
    const token = action.payload.trim();
    // one presale order at a time: a repeated submit while the first is answered is ignored
    if (token === '' || running?.isRunning()) continue;
    const request = presaleCodeSubmitted.match(action) ? PRESALE_REQUEST : PRESALE_ADDRESS_REQUEST;
    running = (yield fork(startPresaleOrder, token, request)) as Task;
  }
}
