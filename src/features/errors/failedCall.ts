/**
 * What the visitor was doing when a shop call failed, so the error toast says what failed ('Das
 * Ticket konnte nicht entfernt werden') above the server's detail, not only 'Interner Serverfehler'.
 * Read from the failed call itself: its endpoint, and for a removed item the item's article (a
 * ticket or another article). The toast's title is errors:failed.<FailedCall>.
 */
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../../state/rootState';
import { selectArticle, selectPlacementsById } from '../shop/shopSelectors';
import { orderRead } from '../orderModel/orderRead';

export const FAILED_CALLS = [
  'addItems',
  'removeTicket',
  'removeItem',
  'addVoucher',
  'removeVoucher',
  'setInsurance',
  'savePersonalisation',
  'createOrder',
  'createPresaleOrder',
  'getOrder',
  'payOrder',
  'getOrderStatus',
  'getShop',
] as const;

export type FailedCall = (typeof FAILED_CALLS)[number];

const isFailedCall = (name: unknown): name is FailedCall =>
  (FAILED_CALLS as readonly unknown[]).includes(name);

interface CallMeta {
  arg?: { endpointName?: string; originalArgs?: unknown };
}

/** Whether the item being removed is a ticket (its placement's article), as far as is known. */
function removesTicket(state: RootState, args: unknown): boolean {
  const { orderId, itemId } = (args ?? {}) as { orderId?: string; itemId?: string };
  if (typeof orderId !== 'string') return false;
  const order = orderRead.endpoints.getOrder.select(orderId)(state).data;
  const item = order?.items.find((candidate) => candidate.id === itemId);
  const placement = item && selectPlacementsById(state).get(item.placementId);
  return placement !== undefined && selectArticle(state, placement.articleId)?.type === 'TICKET';
}

/** The failed call of a rejected shop API action, in the visitor's terms; null when unknown. */
export function failedCallOf(action: Action, state: RootState): FailedCall | null {
  const call = (action as { meta?: CallMeta }).meta?.arg;
  const name = call?.endpointName;
  if (name === 'removeItem' && removesTicket(state, call?.originalArgs)) return 'removeTicket';
  return isFailedCall(name) ? name : null;
}
