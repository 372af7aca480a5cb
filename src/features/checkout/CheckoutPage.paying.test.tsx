/**
 * The checkout page on a real store against the demo server (RTL): paying, and what goes wrong on
 * the way.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { silenceErrorReports } from '../order/orderTestKit';
import CheckoutPage from './CheckoutPage';
import { checkoutRejected } from './checkoutEvents';
import { LIGHTBOX_FALLBACK_DELAY_MS } from './checkoutSaga';
import { selectCheckout, selectWaitingForPaymentProvider } from './checkoutSlice';
import { CHECKOUT_DRAFT_KEY } from './checkoutDraft';
import {
  chamberAdult,
  checkoutCalls,
  checkoutServerPerTest,
  DEMO,
  fluteByPost,
  spyOnNavigation,
} from './checkoutTestKit';
import {
  acceptTerms,
  refusal,
  completeForm,
  checkoutForm,
  enter,
  fillBuyer,
  payButton,
  payTotal,
  renderCheckout,
} from './checkoutPageTestKit';
import { orderApi } from '../order/orderApi';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

describe('CheckoutPage, paying', () => {
  it('pays: posts the form and the method, sets the waiting flag and leaves for the provider', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await completeForm(user);

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
    await completeForm(user);

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
    await completeForm(user);
    knobs.failCheckout = true;

    await user.click(payButton());

    const alert = await screen.findByText('Die Zahlung konnte nicht gestartet werden.');
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveTextContent(/Serverfehler|Fehler/);
    // back on the button, a screen reader hears why the last press did not pay
    expect(payButton()).toHaveAccessibleDescription(/^Die Zahlung konnte nicht gestartet werden\./);
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
        checkoutRejected(
          refusal(order.id, [{ field: 'form.email', detail: 'Diese Adresse kennen wir nicht.' }]),
        ),
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
    await completeForm(user, 'Kreditkarte');

    await user.click(payButton());
    await waitFor(() =>
      expect(document.head.querySelector('script[data-payment-lightbox]')).not.toBeNull(),
    );
    expect(screen.getByText('Das Zahlungsfenster wird geöffnet …')).toHaveAttribute(
      'role',
      'status',
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
      timeout: LIGHTBOX_FALLBACK_DELAY_MS + 10_000,
    });
    expect(navigate).toHaveBeenCalledWith(`/stand-ins/payment/pay?order=${order.id}&lang=de`);
  });

  it('a lightbox that cannot open, in a shop without a hosted page: says so and lets the visitor try again', async () => {
    const fixture = loadDemoFixture();
    fixture.paymentMethods = fixture.paymentMethods.filter((method) => method.id === DEMO.lightbox);
    const { api } = await start({ fixture });
    const user = userEvent.setup();
    const { order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    jest.spyOn(console, 'info').mockImplementation(() => {});
    await fillBuyer(user);
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

    const title = await screen.findByText(
      'Die Zahlung konnte nicht gestartet werden.',
      {},
      { timeout: LIGHTBOX_FALLBACK_DELAY_MS + 10_000 },
    );
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      'Das Zahlungsfenster konnte nicht geöffnet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    );
    expect(payButton()).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
    expect(checkoutCalls(api, order.id)).toHaveLength(1);
  });

  it('back from the provider through the back-forward cache: the pay button works again', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await completeForm(user);
    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));

    // a page shown fresh (not from the cache) is a new page: nothing to undo
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(payButton()).toBeDisabled();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByText('Sie werden zum Zahlungsanbieter weitergeleitet …')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Anna');

    await user.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(checkoutCalls(api, order.id)).toHaveLength(2);
  });

  it('asks for the personalisation first and lets the visitor finish it right there', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { order } = await renderCheckout(api, { items: [chamberAdult] });
    const navigate = spyOnNavigation();
    const section = await screen.findByRole('region', { name: 'Personalisierung' });
    // said as an introduction first, not as a problem: the visitor has not tried to pay yet
    const request = within(section).getByText(/^Bitte personalisieren Sie zuerst alle Tickets/);
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(request).toHaveClass('checkout-section__intro');
    // pay moves the focus to the heading; no tab stop of its own
    expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute('tabindex', '-1');
    await completeForm(user);

    await user.click(payButton());
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Bitte personalisieren Sie zuerst alle Tickets.',
    );
    expect(request).toHaveClass('checkout-section__problem');
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

  it('keeps what the visitor typed for the tab: a new page (a reload) finds the form as it was', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, unmount } = await renderCheckout(api);
    await completeForm(user);
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

  it('a basket changed elsewhere: the shop refuses (409), the page shows the order read again and where to look', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    const { store, order } = await renderCheckout(api);
    const navigate = spyOnNavigation();
    await completeForm(user);
    expect(payTotal('Zu bezahlen: CHF 80.00')).toBeInTheDocument();

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
    expect(payTotal('Zu bezahlen: CHF 160.00')).toBeInTheDocument();
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
