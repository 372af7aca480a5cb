/**
 * The orders whose purchase was already tracked (local storage), so that a reload of the status
 * page does not count a purchase twice. Keeps the last 20 order ids.
 */
const KEY = 'billett.tracked-purchases';
const KEEP = 20;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function purchaseTracked(orderId: string): boolean {
  return read().includes(orderId);
}

export function rememberPurchase(orderId: string): void {
  try {
    const ids = [...read().filter((id) => id !== orderId), orderId].slice(-KEEP);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: a repeated purchase event is the lesser harm
  }
}
