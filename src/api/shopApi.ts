/**
 * The ONE createApi of the storefront: every call of spec section 7.
 * Features add their own endpoints with shopApi.injectEndpoints.
 * Mutations that answer with the order have it written into the getOrder cache
 * instead of refetching it: by the order lifecycle saga, in the same dispatch as the
 * answer (orderLifecycleSaga.ts, onOrderAnswer), so the cache holds it when the call
 * resolves and no render sees the call over with the old order.
 * An order read never takes such an answer back: see getOrder.
 */
import { createApi, skipToken, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { siteConfig } from '../../config/site';
import { newId } from '../lib/ids';
import { shopBaseQuery } from './baseQuery';
import { API_PREFIX } from './headers';
import type {
  AddItemsRequest,
  BuildInfo,
  Order,
  OrderStatusAnswer,
  PersonalizeRequest,
  Shop,
} from './types';

const order = (orderId: string) => `${API_PREFIX}/order/${encodeURIComponent(orderId)}`;

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
export interface PersonalizeArgs extends PersonalizeRequest {
  orderId: string;
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
 * The meta of a getOrder answer. `superseded`: the order was written into the cache while this
 * read was on its way (a change's answer, another read), so the read's answer may be older than
 * what the cache holds; the read then answers with the cached order and writes nothing new.
 */
export type OrderReadMeta = FetchBaseQueryMeta & { superseded?: true };

/**
 * Removes what `url` names from the order. DELETE is sent again when no answer came (the base
 * query), and the shop answers a second removal of the same thing with 404: it is gone, which is
 * what was asked. So a 404 is taken as done, and the answer is the order as it is now.
 */
async function removeFromOrder(
  orderId: string,
  target: { url: string; params?: Record<string, unknown> },
  baseQuery: (args: Parameters<typeof shopBaseQuery>[0]) => ReturnType<typeof shopBaseQuery>,
) {
  const removed = await baseQuery({ ...target, method: 'DELETE' });
  if (!removed.error) return { data: removed.data as Order, meta: removed.meta };
  if (removed.error.status !== 404) return { error: removed.error, meta: removed.meta };
  const now = await baseQuery(order(orderId));
  if (now.error) return { error: now.error, meta: now.meta };
  return { data: now.data as Order, meta: now.meta };
}

/** The getOrder cache entry's order; declared with its type so getOrder can read it. */
function cachedOrder(state: unknown, orderId: string): Order | undefined {
  return shopApi.endpoints.getOrder.select(orderId)(state as never).data;
}

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: ['Shop', 'Order', 'OrderStatus'],
  endpoints: (build) => {
    /**
     * A mutation answered with the order (isOrderAnswer / isOrderCreated in orderAnswers.ts): the
     * order lifecycle saga makes the answer the getOrder cache entry.
     */
    const orderMutation = <Args>(query: (args: Args) => Parameters<typeof shopBaseQuery>[0]) =>
      build.mutation<Order, Args>({ query });

    return {
      getShop: build.query<Shop, string>({
        query: (slug) => `${API_PREFIX}/shop/${encodeURIComponent(slug)}`,
        providesTags: ['Shop'],
      }),
      createOrder: orderMutation((shopId: string) => ({
        url: `${API_PREFIX}/order`,
        method: 'POST',
        body: { shop: shopId },
      })),
      createPresaleOrder: orderMutation((presaleToken: string) => ({
        url: `${API_PREFIX}/presale/order`,
        method: 'POST',
        body: { presaleToken },
      })),
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
          const answer = await baseQuery(order(orderId));
          if (answer.error) return { error: answer.error, meta: answer.meta };
          const now = cachedOrder(getState(), orderId);
          if (now !== undefined && now !== before) {
            const meta: OrderReadMeta = { ...answer.meta!, superseded: true };
            return { data: now, meta };
          }
          return { data: answer.data as Order, meta: answer.meta };
        },
        providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
      }),
      addItems: orderMutation(
        ({ orderId, items, trackingEventId, idempotencyKey = newId() }: AddItemsArgs) => ({
          url: `${order(orderId)}/items`,
          method: 'POST',
          body: trackingEventId ? { items, trackingEventId } : { items },
          idempotencyKey,
          trackingEventId,
        }),
      ),
      removeItem: build.mutation<Order, RemoveItemArgs>({
        queryFn: ({ orderId, itemId, keepSeatHold }, _api, _extra, baseQuery) =>
          removeFromOrder(
            orderId,
            {
              url: `${order(orderId)}/items/${encodeURIComponent(itemId)}`,
              ...(keepSeatHold ? { params: { keepSeatHold: true } } : {}),
            },
            baseQuery as Parameters<typeof removeFromOrder>[2],
          ),
      }),
      addVoucher: orderMutation(({ orderId, code, idempotencyKey = newId() }: AddVoucherArgs) => ({
        url: `${order(orderId)}/voucher`,
        method: 'POST',
        body: { code },
        idempotencyKey,
      })),
      removeVoucher: build.mutation<Order, RemoveVoucherArgs>({
        queryFn: ({ orderId, voucherId }, _api, _extra, baseQuery) =>
          removeFromOrder(
            orderId,
            { url: `${order(orderId)}/voucher/${encodeURIComponent(voucherId)}` },
            baseQuery as Parameters<typeof removeFromOrder>[2],
          ),
      }),
      getOrderStatus: build.query<OrderStatusAnswer, string>({
        query: (orderId) => `${order(orderId)}/status`,
        providesTags: (_result, _error, orderId) => [{ type: 'OrderStatus', id: orderId }],
      }),
      /** a refusal names each field's problem (ApiError.fieldProblems) */
      savePersonalisation: orderMutation(({ orderId, items }: PersonalizeArgs) => ({
        url: `${order(orderId)}/personalize`,
        method: 'POST',
        body: { items },
      })),
      setInsurance: orderMutation(({ orderId, enabled }: SetInsuranceArgs) => ({
        url: `${order(orderId)}/insurance`,
        method: 'POST',
        body: { enabled },
      })),
      extendReservation: orderMutation(
        ({ orderId, idempotencyKey = newId() }: ExtendReservationArgs) => ({
          url: `${order(orderId)}/reservation`,
          method: 'POST',
          idempotencyKey,
        }),
      ),
      /** Polled for build freshness: never cached, by the browser or here. */
      getLatestBuild: build.query<BuildInfo, void>({
        query: () => ({ url: '/builds/latest.json', params: { t: Date.now() }, cache: 'no-store' }),
        keepUnusedDataFor: 0,
      }),
    };
  },
});

/** The argument for useGetShopQuery: the configured shop, or skip when none is configured. */
export const shopQueryArg = (): string | typeof skipToken => siteConfig.shopSlug ?? skipToken;

export const {
  useGetShopQuery,
  useCreateOrderMutation,
  useCreatePresaleOrderMutation,
  useGetOrderQuery,
  useAddItemsMutation,
  useRemoveItemMutation,
  useAddVoucherMutation,
  useRemoveVoucherMutation,
  useGetOrderStatusQuery,
  useSavePersonalisationMutation,
  useSetInsuranceMutation,
  useExtendReservationMutation,
  useGetLatestBuildQuery,
} = shopApi;
