/**
 * Changes that carry an `Idempotency-Key` (adding items, redeeming a voucher, extending the
 * reservation): the server remembers each key per order and kind of change, with the request it
 * came with. A repeat with the same key and the same request changes nothing more and is answered
 * with the order as it is now; the same key with another request is refused (422).
 */
import type { Request } from 'express';
import { HEADERS } from '../../src/api/headers';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import type { OrderRecord, ShopState } from '../shopState/state';

export interface IdempotentChange {
  /** the change was made already under this key: answer the order as it is */
  repeated: boolean;
  /** remember the key once the change has been made */
  done(): void;
}

/** The request's Idempotency-Key for a change of `kind` on `record`; throws 422 when it was reused. */
export function idempotentChange(
  state: ShopState,
  record: OrderRecord,
  req: Request,
  kind: 'items' | 'voucher' | 'reservation',
  fingerprint: string,
): IdempotentChange {
  const key = req.get(HEADERS.idempotencyKey)?.trim() || null;
  if (key === null) return { repeated: false, done: () => {} };
  const remembered = `${record.id} ${kind} ${key}`;
  const seen = state.idempotency.get(remembered);
  if (seen !== undefined && seen !== fingerprint) {
    throw apiError(422, message(localeOf(req), 'idempotencyReuse'));
  }
  return {
    repeated: seen !== undefined,
    done: () => state.idempotency.set(remembered, fingerprint),
  };
}
