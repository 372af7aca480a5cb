/**
 * The lightbox stand-in runs in a browser: this test runs it in jsdom (the default environment).
 * It keeps Wallee's published shape: window.LightboxCheckoutHandler.startPayment(
 * paymentMethodConfigurationId, errorCallback), the outcome by navigation.
 */
import type { Lang } from '../../../src/api/types';
import { lightboxScript } from './lightboxScript';
import { PAYMENT_TEXTS } from './paymentTexts';

interface Handler {
  startPayment(paymentMethodConfigurationId: unknown, onError: (error: Error) => void): void;
  navigate(url: string): void;
}

const handler = (): Handler =>
  (window as unknown as { LightboxCheckoutHandler: Handler }).LightboxCheckoutHandler;

function load(lang: Lang = 'en') {
  document.body.innerHTML = '<button id="pay">Bezahlen</button>';
  new Function(
    lightboxScript({
      orderId: 'ord-1',
      configurationIds: [1207],
      amount: 'CHF 80.00',
      completeUrl: `/stand-ins/payment/complete?order=ord-1&lang=${lang}`,
      lang,
    }),
  )();
  const navigations: string[] = [];
  handler().navigate = (url) => navigations.push(url);
  return navigations;
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const choiceButtons = () =>
  [...dialog().querySelectorAll('button')].filter((button) => !button.hasAttribute('aria-label'));
const closeButton = () => dialog().querySelector('button[aria-label]') as HTMLButtonElement;

describe('the payment lightbox stand-in', () => {
  let navigations: string[];

  beforeEach(() => {
    navigations = load();
  });

  it('opens a modal dialog with the focus inside, and Pay completes the payment', () => {
    const onError = jest.fn();
    handler().startPayment(1207, onError);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Demo card payment');
    expect(dialog()).toHaveTextContent('CHF 80.00');
    const buttons = choiceButtons();
    expect(buttons.map((button) => button.textContent)).toEqual(['Pay', 'Fail', 'Cancel']);
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(buttons[0]);
    buttons[0].click();
    expect(navigations).toEqual(['/stand-ins/payment/complete?order=ord-1&lang=en&result=paid']);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['Fail', 'failed'],
    ['Cancel', 'cancelled'],
  ])('%s ends the payment as %s', (label, result) => {
    handler().startPayment(1207, jest.fn());
    const buttons = choiceButtons();
    buttons.find((button) => button.textContent === label)?.click();
    expect(navigations).toEqual([
      `/stand-ins/payment/complete?order=ord-1&lang=en&result=${result}`,
    ]);
    expect(buttons.every((button) => button.disabled)).toBe(true);
    expect(closeButton().disabled).toBe(true);
  });

  it('closing it cancels: the close button and Escape', () => {
    handler().startPayment(1207, jest.fn());
    expect(closeButton()).toHaveAccessibleName('Cancel the payment and close');
    closeButton().click();
    expect(navigations).toEqual([
      '/stand-ins/payment/complete?order=ord-1&lang=en&result=cancelled',
    ]);

    navigations = load();
    handler().startPayment(1207, jest.fn());
    dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(navigations).toEqual([
      '/stand-ins/payment/complete?order=ord-1&lang=en&result=cancelled',
    ]);
  });

  it('keeps Tab inside the dialog, the close button included', () => {
    handler().startPayment(1207, jest.fn());
    const buttons = choiceButtons();
    const last = buttons[buttons.length - 1];
    last.focus();
    last.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(closeButton());
    closeButton().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(last);
  });

  // Wallee's startPayment takes its payment method configuration id, a number
  it.each([
    ['missing', undefined, /required/],
    ['null', null, /required/],
    ['the shop’s method id', 'card-lightbox', /must be a number: card-lightbox/],
    ['a fraction', 1207.5, /must be a number/],
    ['a configuration the transaction does not offer', 999, /No payment method configuration 999/],
  ])('refuses an id that is %s through the error callback, and shows nothing', (_what, id, why) => {
    const onError = jest.fn();
    handler().startPayment(id, onError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0] as [Error])[0].message).toMatch(why);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('takes the id as digits too (a data attribute), as Wallee’s own plugins pass it', () => {
    const onError = jest.fn();
    handler().startPayment('1207', onError);
    expect(onError).not.toHaveBeenCalled();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
  });

  it.each(['de', 'fr', 'it'] as const)('speaks %s', (lang) => {
    load(lang);
    handler().startPayment(1207, jest.fn());
    const text = PAYMENT_TEXTS[lang];
    expect(dialog()).toHaveAttribute('lang', lang);
    expect(dialog()).toHaveAccessibleName(text.lightboxTitle);
    expect(dialog()).toHaveTextContent('CHF 80.00');
    expect(choiceButtons().map((button) => button.textContent)).toEqual([
      text.pay,
      text.fail,
      text.cancel,
    ]);
    expect(closeButton()).toHaveAccessibleName(text.close);
  });
});
