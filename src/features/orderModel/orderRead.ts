/**
 * The order's address and GET /order/{id} (spec section 7): the order as the server holds it, the
 * cache entry every screen reads the order from (currentOrder.ts). The answers of the calls that
 * change the order are written into this entry too (order/orderLifecycleSaga.ts).
 */
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { API_PREFIX } from '../../api/headers';
import { shopApi } from '../../api/shopApi';
import type { Order } from '../../api/types';

/** The address of an order and, below it, of its parts. */
export const orderPath = (orderId: string) => `${API_PREFIX}/order/${encodeURIComponent(orderId)}`;

/**
 * The meta of a getOrder answer. `superseded`: the order was written into the cache while this
 * read was on its way (a change's answer, another read), so the read's answer may be older than
 * what the cache holds; the read then answers with the cached order and writes nothing new.
 * `doubtsBefore`: how many changes of the order were in doubt when the read was sent
 * (currentOrder.ts): a read answers for those, not for one left in doubt while it was on its way.
 */
export type OrderReadMeta = FetchBaseQueryMeta & { superseded?: true; doubtsBefore?: number };

/** The current order's changes left in doubt so far (currentOrder.ts), read without its slice. */
const doubtsOf = (state: unknown): number =>
  (state as { currentOrder?: { doubts?: number } }).currentOrder?.doubts ?? 0;

/** The getOrder cache entry's order. */
function cachedOrder(state: unknown, orderId: string): Order | undefined {
  return orderRead.endpoints.getOrder.select(orderId)(state as never).data;
}

export const orderRead = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An older answer never overwrites a newer one. The API's order carries no version, so
     * "newer" is the order of events here: when the cache entry was written while the read was
     * on its way (a change's answer: added or removed items, a voucher, insurance,
     * personalisation), the server may have read the order before the change, and the change's
     * answer is at least as new. The read then answers with the cached order (its meta says
     * `superseded`) and the entry stays as it is. A read started after the last write is
     * written as always (it may hold what another tab did).
     */
    getOrder: build.query<Order, string>({
      async queryFn(orderId, { getState }, _extraOptions, baseQuery) {
        const before = cachedOrder(getState(), orderId);
        const doubtsBefore = doubtsOf(getState());
        const answer = await baseQuery(orderPath(orderId));
        if (answer.error) return { error: answer.error, meta: answer.meta };
        const now = cachedOrder(getState(), orderId);
        if (now !== undefined && now !== before) {
          const meta: OrderReadMeta = { ...answer.meta!, superseded: true, doubtsBefore };
          return { data: now, meta };
        }
        const meta: OrderReadMeta = { ...answer.meta!, doubtsBefore };
        return { data: answer.data as Order, meta };
      },
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useGetOrderQuery } = orderRead;
