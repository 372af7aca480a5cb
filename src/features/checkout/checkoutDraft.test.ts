/** The checkout form kept for the tab: what a draft may hold, and storage that refuses. */
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkoutDraft';

const stored = (value: unknown) =>
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(value));

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the checkout draft', () => {
  it('comes back as it was saved, and is gone once cleared', () => {
    expect(readCheckoutDraft()).toBeNull();
    saveCheckoutDraft({
      buyer: { firstName: 'Anna', newsletter: false, terms: true },
      paymentMethod: 'twint-redirect',
      termsAccepted: true,
    });
    expect(readCheckoutDraft()).toEqual({
      buyer: { firstName: 'Anna', newsletter: false, terms: true },
      paymentMethod: 'twint-redirect',
      termsAccepted: true,
    });
    clearCheckoutDraft();
    expect(readCheckoutDraft()).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('takes only strings and booleans from a tampered entry', () => {
    stored({
      buyer: { firstName: 'Anna', age: 41, address: { city: 'Bern' }, list: ['x'], nothing: null },
      paymentMethod: 7,
      termsAccepted: 'true',
    });
    expect(readCheckoutDraft()).toEqual({
      buyer: { firstName: 'Anna' },
      paymentMethod: '',
      termsAccepted: false,
    });
  });

  it('reads no buyer from a list or null, and no draft from a list, a number or broken JSON', () => {
    stored({ buyer: ['Anna', 'Muster'], paymentMethod: 'twint-redirect', termsAccepted: true });
    expect(readCheckoutDraft()?.buyer).toEqual({});
    stored({ buyer: null, paymentMethod: 'twint-redirect', termsAccepted: true });
    expect(readCheckoutDraft()?.buyer).toEqual({});
    stored({ buyer: 'Anna', paymentMethod: 'twint-redirect', termsAccepted: true });
    expect(readCheckoutDraft()?.buyer).toEqual({});
    stored([{ buyer: { firstName: 'Anna' } }]);
    expect(readCheckoutDraft()).toBeNull();
    stored(null);
    expect(readCheckoutDraft()).toBeNull();
    stored(3);
    expect(readCheckoutDraft()).toBeNull();
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{"buyer":');
    expect(readCheckoutDraft()).toBeNull();
  });

  it('saves only strings and booleans, whatever the form held', () => {
    saveCheckoutDraft({
      buyer: { firstName: 'Anna', count: 3 } as unknown as Record<string, string>,
      paymentMethod: 'card-lightbox',
      termsAccepted: false,
    });
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)!)).toEqual({
      buyer: { firstName: 'Anna' },
      paymentMethod: 'card-lightbox',
      termsAccepted: false,
    });
  });

  it('is simply not kept when storage is refused or full, and nothing throws', () => {
    saveCheckoutDraft({ buyer: { firstName: 'Anna' }, paymentMethod: '', termsAccepted: false });
    const refuse = () => {
      throw new DOMException('refused', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    expect(readCheckoutDraft()).toBeNull();
    expect(() =>
      saveCheckoutDraft({ buyer: {}, paymentMethod: 'x', termsAccepted: true }),
    ).not.toThrow();
    expect(() => clearCheckoutDraft()).not.toThrow();
  });

  it('is not kept where the browser refuses sessionStorage itself (its getter throws)', () => {
    const getter = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(readCheckoutDraft()).toBeNull();
    expect(() =>
      saveCheckoutDraft({ buyer: {}, paymentMethod: 'x', termsAccepted: true }),
    ).not.toThrow();
    expect(() => clearCheckoutDraft()).not.toThrow();
    getter.mockRestore();
  });
});
