import { clearStoredOrder, ORDER_STORAGE_KEY, readStoredOrder, storeOrder } from './orderStorage';

beforeEach(() => window.localStorage.clear());

describe('the stored order', () => {
  it("is kept under 'billett.order' with its shop, and cleared", () => {
    expect(readStoredOrder()).toBeNull();
    storeOrder({ orderId: 'ord-1', shop: 'demo' });
    expect(JSON.parse(window.localStorage.getItem(ORDER_STORAGE_KEY)!)).toEqual({
      orderId: 'ord-1',
      shop: 'demo',
    });
    expect(readStoredOrder()).toEqual({ orderId: 'ord-1', shop: 'demo' });
    clearStoredOrder();
    expect(readStoredOrder()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    for (const raw of ['nonsense', '{"orderId":""}', '{"orderId":1,"shop":"demo"}', 'null']) {
      window.localStorage.setItem(ORDER_STORAGE_KEY, raw);
      expect(readStoredOrder()).toBeNull();
    }
  });

  it('lives without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => storeOrder({ orderId: 'o', shop: 's' }, broken)).not.toThrow();
    expect(readStoredOrder(broken)).toBeNull();
    expect(() => clearStoredOrder(broken)).not.toThrow();
  });
});
