/** The order status page on a real store against the demo server: what each status shows. */
import { recordActions } from '../../test/recordedActions';
import { expectNotFoundPage } from '../../test/notFoundPage';
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectOrderPhase } from '../order/orderSelectors';
import { ORDER_STORAGE_KEY } from '../order/orderStorage';
import { silenceErrorReports } from '../order/orderTestKit';
import { selectOrderId } from '../orderModel/currentOrder';
import { CHECKOUT_DRAFT_KEY, saveCheckoutDraft } from './checkoutDraft';
import {
  checkOutDirectly,
  checkoutServerPerTest,
  completePayment,
  fluteByPost,
  readyOrder,
} from './checkoutTestKit';
import { PURCHASES_SENT_KEY } from './purchaseMemory';
import { paidOrder, purchases, renderStatus } from './orderStatusTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();

describe('OrderStatusPage', () => {
  it('paid: thanks, names the order and what happens next; the order is discarded on the client', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const seen = recordActions(store);
    const order = await paidOrder(api, store, 'paid');
    expect(localStorage.getItem(ORDER_STORAGE_KEY)).not.toBeNull();
    saveCheckoutDraft({
      buyer: { firstName: 'Anna' },
      paymentMethod: 'twint',
      termsAccepted: true,
    });
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).not.toBeNull();

    renderStatus(store, order.id);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(order.id)).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      'CHF 80.00',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Wie geht es weiter?' })).toBeVisible();
    // what happens next follows how the items come: the flute ticket by post, nothing by e-mail
    const next = screen.getByRole('region', { name: 'Wie geht es weiter?' });
    expect(next).toHaveTextContent('Was per Post zugestellt wird, schicken wir an Ihre Adresse');
    expect(next).not.toHaveTextContent('Was per E-Mail zugestellt wird');
    expect(next).not.toHaveTextContent('an der Kasse');
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/de');
    // a paid order is not one that "can no longer be paid"
    expect(screen.queryByText(/kann nicht mehr bezahlt werden/)).toBeNull();

    await waitFor(() => expect(selectOrderId(store.getState())).toBeNull());
    expect(selectOrderPhase(store.getState())).toBe('none');
    expect(localStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
    expect(purchases(seen)).toHaveLength(1);
    expect(purchases(seen)[0].payload).toEqual({
      orderId: order.id,
      items: order.items,
      total: 8000,
      currency: 'CHF',
    });
    expect(JSON.parse(localStorage.getItem(PURCHASES_SENT_KEY) ?? '[]')).toEqual([order.id]);
    // the checkout form kept for the tab is forgotten with the paid order
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('paid: names each way the items come, e-mail, post and the box office', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await readyOrder(store, [
      fluteByPost,
      {
        variant: 'var-zauberfloete-erwachsene',
        placementId: 'pl-zauberfloete',
        deliveryOption: 'PICKUP',
      },
      {
        variant: 'var-zauberfloete-erwachsene',
        placementId: 'pl-zauberfloete',
        deliveryOption: 'EMAIL',
      },
    ]);
    await checkOutDirectly(store, order.id);
    await completePayment(api, order.id, 'paid');
    renderStatus(store, order.id, 'fr');
    const next = await screen.findByRole('region', { name: 'Et maintenant ?' });
    const lines = within(next)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      expect.any(String),
      expect.stringMatching(/^Ce qui est livré par e-mail/),
      expect.stringMatching(/^Ce qui est livré par la poste/),
      expect.stringMatching(/^Ce que vous retirez à la caisse/),
      expect.any(String),
    ]);
  });

  it('names the page while the status loads: one h1, then the status’s own', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await paidOrder(api, store, 'paid');

    renderStatus(store, order.id);
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Bestellstatus' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Status Ihrer Bestellung wird geladen …',
    );
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Vielen Dank für Ihre Bestellung!',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([title]);
  });

  it('failed: says so and offers to pay the same order again', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await paidOrder(api, store, 'failed');
    renderStatus(store, order.id);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Zahlung fehlgeschlagen',
    });
    // the first status shown is where the page starts: the focus is not moved to it
    expect(heading).not.toHaveFocus();
    // its mark, a cross; no "what happens next" of a paid order
    expect(document.querySelector('.order-status__mark')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Wie geht es weiter?' })).toBeNull();
    expect(screen.getByText(/Es wurde nichts belastet/)).toBeInTheDocument();
    expect(screen.getByText(/gern auch mit einer anderen Zahlungsart/)).toBeInTheDocument();
    // told apart from a cancelled payment by its look too
    expect(document.querySelector('.order-status')).toHaveClass('order-status--failed');
    expect(screen.getByRole('link', { name: 'Erneut bezahlen' })).toHaveAttribute(
      'href',
      '/de/order/checkout',
    );
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute('href', '/de');
    expect(selectOrderId(store.getState())).toBe(order.id);
  });

  it('cancelled, on a page where the order is not current: back to the shop only', async () => {
    const { api } = await start();
    const other = api.makeStore();
    const order = await paidOrder(api, other, 'cancelled');
    const store = api.makeStore();
    renderStatus(store, order.id, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You cancelled the payment/)).toBeInTheDocument();
    expect(screen.getByText(/This order can no longer be paid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en');
  });

  it('cancelled, while the order is still the visitor’s: pay again first, with what it keeps', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await paidOrder(api, store, 'cancelled');
    renderStatus(store, order.id, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your order stays reserved while the reservation time runs/),
    ).toBeVisible();
    expect(screen.queryByText(/This order can no longer be paid/)).toBeNull();
    const again = screen.getByRole('link', { name: 'Pay again' });
    expect(again).toHaveAttribute('href', '/en/order/checkout');
    expect(again).toHaveClass('button--solid');
    // the way back is the second choice beside it
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveClass('button--outline');
  });

  it('cancelled, while the visitor holds another order: that order is not paid from here', async () => {
    const { api } = await start();
    const other = api.makeStore();
    const order = await paidOrder(api, other, 'cancelled');
    // the visitor's own store has an active order of its own, not the cancelled one
    const store = api.makeStore();
    const current = await readyOrder(store);
    expect(current.id).not.toBe(order.id);
    renderStatus(store, order.id, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This order can no longer be paid/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
    expect(selectOrderId(store.getState())).toBe(current.id);
  });

  it('open: an order not paid yet, still the visitor’s, leads to the checkout', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await readyOrder(store);
    renderStatus(store, order.id, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not paid yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This order has not been paid yet.');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/en/order/checkout',
    );
    expect(screen.queryByRole('link', { name: 'Pay again' })).toBeNull();
    // no hint at all: an open order has none of its own (not even its key)
    expect(document.querySelector('.order-status__hint')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveClass('button--outline');
  });

  it('a status that cannot be read says so; “try again” reads it again', async () => {
    const { api } = await start();
    const store = api.makeStore();
    const order = await paidOrder(api, store, 'paid');
    let failing = true;
    const onward = api.services.fetchFn!;
    api.services.fetchFn = async (input, init) => {
      const request = new Request(input, init);
      if (failing && request.method === 'GET' && request.url.endsWith('/status'))
        return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      return onward(request);
    };
    renderStatus(store, order.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Der Status Ihrer Bestellung konnte nicht geladen werden.');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellstatus' })).toBeVisible();

    failing = false;
    act(() => within(alert).getByRole('button', { name: 'Erneut versuchen' }).click());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('expired: the reservation ran out; back to the shop', async () => {
    const { api, knobs } = await start({ reservationSeconds: 60 });
    const store = api.makeStore();
    const order = await readyOrder(store);
    knobs.serverAhead = 61_000;
    renderStatus(store, order.id, 'it');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prenotazione scaduta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna al negozio' })).toHaveAttribute('href', '/it');
    expect(screen.queryByRole('link', { name: 'Paga di nuovo' })).toBeNull();
    expect(screen.queryByText(/non può più essere pagato/)).toBeNull();
    // no mark for a reservation that ran out: it is neither paid, failed nor cancelled
    expect(document.querySelector('.order-status__mark')).toBeNull();
  });

  it('an unknown order is the 404 page', async () => {
    const { api } = await start();
    renderStatus(api.makeStore(), 'ord-unknown');
    await expectNotFoundPage('Bestellung nicht gefunden');
  });
});
