/**
 * The reservation notices on screen (issue 17, point 3): the warning toast that offers to keep
 * the reservation, and the expiry dialog that offers it when it is still possible. A real store
 * and the demo server; reservations short enough that the warning is due at once.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visitor } from '../../../../server/testing/shopClient';
import { symphonySeat } from '../../../../server/testing/fixtureIds';
import { demoApiPerTest } from '../../../test/demoApi';
import { holdAnswers } from '../../../test/heldAnswers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { selectOrderId } from '../../orderModel/currentOrder';
import { selectOrderPhase, selectReservationExtendable } from '../orderSelectors';
import { advance, until, withFakeClock } from '../orderTestKit';
import { orderWith, Page } from './reservationTestKit';

const start = demoApiPerTest();

const warningAlert = () => screen.findByRole('alert', { name: 'Ihre Reservierung läuft bald ab' });

describe('the running-out warning', () => {
  it('warns wherever the visitor is, takes the focus, and one key press keeps the reservation', async () => {
    const user = userEvent.setup();
    const api = await start({ reservationSeconds: 25, reservationExtensions: 2 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store });
    screen.getByRole('button', { name: 'Platz A-1' }).focus();
    await orderWith(store);

    const alert = await warningAlert();
    const region = screen.getByRole('region', { name: 'Reservierung' });
    expect(region).toContainElement(alert);
    expect(alert).toHaveTextContent(
      'Noch weniger als 30 Sekunden, dann werden Ihre Plätze und Artikel wieder freigegeben.',
    );
    expect(
      within(alert).getByRole('timer', { name: 'Verbleibende Zeit der Reservierung' }),
    ).toHaveTextContent(/^00:2\d$/);
    const keep = within(alert).getByRole('button', { name: 'Reservierung verlängern' });
    await waitFor(() => expect(keep).toHaveFocus());

    await user.keyboard('{Enter}');
    const extended = await screen.findByRole('group', { name: 'Reservierung verlängert' });
    expect(extended).toHaveTextContent('Ihre Plätze und Artikel bleiben für Sie reserviert.');
    // said once, in the status region that stays
    expect(screen.getByRole('status')).toHaveTextContent('Reservierung verlängert');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the button that had the focus went: the close button has it; Escape gives it back
    await waitFor(() =>
      expect(
        within(extended).getByRole('button', { name: 'Hinweis zur Reservierung schliessen' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Reservierung' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Platz A-1' })).toHaveFocus();
    expect(
      api.requestsTo(`/api/shop/v2/order/${selectOrderId(store.getState())}/reservation`, 'POST'),
    ).toHaveLength(1);
  });

  it('never takes the focus from a field the visitor types in', async () => {
    const user = userEvent.setup();
    const api = await start({ reservationSeconds: 25 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store, lang: 'en' });
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.click(field);
    await user.keyboard('Anna');
    await orderWith(store);
    const alert = await screen.findByRole('alert', { name: 'Your reservation ends soon' });
    expect(within(alert).getByRole('button', { name: 'Extend the reservation' })).toBeVisible();
    expect(field).toHaveFocus();
    await user.keyboard(' Muster');
    expect(field).toHaveValue('Anna Muster');
  });

  it('after a refusal says the server’s words and offers no more', async () => {
    const user = userEvent.setup();
    const api = await start({ reservationSeconds: 25, reservationExtensions: 1 });
    // the visitor's language, which the shop's answers are written in
    const store = api.makeStore({ locale: { lang: 'fr' } });
    renderWithProviders(<Page />, { store, lang: 'fr' });
    const order = await orderWith(store);
    const alert = await screen.findByRole('alert', { name: 'Votre réservation expire bientôt' });

    // another tab takes the last extension; this page's offer is from before
    const other = await visitor(api.url);
    expect(
      (
        await other.api('POST', `order/${order.id}/reservation`, {
          headers: { 'Idempotency-Key': 'other-tab' },
        })
      ).status,
    ).toBe(200);

    await user.click(within(alert).getByRole('button', { name: 'Prolonger la réservation' }));
    await waitFor(() =>
      expect(alert).toHaveTextContent('Votre réservation ne peut plus être prolongée.'),
    );
    expect(within(alert).queryByRole('button', { name: 'Prolonger la réservation' })).toBeNull();
    await waitFor(() =>
      expect(
        within(alert).getByRole('button', { name: 'Fermer l’avis sur la réservation' }),
      ).toHaveFocus(),
    );
    // the order was read again: what it offers now is the server's
    await waitFor(() => expect(selectReservationExtendable(store.getState())).toBe(false));
  });

  it('offers nothing when the order says the reservation cannot be extended, and says so', async () => {
    const api = await start({ reservationSeconds: 25, reservationExtensions: 0 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store });
    screen.getByRole('button', { name: 'Platz A-1' }).focus();
    await orderWith(store);
    const alert = await warningAlert();
    expect(alert).toHaveTextContent(
      'Die Reservierung kann nicht mehr verlängert werden. Schliessen Sie Ihren Kauf vorher ab.',
    );
    expect(within(alert).queryByRole('button', { name: 'Reservierung verlängern' })).toBeNull();
    const close = within(alert).getByRole('button', {
      name: 'Hinweis zur Reservierung schliessen',
    });
    await waitFor(() => expect(close).toHaveFocus());
  });
});

describe('the expiry dialog, when the reservation can still be kept', () => {
  withFakeClock();

  /** An English page whose reservation (one extension left) has run out: its dialog is open. */
  async function expiredWithOffer() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = await start({ reservationSeconds: 40, reservationExtensions: 1 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store, lang: 'en' });
    await orderWith(store);
    await act(() => advance(40_000));
    await until(() => selectOrderPhase(store.getState()) === 'expired', 'the expiry');
    return { user, api, store };
  }

  it('offers to keep it: the order is taken up again and the dialog goes', async () => {
    const { user, store } = await expiredWithOffer();

    const dialog = await screen.findByRole('dialog', { name: 'Reservation expired' });
    expect(dialog).toHaveTextContent(
      'If your seats and items are still free, you can extend the reservation and carry on.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Extend the reservation' }));
    await until(() => selectOrderPhase(store.getState()) === 'active', 'the order taken up');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('group', { name: 'Reservation extended' })).toBeVisible();
  });

  it('shows the offer busy while the shop answers; the dialog goes with the answer', async () => {
    const { user, api, store } = await expiredWithOffer();
    const held = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/reservation'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reservation expired' });
    const keep = within(dialog).getByRole('button', { name: 'Extend the reservation' });
    await user.click(keep);
    await until(() => held.count() === 1, 'the held answer');
    expect(keep).toHaveAttribute('aria-busy', 'true');
    act(() => held.release());
    await until(() => selectOrderPhase(store.getState()) === 'active', 'the order taken up');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens on the offer; a failure that may pass keeps it offered, not busy', async () => {
    const { user, api } = await expiredWithOffer();
    const dialog = await screen.findByRole('dialog', { name: 'Reservation expired' });
    const keep = within(dialog).getByRole('button', { name: 'Extend the reservation' });
    // the dialog's title has the focus: nothing moves it to the way on while the offer stands
    expect(within(dialog).getByRole('heading', { name: 'Reservation expired' })).toHaveFocus();

    // the shop cannot answer for now (503, and the base query's repeats too)
    const onward = api.services.fetchFn!;
    api.services.fetchFn = async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/reservation'))
        return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      return onward(request);
    };
    await user.click(keep);
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(keep).toBeVisible();
    expect(keep).not.toHaveAttribute('aria-busy');
    expect(keep).toHaveFocus();
  });

  it('says which seat is gone when another visitor took it meanwhile; only a new order is left', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = await start({ reservationSeconds: 40 });
    const store = api.makeStore();
    renderWithProviders(<Page />, { store });
    await orderWith(store, [symphonySeat('D-5')], api.url);
    await act(() => advance(40_000));
    await until(() => selectOrderPhase(store.getState()) === 'expired', 'the expiry');

    const other = await visitor(api.url);
    const taken = await other.createOrder();
    await other.holdSeats(taken, ['D-5']);
    expect((await other.addItems(taken.id, [symphonySeat('D-5')], 'take')).status).toBe(201);

    const dialog = await screen.findByRole('dialog', { name: 'Reservierung abgelaufen' });
    await user.click(within(dialog).getByRole('button', { name: 'Reservierung verlängern' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Ihre Reservierung kann nicht verlängert werden: D-5 ist inzwischen vergeben.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Reservierung verlängern' })).toBeNull();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Neue Bestellung beginnen' }),
      ).toHaveFocus(),
    );
  });
});
