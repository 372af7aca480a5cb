/**
 * The ONE createApi of the storefront, with no endpoints of its own: each feature injects the
 * calls it owns (spec section 7) with shopApi.injectEndpoints, beside the code that uses them:
 * - shop/shopQuery.ts: getShop
 * - orderModel/orderRead.ts: getOrder (the order as the server holds it; an older read never wins)
 * - order/orderApi.ts: createOrder, createPresaleOrder, addItems, removeItem, addVoucher,
 *   removeVoucher, setInsurance, extendReservation
 * - personalisation/personalisationApi.ts: savePersonalisation
 * - seating/seatingApi.ts: getEventSeats
 * - checkout/checkoutApi.ts: payOrder, getOrderStatus
 * - freshness/buildQuery.ts: getLatestBuild
 *
 * Every answer that carries the order enters the getOrder cache by one path: the order
 * lifecycle saga (order/orderLifecycleSaga.ts, onOrderAnswer), in the same dispatch as the
 * answer. Not in onQueryStarted: RTK Query resolves `queryFulfilled` after the fulfilled action
 * has reached the store's subscribers, so a screen would render once with the call over and the
 * old order (orderLifecycleSaga.test.ts holds this).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from './baseQuery';
import { pageHydrated } from './pageHydration';

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: ['Shop', 'Order', 'OrderStatus', 'Seats'],
  endpoints: () => ({}),
  // the cache a server render sent with the page (app/render/pageData.ts)
  extractRehydrationInfo: (action, { reducerPath }) =>
    pageHydrated.match(action) && reducerPath === 'shopApi'
      ? (action.payload.shopApi as never)
      : undefined,
});

/** The base query as an injected endpoint's queryFn receives it. */
export type ShopBaseQuery = (
  args: Parameters<typeof shopBaseQuery>[0],
) => ReturnType<typeof shopBaseQuery>;
