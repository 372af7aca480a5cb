/** What the layouts read from the store: the cart's item count and whether the shop API is busy. */
import { QueryStatus } from '@reduxjs/toolkit/query';
import { shopApi } from '../../api/shopApi';
import type { RootState } from '../../state/rootState';
import { selectOrderId } from '../../features/orderModel/currentOrder';
import { orderRead } from '../../features/orderModel/orderRead';

/** Shop API endpoints that run in the background and never show the loading bar. */
export const BACKGROUND_ENDPOINTS: readonly string[] = ['getLatestBuild'];

interface CacheEntry {
  status?: QueryStatus;
  endpointName?: string;
}

const isForegroundPending = (entry: CacheEntry | undefined): boolean =>
  entry?.status === QueryStatus.pending && !BACKGROUND_ENDPOINTS.includes(entry.endpointName ?? '');

/** True while any shop API query or mutation (but a background one) waits for its answer. */
export function selectShopApiBusy(state: RootState): boolean {
  const { queries, mutations } = state[shopApi.reducerPath];
  return (
    Object.values(queries).some((entry) => isForegroundPending(entry)) ||
    Object.values(mutations).some((entry) => isForegroundPending(entry))
  );
}

let cachedOrderSelector: {
  orderId: string;
  select: ReturnType<typeof orderRead.endpoints.getOrder.select>;
} | null = null;

function orderSelector(orderId: string) {
  if (cachedOrderSelector?.orderId !== orderId) {
    cachedOrderSelector = { orderId, select: orderRead.endpoints.getOrder.select(orderId) };
  }
  return cachedOrderSelector.select;
}

/** The number of items in the current order's cached answer; 0 without an order. */
export function selectCartItemCount(state: RootState): number {
  const orderId = selectOrderId(state);
  if (!orderId) return 0;
  return orderSelector(orderId)(state).data?.items.length ?? 0;
}
