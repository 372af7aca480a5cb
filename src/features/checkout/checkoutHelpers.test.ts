/**
 * Pure helpers of the checkout: where 'continue shopping' leads, the terms field, server paths,
 * whether an order read again after a refusal is another than the page showed, the refusal kept.
 */
import type { FormField, Order } from '../../api/types';
import { rememberRoute } from '../navigation/routeMemory';
import { formikPathOf, termsFieldOf } from './checkoutValues';
import { continueShoppingPath, pathOfRoute } from './continueShopping';
import {
  checkoutPageRestored,
  checkoutRejected,
  checkoutStarted,
  lightboxFailed,
  paymentStarted,
} from './checkoutEvents';
import { orderDiscarded } from '../orderModel/orderEvents';
import { orderChangedFrom } from './checkoutSaga';
import checkoutReducer from './checkoutSlice';

const confirm = (key: string, required: boolean): FormField => ({
  key,
  type: 'confirm',
  required,
  grouped: false,
  label: { de: key },
});

describe('continue shopping', () => {
  beforeEach(() => localStorage.clear());

  it('leads to the remembered shop page in the current language, else home', () => {
    expect(continueShoppingPath('fr')).toBe('/fr');
    rememberRoute({
      name: 'category',
      params: { lang: 'de', categoryId: 'main-konzerte' },
      query: { page: '2' },
    });
    expect(continueShoppingPath('fr')).toBe('/fr/c/main-konzerte?page=2');
    expect(
      pathOfRoute(
        { name: 'article', params: { placementPath: 'jazz-pl-jazz-nacht' }, query: {} },
        'en',
      ),
    ).toBe('/en/a/jazz-pl-jazz-nacht');
    expect(pathOfRoute({ name: 'categories-home', params: {}, query: {} }, 'it')).toBe('/it');
    expect(pathOfRoute({ name: 'category', params: {}, query: {} }, 'de')).toBeNull();
    expect(pathOfRoute({ name: 'somewhere-new', params: {}, query: {} }, 'de')).toBeNull();
  });
});

describe('the terms field', () => {
  it('is the confirm field named for the terms, else the one required confirm field', () => {
    expect(termsFieldOf([confirm('newsletter', false), confirm('terms', true)])?.key).toBe('terms');
    expect(termsFieldOf([confirm('agbAccepted', false)])?.key).toBe('agbAccepted');
    expect(termsFieldOf([confirm('consent', true)])?.key).toBe('consent');
    expect(termsFieldOf([confirm('a', true), confirm('b', true)])).toBeUndefined();
    expect(termsFieldOf([confirm('newsletter', false)])).toBeUndefined();
  });

  it('counts only confirm fields: a required text field is no terms field', () => {
    const email: FormField = { ...confirm('email', true), type: 'text' };
    expect(termsFieldOf([email, confirm('consent', true)])?.key).toBe('consent');
    expect(termsFieldOf([{ ...email, key: 'terms' }])).toBeUndefined();
    // one required confirm among optional ones is the terms field
    expect(termsFieldOf([confirm('newsletter', false), confirm('consent', true)])?.key).toBe(
      'consent',
    );
  });

  it('maps the server’s field names to the form’s', () => {
    expect(formikPathOf('form.email')).toBe('buyer.email');
    expect(formikPathOf('paymentMethod')).toBe('paymentMethod');
    expect(formikPathOf('items.x')).toBeNull();
  });
});

/** Just what orderChangedFrom reads of an order: its items' ids and its total. */
const order = (itemIds: string[], total: number) =>
  ({ items: itemIds.map((id) => ({ id })), totals: { total } }) as unknown as Order;

describe('an order read again after a refusal', () => {
  it('changed when its items or its total differ from what the page showed', () => {
    expect(orderChangedFrom(order(['a', 'b'], 100), order(['a', 'b'], 100))).toBe(false);
    expect(orderChangedFrom(order(['a', 'b'], 100), order(['a'], 100))).toBe(true);
    expect(orderChangedFrom(order(['a'], 100), order(['b'], 100))).toBe(true);
    expect(orderChangedFrom(order(['a', 'b'], 100), order(['a', 'b'], 120))).toBe(true);
    // the ids are told apart, not run together
    expect(orderChangedFrom(order(['a', 'bc'], 100), order(['ab', 'c'], 100))).toBe(true);
  });

  it('not changed when either is unknown (nothing shown, or the order is gone: the page says so)', () => {
    expect(orderChangedFrom(undefined, order(['a'], 100))).toBe(false);
    expect(orderChangedFrom(order(['a'], 100), null)).toBe(false);
  });
});

describe('a refusal kept by the checkout slice', () => {
  it('says the order did not change unless the saga found it did', () => {
    const message = { messageKey: 'errors.generic' } as const;
    const refused = (orderChanged?: boolean) =>
      checkoutReducer(
        undefined,
        checkoutRejected({ orderId: 'o-1', message, status: 500, fieldProblems: [], orderChanged }),
      ).rejection;
    expect(refused()).toEqual({ message, status: 500, fieldProblems: [], orderChanged: false });
    expect(refused(true)?.orderChanged).toBe(true);
  });
});

describe('the checkout state', () => {
  const message = { messageKey: 'errors.generic' } as const;
  const refused = checkoutReducer(
    checkoutReducer(undefined, lightboxFailed({ orderId: 'o-1', reason: 'closed' })),
    checkoutRejected({ orderId: 'o-1', message, status: 422, fieldProblems: [] }),
  );
  const cleared = {
    orderId: null,
    submitting: false,
    waitingForPaymentProvider: false,
    providerAction: null,
    rejection: null,
    lightboxFailed: false,
  };

  it('a new attempt forgets the last refusal and the lightbox that failed, and is busy', () => {
    expect(checkoutReducer(refused, checkoutStarted({ orderId: 'o-2' }))).toEqual({
      ...cleared,
      orderId: 'o-2',
      submitting: true,
    });
  });

  it('a page brought back from the browser’s cache, or a discarded order, starts over', () => {
    const waiting = checkoutReducer(
      refused,
      paymentStarted({
        orderId: 'o-1',
        paymentMethod: 'card',
        action: 'walle-lightbox',
        url: 'https://pay.example/lightbox.js',
      }),
    );
    expect(waiting.waitingForPaymentProvider).toBe(true);
    expect(checkoutReducer(waiting, checkoutPageRestored())).toEqual(cleared);
    expect(checkoutReducer(refused, orderDiscarded())).toEqual(cleared);
  });
});
