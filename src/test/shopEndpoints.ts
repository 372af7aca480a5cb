/**
 * Every shop API endpoint, from the feature that owns it, for tests that drive calls of several
 * features against the demo server (the app itself reaches each call through its owner).
 */
import { buildQuery } from '../features/freshness/buildQuery';
import { checkoutApi } from '../features/checkout/checkoutApi';
import { orderApi } from '../features/order/orderApi';
import { personalisationApi } from '../features/personalisation/personalisationApi';
import { seatingApi } from '../features/seating/seatingApi';
import { orderRead } from '../features/orderModel/orderRead';
import { shopQuery } from '../features/shop/shopQuery';

export const shopEndpoints = {
  ...shopQuery.endpoints,
  ...orderRead.endpoints,
  ...orderApi.endpoints,
  ...personalisationApi.endpoints,
  ...seatingApi.endpoints,
  ...checkoutApi.endpoints,
  ...buildQuery.endpoints,
};
