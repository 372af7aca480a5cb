/**
 * The session's current order as the server last answered it: the getOrder cache entry of the
 * order id the session holds. Here, below the order feature, so the features the order's
 * basket shows (personalisation) read it without importing the order feature.
 */
import type { Order } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { selectOrderId } from './sessionSlice';
import { orderRead } from './orderRead';

/** The current order as the server last answered it (the getOrder cache entry), or undefined. */
export function selectCurrentOrder(state: RootState): Order | undefined {
  const orderId = selectOrderId(state);
  return orderId ? orderRead.endpoints.getOrder.select(orderId)(state).data : undefined;
}
