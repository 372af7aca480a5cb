/**
 * The orders whose purchase was tracked, kept in local storage so that a reload of the status
 * page does not count a purchase twice: the last 20, whatever else the storage holds.
 */
import type * as PurchaseMemory from './purchaseMemory';

const KEY = 'billett.tracked-purchases';

/** Loaded afresh for each test, so its storage key is the one this test's module set. */
let memory: typeof PurchaseMemory;
beforeEach(async () => {
  localStorage.clear();
  await jest.isolateModulesAsync(async () => {
    memory = await import('./purchaseMemory');
  });
});
const purchaseTracked = (orderId: string) => memory.purchaseTracked(orderId);
const rememberPurchase = (orderId: string) => memory.rememberPurchase(orderId);

describe('the tracked purchases', () => {
  it('remembers an order, in the storefront’s own key', () => {
    expect(purchaseTracked('ord-1')).toBe(false);
    rememberPurchase('ord-1');
    expect(purchaseTracked('ord-1')).toBe(true);
    expect(purchaseTracked('ord-2')).toBe(false);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['ord-1']);
  });

  it('keeps the last 20, an order remembered again as the newest and once', () => {
    for (let n = 1; n <= 20; n += 1) rememberPurchase(`ord-${n}`);
    rememberPurchase('ord-1');
    rememberPurchase('ord-21');
    const kept = JSON.parse(localStorage.getItem(KEY)!) as string[];
    expect(kept).toHaveLength(20);
    expect(kept.slice(-2)).toEqual(['ord-1', 'ord-21']);
    expect(kept.filter((id) => id === 'ord-1')).toHaveLength(1);
    // the oldest went: ord-2 (ord-1 was remembered again)
    expect([purchaseTracked('ord-2'), purchaseTracked('ord-3'), purchaseTracked('ord-1')]).toEqual([
      false,
      true,
      true,
    ]);
    // a short memory: an order remembered again moves, not copied
    localStorage.clear();
    for (const id of ['ord-1', 'ord-2', 'ord-1']) rememberPurchase(id);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['ord-2', 'ord-1']);
  });

  it('reads past what it did not write: other values, not a list, not JSON', () => {
    localStorage.setItem(KEY, JSON.stringify(['ord-1', 7, null, { id: 'ord-2' }]));
    expect(purchaseTracked('ord-1')).toBe(true);
    rememberPurchase('ord-3');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['ord-1', 'ord-3']);
    localStorage.setItem(KEY, '{"ord-1": true}');
    expect(purchaseTracked('ord-1')).toBe(false);
    rememberPurchase('ord-5');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['ord-5']);
    localStorage.setItem(KEY, 'ord-1');
    expect(purchaseTracked('ord-1')).toBe(false);
    rememberPurchase('ord-4');
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['ord-4']);
  });
});
