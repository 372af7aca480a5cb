/**
 * Test wiring for the checkout page: the page on a real store with an order made current (the
 * demo server's, through checkoutTestKit), and the visitor's steps on its form: the buyer's
 * fields, a payment method, the terms, the pay button. Used by tests only.
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Lang, NewOrderItem } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import type { TestApi } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { plain } from '../order/cart/cartTestSetup';
import CheckoutPage from './CheckoutPage';
import type { CheckoutRejectedPayload } from './checkoutEvents';
import { fluteByPost, readyOrder } from './checkoutTestKit';

export async function renderCheckout(
  api: TestApi,
  { items = [fluteByPost], lang = 'de' }: { items?: NewOrderItem[]; lang?: Lang } = {},
) {
  const store: AppStore = api.makeStore();
  const order = await readyOrder(store, items, lang);
  const view = renderWithProviders(<CheckoutPage />, {
    store,
    lang,
    path: `/${lang}/order/checkout`,
  });
  return { ...view, store, order };
}

export const payButton = () => screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });

/** The checkout's own form (buyer, payment, terms), named by the buyer form's name. */
export const checkoutForm = () => screen.getByRole('form', { name: 'Ihre Angaben' });

/** Puts text into a field the way a paste does (one change, not one per key: the tests stay quick). */
export async function enter(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

export async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('form', { name: 'Ihre Angaben' });
  const form = within(checkoutForm());
  await enter(user, form.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await enter(user, form.getByRole('textbox', { name: 'Nachname' }), 'Muster');
  await enter(user, form.getByRole('textbox', { name: 'E-Mail' }), 'anna@example.ch');
}

export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  method: 'TWINT' | 'Kreditkarte',
) {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${method}`) }));
}

export const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.' }),
  );

/** The whole form as a visitor fills it to pay: the buyer, a method, the terms. */
export async function completeForm(
  user: ReturnType<typeof userEvent.setup>,
  method: 'TWINT' | 'Kreditkarte' = 'TWINT',
) {
  await fillBuyer(user);
  await choose(user, method);
  await acceptTerms(user);
}

/** The checkout saga's refusal of `orderId`, as if the shop had answered 422 (fields as given). */
export const refusal = (
  orderId: string,
  fieldProblems: CheckoutRejectedPayload['fieldProblems'] = [],
): CheckoutRejectedPayload => ({
  orderId,
  message: { detail: 'Bitte prüfen Sie Ihre Angaben.' },
  status: 422,
  fieldProblems,
});

/** The amount to pay as the pay area shows it, e.g. 'Zu bezahlen: CHF 80.00'. */
export const payTotal = (text: string) =>
  screen.getByText(
    (_content, element) =>
      element?.classList.contains('checkout-pay__total') === true &&
      plain(element.textContent) === text,
  );
