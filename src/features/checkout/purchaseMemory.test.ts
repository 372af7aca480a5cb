/** Which orders' purchase was reported: once per order, in this page at once, across reloads after. */
import {
  claimPurchase,
  forgetPurchasesInMemory,
  purchaseReported,
  PURCHASES_SENT_KEY,
  rememberPurchase,
} from './purchaseMemory';

const storedIds = (): unknown => JSON.parse(localStorage.getItem(PURCHASES_SENT_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  forgetPurchasesInMemory();
});
afterEach(() => jest.restoreAllMocks());

describe('the purchases reported', () => {
  it('a claimed purchase counts at once in this page, and not after a reload', () => {
    expect(purchaseReported('o-1')).toBe(false);
    claimPurchase('o-1');
    expect(purchaseReported('o-1')).toBe(true);
    expect(purchaseReported('o-2')).toBe(false);
    expect(localStorage.getItem(PURCHASES_SENT_KEY)).toBeNull();
    forgetPurchasesInMemory(); // a reload
    expect(purchaseReported('o-1')).toBe(false);
  });

  it('a remembered purchase counts after a reload, once in the list however often remembered', () => {
    rememberPurchase('o-1');
    rememberPurchase('o-2');
    rememberPurchase('o-1');
    expect(storedIds()).toEqual(['o-2', 'o-1']);
    forgetPurchasesInMemory();
    expect(purchaseReported('o-1')).toBe(true);
    expect(purchaseReported('o-2')).toBe(true);
    expect(purchaseReported('o-3')).toBe(false);
  });

  it('keeps the latest 50 orders', () => {
    for (let index = 1; index <= 52; index += 1) rememberPurchase(`o-${index}`);
    const ids = storedIds() as string[];
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe('o-3');
    expect(ids[49]).toBe('o-52');
    forgetPurchasesInMemory();
    expect(purchaseReported('o-2')).toBe(false);
    expect(purchaseReported('o-3')).toBe(true);
  });

  it('reads only order ids from a tampered entry, and nothing from one that is not a list', () => {
    localStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify(['o-1', 7, null, { id: 'o-2' }]));
    expect(purchaseReported('o-1')).toBe(true);
    rememberPurchase('o-3');
    expect(storedIds()).toEqual(['o-1', 'o-3']);
    localStorage.setItem(PURCHASES_SENT_KEY, JSON.stringify({ 0: 'o-1', length: 1 }));
    forgetPurchasesInMemory();
    expect(purchaseReported('o-1')).toBe(false);
    rememberPurchase('o-4');
    expect(storedIds()).toEqual(['o-4']);
    localStorage.setItem(PURCHASES_SENT_KEY, 'not json');
    expect(purchaseReported('o-5')).toBe(false);
    // the broken entry is written anew with just this order
    rememberPurchase('o-5');
    expect(storedIds()).toEqual(['o-5']);
  });

  it('storage refused: this page still remembers', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(purchaseReported('o-1')).toBe(false);
    expect(() => rememberPurchase('o-1')).not.toThrow();
    expect(purchaseReported('o-1')).toBe(true);
  });
});
