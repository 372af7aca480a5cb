/**
 * The calls that make or change the order (spec section 7). Each answers with the whole order,
 * which the order lifecycle saga makes the getOrder cache entry (orderAnswers.ts,
 * orderLifecycleSaga.ts). Every change is safe to send again: an add or a voucher carries an
 * idempotency key, a removal takes "already gone" (404) as done.
 */
import { newId } from '../../lib/ids';
import { API_PREFIX } from '../../api/headers';
import { shopApi, type ShopBaseQuery } from '../../api/shopApi';
import type { AddItemsRequest, Order } from '../../api/types';
import { orderPath } from '../orderModel/orderRead';

export interface AddItemsArgs extends AddItemsRequest {
  orderId: string;
  /** one per logical add; generated when not given. Repeats of this add keep it. */
  idempotencyKey?: string;
}
export interface RemoveItemArgs {
  orderId: string;
  itemId: string;
  /** a seat's item: its seat stays held (it comes back at once as another ticket type) */
  keepSeatHold?: boolean;
}
export interface AddVoucherArgs {
  orderId: string;
  code: string;
  /** one per redemption asked for; the base query's retries repeat it, never redeem twice */
  idempotencyKey?: string;
}
export interface RemoveVoucherArgs {
  orderId: string;
  voucherId: string;
}
export interface SetInsuranceArgs {
  orderId: string;
  enabled: boolean;
}
export interface ExtendReservationArgs {
  orderId: string;
  /** one per request of the visitor; the base query's retries repeat it, never extend twice */
  idempotencyKey?: string;
}

/**
 * Removes what `url` names from the order. DELETE is sent again when no answer came (the base
 * query), and the shop answers a second removal of the same thing with 404: it is gone, which is
 * what was asked. So a 404 is taken as done, and the answer is the order as it is now.
 */
async function removeFromOrder(
  orderId: string,
  target: { url: string; params?: Record<string, unknown> },
  baseQuery: ShopBaseQuery,
) {
  const removed = await baseQuery({ ...target, method: 'DELETE' });
  if (!removed.error) return { data: removed.data as Order, meta: removed.meta };
  if (removed.error.status !== 404) return { error: removed.error, meta: removed.meta };
  const now = await baseQuery(orderPath(orderId));
  if (now.error) return { error: now.error, meta: now.meta };
  return { data: now.data as Order, meta: now.meta };
}

/**
 * The calls that may hold or let go of seats (a new order's token, a seat's item added or removed):
 * answered or refused, the seat lists shown read the seats again (seating/seatingApi.ts).
 */
const HOLDS_SEATS = ['Seats'] as const;

export const orderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, string>({
      query: (shopId) => ({ url: `${API_PREFIX}/order`, method: 'POST', body: { shop: shopId } }),
      invalidatesTags: HOLDS_SEATS,
    }),
    /** the presale page's order: made from a presale token instead of the configured shop */
    createPresaleOrder: build.mutation<Order, string>({
      query: (presaleToken) => ({
        url: `${API_PREFIX}/presale/order`,
        method: 'POST',
        body: { presaleToken },
      }),
      invalidatesTags: HOLDS_SEATS,
    }),
    addItems: build.mutation<Order, AddItemsArgs>({
      query: ({ orderId, items, trackingEventId, idempotencyKey = newId() }) => ({
        url: `${orderPath(orderId)}/items`,
        method: 'POST',
        body: trackingEventId ? { items, trackingEventId } : { items },
        idempotencyKey,
        trackingEventId,
      }),
      invalidatesTags: HOLDS_SEATS,
    }),
    removeItem: build.mutation<Order, RemoveItemArgs>({
      queryFn: ({ orderId, itemId, keepSeatHold }, _api, _extra, baseQuery) =>
        removeFromOrder(
          orderId,
          {
            url: `${orderPath(orderId)}/items/${encodeURIComponent(itemId)}`,
            ...(keepSeatHold ? { params: { keepSeatHold: true } } : {}),
          },
          baseQuery as ShopBaseQuery,
        ),
      invalidatesTags: HOLDS_SEATS,
    }),
    addVoucher: build.mutation<Order, AddVoucherArgs>({
      query: ({ orderId, code, idempotencyKey = newId() }) => ({
        url: `${orderPath(orderId)}/voucher`,
        method: 'POST',
        body: { code },
        idempotencyKey,
      }),
    }),
    removeVoucher: build.mutation<Order, RemoveVoucherArgs>({
      queryFn: ({ orderId, voucherId }, _api, _extra, baseQuery) =>
        removeFromOrder(
          orderId,
          { url: `${orderPath(orderId)}/voucher/${encodeURIComponent(voucherId)}` },
          baseQuery as ShopBaseQuery,
        ),
    }),
    setInsurance: build.mutation<Order, SetInsuranceArgs>({
      query: ({ orderId, enabled }) => ({
        url: `${orderPath(orderId)}/insurance`,
        method: 'POST',
        body: { enabled },
      }),
    }),
    extendReservation: build.mutation<Order, ExtendReservationArgs>({
      query: ({ orderId, idempotencyKey = newId() }) => ({
        url: `${orderPath(orderId)}/reservation`,
        method: 'POST',
        idempotencyKey,
      }),
    }),
  }),
});

/**
 * No hook for a change of the order: each is a visitor event that a saga carries out
 * (orderChange.ts). The presale page reads the state of its saga's call (presaleRequest.ts).
 */
export const { useCreatePresaleOrderMutation } = orderApi;
