/**
 * The current order survives a reload: its id (and the shop it belongs to) in local storage
 * under 'billett.order'. Storage may be disabled or full: then the order lives for this page only.
 */
export const ORDER_STORAGE_KEY = 'billett.order';

export interface StoredOrder {
  orderId: string;
  /** the shop slug the order was made for */
  shop: string;
}

function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value !== 'object' || value === null) return false;
  const { orderId, shop } = value as Partial<StoredOrder>;
  return typeof orderId === 'string' && orderId !== '' && typeof shop === 'string';
}

/** The stored order, or null when there is none (or it is not readable). */
export function readStoredOrder(
  storage: Storage | undefined = globalThis.localStorage,
): StoredOrder | null {
  try {
    const raw = storage?.getItem(ORDER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredOrder(parsed) ? { orderId: parsed.orderId, shop: parsed.shop } : null;
  } catch {
    return null;
  }
}

export function storeOrder(
  order: StoredOrder,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      ORDER_STORAGE_KEY,
      JSON.stringify({ orderId: order.orderId, shop: order.shop }),
    );
  } catch {
    // storage disabled or full
  }
}

export function clearStoredOrder(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(ORDER_STORAGE_KEY);
  } catch {
    // storage disabled
  }
}
