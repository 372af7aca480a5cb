/**
 * The checkout page on a real store against the demo server (RTL): what it shows for the order it
 * has, before anything is paid.
 */
import { recordActions } from '../../test/recordedActions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../state/rootState';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderRestoreRequested, reservationExpired } from '../orderModel/orderEvents';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { silenceErrorReports } from '../order/orderTestKit';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { beginCheckout } from '../tracking/trackingEvents';
import { orderRead } from '../orderModel/orderRead';
import { holdAnswers } from '../../test/heldAnswers';
import { checkoutRejected, paymentStarted } from './checkoutEvents';
import { selectCheckout } from './checkoutSlice';
import CheckoutPage from './CheckoutPage';
import {
  checkOutDirectly,
  checkoutCalls,
  checkoutServerPerTest,
  completePayment,
  DEMO,
  readyOrder,
  spyOnNavigation,
} from './checkoutTestKit';
import { completeForm, payButton, payTotal, refusal, renderCheckout } from './checkoutPageTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

describe('CheckoutPage', () => {
  it('shows the summary, the buyer form, the payment methods and the terms', async () => {
    const { api } = await start();
    await renderCheckout(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    // a 409's "review the order" moves the focus here; the heading is no tab stop of its own
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    expect(
      within(summary).getByRole('heading', { level: 3, name: 'Die Zauberflöte' }),
    ).toBeVisible();
    // there, but not where a new page puts the focus (nothing has been said in its section yet)
    expect(within(summary).getByRole('textbox', { name: 'Gutscheincode' })).not.toHaveFocus();
    expect(
      within(summary).getByRole('checkbox', { name: /Ticketversicherung/ }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Total', { selector: 'dt' })).toBeInTheDocument();

    const methods = screen.getByRole('radiogroup', { name: 'Zahlungsart' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card-lightbox', 'twint-redirect']);
    expect(within(methods).getByRole('radio', { name: /^Kreditkarte/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de');
    expect(payTotal('Zu bezahlen: CHF 80.00')).toBeInTheDocument();
    // nothing in this basket is personalised: no section for it
    expect(screen.queryByRole('region', { name: 'Personalisierung' })).toBeNull();
  });

  it('cannot pay an expired order: it says so and leads to a new one', async () => {
    const { api } = await start();
    const { store, order } = await renderCheckout(api);
    await screen.findByRole('textbox', { name: 'Vorname' });

    act(() => {
      store.dispatch(reservationExpired());
    });

    const notice = await screen.findByRole('heading', {
      level: 2,
      name: 'Reservierung abgelaufen',
    });
    expect(notice.parentElement).toHaveTextContent(
      'diese Bestellung kann nicht mehr bezahlt werden',
    );
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    const user = userEvent.setup();
    const newOrder = screen.getByRole('link', { name: 'Neue Bestellung beginnen' });
    expect(newOrder).toHaveAttribute('href', '/de');
    await user.click(newOrder);
    // confirming the expiry discards the order; a new one is made
    await waitFor(() => expect(selectOrderId(store.getState())).not.toBe(order.id));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reservierung abgelaufen' }),
    ).toBeInTheDocument();
    expect(checkoutCalls(api, order.id)).toHaveLength(0);
  });

  it('says the basket is empty and leads to the shop', async () => {
    const { api } = await start();
    await renderCheckout(api, { items: [] });
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/de');
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
  });

  it('speaks the visitor’s language', async () => {
    const { api } = await start();
    await renderCheckout(api, { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Caisse' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Mode de paiement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Carte de crédit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander et payer' })).toBeInTheDocument();
  });

  it.each([
    ['cancelled', 'Sie haben die Zahlung abgebrochen.'],
    ['failed', 'Der Zahlungsanbieter konnte die Zahlung nicht abschliessen.'],
  ] as const)(
    'back from a %s payment: a note says the payment was not completed, the visitor can pay again',
    async (result, words) => {
      const { api } = await start();
      const before: AppStore = api.makeStore();
      const order = await readyOrder(before);
      await checkOutDirectly(before, order.id, DEMO.lightbox);
      await completePayment(api, order.id, result);
      // the provider sends the visitor back to the checkout: a new page, the stored order restored
      const store: AppStore = api.makeStore();
      store.dispatch(orderRestoreRequested());
      renderWithProviders(<CheckoutPage />, { store, path: '/de/order/checkout' });
      const note = await screen.findByText('Die Zahlung wurde nicht abgeschlossen');
      const box = note.closest('[role="status"]') as HTMLElement;
      expect(box).toHaveTextContent(words);
      expect(box).toHaveClass(`checkout-returned--${result}`);
      expect(payButton()).toBeEnabled();

      // another order's payment (another tab) leaves this one's note
      act(() => {
        store.dispatch(
          paymentStarted({
            orderId: 'another-order',
            paymentMethod: DEMO.redirect,
            action: 'redirect',
            url: 'https://pay.example/another',
          }),
        );
      });
      expect(screen.getByText('Die Zahlung wurde nicht abgeschlossen')).toBeInTheDocument();
      // this order's own refusal (nothing sent to the provider) leaves the note: nothing was charged
      act(() => {
        store.dispatch(checkoutRejected(refusal(order.id)));
      });
      expect(screen.getByText('Die Zahlung wurde nicht abgeschlossen')).toBeInTheDocument();
      // (one payment at a time in a tab: the other one ends before this one can start)
      act(() => {
        store.dispatch(checkoutRejected(refusal('another-order')));
      });

      // a new payment: the note goes as soon as it is sent, before the shop has answered
      const user = userEvent.setup();
      spyOnNavigation();
      await completeForm(user);
      const answers = holdAnswers(
        api,
        (method, path) => method === 'POST' && path.endsWith('/checkout'),
      );
      await user.click(payButton());
      await waitFor(() => expect(answers.count()).toBe(1));
      expect(screen.queryByText('Die Zahlung wurde nicht abgeschlossen')).toBeNull();
      act(() => answers.release());
      await waitFor(() =>
        expect(selectCheckout(store.getState()).waitingForPaymentProvider).toBe(true),
      );
      expect(screen.queryByText('Die Zahlung wurde nicht abgeschlossen')).toBeNull();
    },
  );

  it('says how each method pays, chooses none of two for the visitor, and keeps the policy a tab away', async () => {
    const { api } = await start();
    await renderCheckout(api);
    const card = await screen.findByRole('radio', { name: /^Kreditkarte/ });
    expect(card).toHaveAccessibleDescription(
      'Sie bezahlen in einem sicheren Fenster auf dieser Seite.',
    );
    const twint = screen.getByRole('radio', { name: /^TWINT/ });
    expect(twint).toHaveAccessibleDescription(
      'Sie werden zur Seite des Zahlungsanbieters weitergeleitet.',
    );
    expect(card).not.toBeChecked();
    expect(twint).not.toBeChecked();
    const privacy = screen.getByRole('link', { name: 'Datenschutzerklärung lesen' });
    expect(privacy).toHaveAttribute('href', '/de/about/privacy-policy');
    // a new tab: the form stays as typed
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener');
  });

  it('chooses the one payment method a shop offers', async () => {
    const fixture = loadDemoFixture();
    fixture.paymentMethods = fixture.paymentMethods.filter((method) => method.id === DEMO.redirect);
    const { api } = await start({ fixture });
    await renderCheckout(api);
    const methods = await screen.findByRole('radiogroup', { name: 'Zahlungsart' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: /^TWINT/ })).toBeChecked();
  });

  it('tells the checkout once per order, with its items and currency', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const store: AppStore = api.makeStore();
    const seen = recordActions(store);
    const order = await readyOrder(store);
    renderWithProviders(<CheckoutPage />, { store, path: '/de/order/checkout' });
    const insurance = await screen.findByRole('checkbox', { name: /Ticketversicherung/ });
    const begun = () => seen.filter((action) => beginCheckout.match(action));
    expect(begun().map((action) => action.payload)).toEqual([
      { items: order.items, currency: 'CHF' },
    ]);
    // the order changes on the page (insurance taken): the same checkout, not a new one
    await user.click(insurance);
    await waitFor(() =>
      expect(selectCurrentOrder(store.getState())?.insurance?.enabled).toBe(true),
    );
    expect(begun()).toHaveLength(1);
  });

  it('an order paid meanwhile, in another tab, is not paid again here: its basket is empty', async () => {
    const { api } = await start();
    const store: AppStore = api.makeStore();
    const order = await readyOrder(store);
    renderWithProviders(<CheckoutPage />, { store, path: '/de/order/checkout' });
    await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await checkOutDirectly(store, order.id);
    await completePayment(api, order.id, 'paid');
    // the order read again (as the visibility refresh does); a read already under way from the
    // checkout answers first, and a forced read joins it rather than start another
    for (let i = 0; i < 20 && selectOrderId(store.getState()) !== null; i += 1)
      await act(() =>
        store.dispatch(orderRead.endpoints.getOrder.initiate(order.id, { forceRefetch: true })),
      );
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeNull();
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });
});
