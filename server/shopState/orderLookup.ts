import type { Request } from 'express';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { sweepExpired } from './reservation';
import type { OrderRecord, ShopState } from './state';

const orderId = (req: Request): string => String(req.params.id ?? '');

/** Any order ever created, expired ones included; undefined when unknown. */
export function findOrder(state: ShopState, id: string): OrderRecord | undefined {
  sweepExpired(state);
  return state.orders.get(id);
}

/** The order of :id as GET /order/:id sees it: unknown or expired -> 404. */
export function loadOrder(state: ShopState, req: Request): OrderRecord {
  const record = findOrder(state, orderId(req));
  if (!record || record.status === 'expired') {
    throw apiError(404, message(localeOf(req), 'orderNotFound'));
  }
  return record;
}

/** An order that may still change: open. Checked out or paid -> 409. */
export function loadOpenOrder(state: ShopState, req: Request): OrderRecord {
  const record = loadOrder(state, req);
  if (record.status !== 'open') throw apiError(409, message(localeOf(req), 'orderLocked'));
  return record;
}
