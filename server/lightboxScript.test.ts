/**
 * The lightbox stand-in runs in a browser: this test runs it in jsdom (the default environment).
 */
import { lightboxScript } from './lightboxScript';

interface Handler {
  startPayment(methodId: string, onError: (error: Error) => void): void;
  navigate(url: string): void;
}

const handler = (): Handler =>
  (window as unknown as { LightboxCheckoutHandler: Handler }).LightboxCheckoutHandler;

describe('the payment lightbox stand-in', () => {
  let navigations: string[];

  beforeEach(() => {
    document.body.innerHTML = '<button id="pay">Bezahlen</button>';
    new Function(
      lightboxScript({
        orderId: 'ord-1',
        methodIds: ['card-lightbox'],
        amount: 'CHF 80.00',
        completeUrl: '/stand-ins/payment/complete?order=ord-1&lang=de',
      }),
    )();
    navigations = [];
    handler().navigate = (url) => navigations.push(url);
  });

  it('opens a modal dialog with the focus inside, and Pay completes the payment', () => {
    const onError = jest.fn();
    handler().startPayment('card-lightbox', onError);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Demo card payment');
    expect(dialog).toHaveTextContent('CHF 80.00');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Pay', 'Fail', 'Cancel']);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    buttons[0].click();
    expect(navigations).toEqual(['/stand-ins/payment/complete?order=ord-1&lang=de&result=paid']);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['Fail', 'failed'],
    ['Cancel', 'cancelled'],
  ])('%s ends the payment as %s', (label, result) => {
    handler().startPayment('card-lightbox', jest.fn());
    const buttons = [...document.querySelectorAll('[role="dialog"] button')] as HTMLButtonElement[];
    buttons.find((button) => button.textContent === label)?.click();
    expect(navigations).toEqual([
      `/stand-ins/payment/complete?order=ord-1&lang=de&result=${result}`,
    ]);
    expect(buttons.every((button) => button.disabled)).toBe(true);
  });

  it('cancels on Escape', () => {
    handler().startPayment('card-lightbox', jest.fn());
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(navigations).toEqual([
      '/stand-ins/payment/complete?order=ord-1&lang=de&result=cancelled',
    ]);
  });

  it('keeps Tab inside the dialog', () => {
    handler().startPayment('card-lightbox', jest.fn());
    const buttons = [...document.querySelectorAll('[role="dialog"] button')] as HTMLElement[];
    buttons[2].focus();
    buttons[2].dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(buttons[0]);
    buttons[0].dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }),
    );
    expect(document.activeElement).toBe(buttons[2]);
  });

  it('calls onError for a method it does not know, and shows nothing', () => {
    const onError = jest.fn();
    handler().startPayment('twint-redirect', onError);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
