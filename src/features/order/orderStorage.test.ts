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

describe('the stored order, tampered with or without a storage', () => {
  it('needs a non-empty id and a shop, both text', () => {
    for (const raw of [
      '{"orderId":"ord-1"}',
      '{"orderId":"ord-1","shop":7}',
      '7',
      '"ord-1"',
      '[]',
    ]) {
      window.localStorage.setItem(ORDER_STORAGE_KEY, raw);
      expect(readStoredOrder()).toBeNull();
    }
    window.localStorage.setItem(
      ORDER_STORAGE_KEY,
      '{"orderId":"ord-1","shop":"demo","extra":"<script>"}',
    );
    expect(readStoredOrder()).toEqual({ orderId: 'ord-1', shop: 'demo' });
  });

  it('does nothing where there is no storage at all (a server, a locked-down browser)', () => {
    const none = jest.spyOn(window, 'localStorage', 'get').mockReturnValue(undefined as never);
    try {
      expect(readStoredOrder()).toBeNull();
      expect(() => storeOrder({ orderId: 'o', shop: 's' })).not.toThrow();
      expect(() => clearStoredOrder()).not.toThrow();
    } finally {
      none.mockRestore();
    }
    expect(window.localStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
  });
});
