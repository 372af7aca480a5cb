/** The checkout page on a real store against the demo server (RTL). */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang, NewOrderItem } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import type { TestApi } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { orderRestoreRequested, reservationExpired } from '../orderModel/orderEvents';
import { selectOrderId } from '../orderModel/currentOrder';
import { silenceErrorReports } from '../order/orderTestKit';
import CheckoutPage from './CheckoutPage';
import { checkoutRejected } from './checkoutEvents';
import { LIGHTBOX_FALLBACK_DELAY_MS } from './checkoutSaga';
import { selectCheckout, selectWaitingForPaymentProvider } from './checkoutSlice';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';
import {
  chamberAdult,
  checkOutDirectly,
  checkoutCalls,
  checkoutServerPerTest,
  completePayment,
  DEMO,
  fluteByPost,
  readyOrder,
  spyOnNavigation,
} from './checkoutTestKit';
import { orderApi } from '../order/orderApi';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

/** Text with the no-break spaces of Intl output turned into plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function renderCheckout(
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

const payButton = () => screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' });

/** The checkout's own form (buyer, payment, terms), named by the buyer form's name. */
const checkoutForm = () => screen.getByRole('form', { name: 'Ihre Angaben' });

/** Puts text into a field the way a paste does (one change, not one per key: the tests stay quick). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('form', { name: 'Ihre Angaben' });
  const form = within(checkoutForm());
  await enter(user, form.getByRole('textbox', { name: 'Vorname' }), 'Anna');
  await enter(user, form.getByRole('textbox', { name: 'Nachname' }), 'Muster');
  await enter(user, form.getByRole('textbox', { name: 'E-Mail' }), 'anna@example.ch');
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: 'TWINT' | 'Kreditkarte') {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${method}`) }));
}

const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.' }),
  );

describe('CheckoutPage', () => {
  it('shows the summary, the buyer form, the payment methods and the terms', async () => {
    const { api } = await start();
    await renderCheckout(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasse' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    expect(
      within(summary).getByRole('heading', { level: 3, name: 'Die Zauberflöte' }),
    ).toBeVisible();
    expect(within(summary).getByRole('textbox', { name: 'Gutscheincode' })).toBeInTheDocument();
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
    expect(
      screen.getByText(
        (_content, element) =>
          element?.classList.contains('checkout-pay__total') === true &&
          plain(element.textContent) === 'Zu bezahlen: CHF 80.00',
      ),
    ).toBeInTheDocument();
  });

  it('pays: posts the form and the method, sets the waiting flag and leaves for the provider', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);

    await user.click(payButton());

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
    expect(selectWaitingForPaymentProvider(store.getState())).toBe(true);
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toBeDisabled();
    expect(
      screen.getByText('Sie werden zum Zahlungsanbieter weitergeleitet …'),
    ).toBeInTheDocument();
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });

  it('makes one call when the pay button is pressed twice', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order, store } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);

    await user.dblClick(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    await user.click(payButton()).catch(() => undefined); // disabled now
    // the form's submissions are settled by now (no I/O of their own, so before the answer that
    // navigated), and the saga decides on one as it is dispatched: a second checkout would be
    // under way now
    expect(selectCheckout(store.getState())).toMatchObject({
      submitting: false,
      waitingForPaymentProvider: true,
    });
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the form is incomplete: the problems show and focus goes to the first', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order } = await renderCheckout(api);
    await screen.findByRole('textbox', { name: 'Vorname' });

    await user.click(payButton());

    const first = screen.getByRole('textbox', { name: 'Vorname' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Zahlungsart' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Bitte wählen Sie eine Zahlungsart.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.',
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(checkoutCalls(api, order.id)).toHaveLength(0);
  });

  it('shows a server refusal above the button and keeps the form as it was', async () => {
    const { api, knobs } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);
    knobs.failCheckout = true;

    await user.click(payButton());

    const alert = await screen.findByText('Die Zahlung konnte nicht gestartet werden.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveTextContent(/Serverfehler|Fehler/);
    expect(within(checkoutForm()).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(within(checkoutForm()).getByRole('textbox', { name: 'E-Mail' })).toHaveValue(
      'anna@example.ch',
    );
    expect(screen.getByRole('radio', { name: /^TWINT/ })).toBeChecked();
    expect(payButton()).toBeEnabled();
    expect(selectWaitingForPaymentProvider(store.getState())).toBe(false);
    expect(navigate).not.toHaveBeenCalled();

    // the server's field problems go under their fields
    act(() => {
      store.dispatch(
        checkoutRejected({
          orderId: order.id,
          message: { detail: 'Bitte prüfen Sie Ihre Angaben.' },
          status: 422,
          fieldProblems: [{ field: 'form.email', detail: 'Diese Adresse kennen wir nicht.' }],
        }),
      );
    });
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Diese Adresse kennen wir nicht\./),
    );
    expect(email).toHaveFocus();

    // a second try goes through
    knobs.failCheckout = false;
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('says when the lightbox cannot open and takes the visitor to the hosted page', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    jest.spyOn(console, 'info').mockImplementation(() => {});
    await fillBuyer(user);
    await choose(user, 'Kreditkarte');
    await acceptTerms(user);

    await user.click(payButton());
    await waitFor(() =>
      expect(document.head.querySelector('script[data-payment-lightbox]')).not.toBeNull(),
    );
    act(() => {
      document.head
        .querySelector('script[data-payment-lightbox]')
        ?.dispatchEvent(new Event('error'));
    });

    expect(
      await screen.findByText(
        'Das Zahlungsfenster konnte nicht geöffnet werden. Sie werden stattdessen zur Zahlungsseite des Anbieters weitergeleitet …',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), {
      timeout: LIGHTBOX_FALLBACK_DELAY_MS + 2000,
    });
    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
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
    await user.click(screen.getByRole('link', { name: 'Neue Bestellung beginnen' }));
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

  it('asks for the personalisation first and lets the visitor finish it right there', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order } = await renderCheckout(api, { items: [chamberAdult] });
    const navigate = spyOnNavigation();
    const section = await screen.findByRole('region', { name: 'Personalisierung' });
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);

    await user.click(payButton());
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Bitte personalisieren Sie zuerst alle Tickets.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Personalisierung' })).toHaveFocus();
    expect(checkoutCalls(api, order.id)).toHaveLength(0);

    await enter(user, within(section).getByRole('textbox', { name: 'Vorname' }), 'Beat');
    await enter(user, within(section).getByRole('textbox', { name: 'Nachname' }), 'Muster');
    await user.click(within(section).getByRole('button', { name: /speichern/i }));
    expect(
      await within(section).findByText('Alle Tickets sind personalisiert.'),
    ).toBeInTheDocument();

    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });

  it('speaks the visitor’s language', async () => {
    const { api } = await start();
    await renderCheckout(api, { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Caisse' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Mode de paiement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Carte de crédit/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commander et payer' })).toBeInTheDocument();
  });

  it('keeps what the visitor typed for the tab: a new page (a reload) finds the form as it was', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, unmount } = await renderCheckout(api);
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);
    const kept = sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '';
    expect(JSON.parse(kept)).toEqual({
      buyer: expect.objectContaining({
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        terms: true,
      }),
      paymentMethod: DEMO.redirect,
      termsAccepted: false,
    });
    // kept outside the store: no action carries what was typed
    expect(JSON.stringify(store.getState())).not.toContain('anna@example.ch');

    unmount();
    renderWithProviders(<CheckoutPage />, { store, path: '/de/order/checkout' });
    const form = within(await screen.findByRole('form', { name: 'Ihre Angaben' }));
    expect(form.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    expect(form.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Muster');
    expect(form.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('anna@example.ch');
    expect(form.getByRole('radio', { name: /^TWINT/ })).toBeChecked();
    expect(
      form.getByRole('checkbox', { name: 'Ich akzeptiere die AGB und die Datenschutzerklärung.' }),
    ).toBeChecked();
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

      // a new payment: the note goes
      const user = userEvent.setup();
      spyOnNavigation();
      await fillBuyer(user);
      await choose(user, 'TWINT');
      await acceptTerms(user);
      await user.click(payButton());
      await waitFor(() =>
        expect(screen.queryByText('Die Zahlung wurde nicht abgeschlossen')).toBeNull(),
      );
    },
  );

  it('a basket changed elsewhere: the shop refuses (409), the page shows the order read again and where to look', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await fillBuyer(user);
    await choose(user, 'TWINT');
    await acceptTerms(user);
    expect(
      screen.getByText(
        (_content, element) =>
          element?.classList.contains('checkout-pay__total') === true &&
          plain(element.textContent) === 'Zu bezahlen: CHF 80.00',
      ),
    ).toBeInTheDocument();

    // another tab adds a second ticket; this page still shows one
    const other = api.makeStore();
    await other
      .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [fluteByPost] }))
      .unwrap();

    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ihre Bestellung hat sich geändert, seit Sie sie angesehen haben.',
    );
    expect(alert).toHaveTextContent('Die Zusammenfassung zeigt jetzt');
    await waitFor(() => expect(alert).toHaveFocus());
    // the summary and the amount are the server's now
    expect(
      screen.getByText(
        (_content, element) =>
          element?.classList.contains('checkout-pay__total') === true &&
          plain(element.textContent) === 'Zu bezahlen: CHF 160.00',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    // two identical tickets: one line with the quantity 2
    expect(
      within(summary).getByRole('group', { name: 'Anzahl: Erwachsene, Die Zauberflöte' }),
    ).toHaveTextContent('2');
    expect(navigate).not.toHaveBeenCalled();
    const [sent] = api.requestsTo(`/api/shop/v2/order/${order.id}/checkout`, 'POST');
    expect(sent).toBeDefined();
    expect(store.getState().checkout.rejection).toMatchObject({ status: 409, orderChanged: true });

    // where to look: the summary's heading
    await user.click(within(alert).getByRole('button', { name: 'Zusammenfassung prüfen' }));
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveFocus();

    // the form is as it was; paying what is shown now goes through
    expect(within(checkoutForm()).getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });
});
