/**
 * Which orders' purchase was already reported, so the purchase tracking event goes out exactly
 * once per order, even when the status page is reloaded or opened again: the order ids in local
 * storage under 'billett.purchases-sent' (the latest 50), and in memory for this page's life
 * (storage may be disabled).
 */
export const PURCHASES_SENT_KEY = 'billett.purchases-sent';
const KEEP = 50;

const inMemory = new Set<string>();

function readStored(): string[] {
  try {
    const raw = window.localStorage.getItem(PURCHASES_SENT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the purchase of this order was reported already (or is being reported now). */
export function purchaseReported(orderId: string): boolean {
  return inMemory.has(orderId) || readStored().includes(orderId);
}

/** From now on this order's purchase counts as reported, in this page at once. */
export function claimPurchase(orderId: string): void {
  inMemory.add(orderId);
}

/** The purchase was reported: remembered across reloads. */
export function rememberPurchase(orderId: string): void {
  inMemory.add(orderId);
  try {
    const ids = readStored().filter((id) => id !== orderId);
    ids.push(orderId);
    window.localStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify(ids.slice(-KEEP)));
  } catch {
    // storage disabled or full: this page still remembers
  }
}

/** Tests only: a new page (the memory is gone, local storage stays). */
export function forgetPurchasesInMemory(): void {
  inMemory.clear();
}
