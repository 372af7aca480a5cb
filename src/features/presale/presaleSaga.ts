/**
 * A presale token arrived (the presale page's form, or ?presaleToken= on any page): a presale
 * order is created from it. The order lifecycle takes the answer like any new order
 * (orderAnswers.isOrderCreated): it becomes the current order, its reservation runs and its id
 * is stored. Then the cart opens. A refused token changes nothing: the presale page shows the
 * server's message under its field (the shared mutation state, PRESALE_REQUEST), and the error
 * alert shows it on any other page.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { shopApi } from '../../api/shopApi';
import type { Order } from '../../api/types';
import { opened as cartOpened } from '../order/cartSlice';
import { presaleTokenEntered } from '../order/orderEvents';
import { callEndpoint } from '../order/sagaThunk';

/** The presale call's shared state: the page reads it with useCreatePresaleOrderMutation. */
export const PRESALE_REQUEST = 'presale';

export function* startPresaleOrder(token: string): SagaIterator {
  try {
    yield call(
      callEndpoint<Order>,
      shopApi.endpoints.createPresaleOrder.initiate(token, { fixedCacheKey: PRESALE_REQUEST }),
    );
  } catch {
    return; // the page or the error alert tells the visitor why
  }
  yield put(cartOpened());
}

export function* presaleSaga(): SagaIterator {
  let running: Task | null = null;
  for (;;) {
    const action = (yield take(presaleTokenEntered)) as ReturnType<typeof presaleTokenEntered>;
    const token = action.payload.trim();
    // one presale order at a time: a repeated submit while the first is answered is ignored
    if (token === '' || running?.isRunning()) continue;
    running = (yield fork(startPresaleOrder, token)) as Task;
  }
}
