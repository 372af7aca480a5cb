/** The order status page over time: the purchase sent once per order, the polling while pending. */
import { act, screen, waitFor } from '@testing-library/react';
import { advance, silenceErrorReports, until } from '../order/orderTestKit';
import { orderRead } from '../orderModel/orderRead';
import { recordActions } from '../../test/recordedActions';
import { checkoutServerPerTest, completePayment } from './checkoutTestKit';
import { STATUS_POLL_MS } from './OrderStatusPage';
import { forgetPurchasesInMemory } from './purchaseMemory';
import {
  paidOrder,
  purchases,
  renderStatus,
  statusAnswers,
  statusCalls,
} from './orderStatusTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();

describe('OrderStatusPage over time', () => {
  it('sends the purchase once per order, across a second render and a reload', async () => {
    const { api } = await start();
    const first = api.makeStore();
    const firstSeen = recordActions(first);
    const order = await paidOrder(api, first, 'paid');

    const view = renderStatus(first, order.id);
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' });
    await waitFor(() => expect(purchases(firstSeen)).toHaveLength(1));
    view.unmount();
    // the same page shows the status again (the status is fetched again)
    const again = renderStatus(first, order.id);
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' });
    await waitFor(() => expect(statusCalls(api, order.id)).toHaveLength(2));
    // the purchase saga reacts to an answer as it is dispatched: the second answer has been heard
    await waitFor(() => expect(statusAnswers(firstSeen)).toHaveLength(2));
    again.unmount();

    // a reload: a new store, nothing in memory, local storage kept
    forgetPurchasesInMemory();
    const second = api.makeStore();
    const secondSeen = recordActions(second);
    renderStatus(second, order.id);
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' });
    await waitFor(() => expect(statusCalls(api, order.id)).toHaveLength(3));
    await waitFor(() => expect(statusAnswers(secondSeen)).toHaveLength(1));
    // the saga reacts to the answer as it is dispatched: a purchase would have begun by reading
    // the order (this store has none cached), the page itself never does
    expect(
      secondSeen.filter((action) => orderRead.endpoints.getOrder.matchPending(action)),
    ).toHaveLength(0);

    expect(purchases(firstSeen)).toHaveLength(1);
    expect(purchases(secondSeen)).toHaveLength(0);
  });

  describe('with a fake clock', () => {
    /**
     * Wait for the page to show something: real I/O goes on, React's queued renders (on the fake
     * clock's timers) are flushed at time 0, the clock does not move.
     */
    async function untilShown(check: () => boolean, what: string) {
      for (let i = 0; i < 2000; i += 1) {
        if (check()) return;
        await act(() => advance(0));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      throw new Error(`gave up waiting for ${what}`);
    }

    beforeEach(() => {
      // RTK's auto-batching notifies the UI on an animation frame: that one stays real
      jest.useFakeTimers({
        doNotFake: [
          'nextTick',
          'setImmediate',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
        ],
      });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('pending: asks again every 2 s while pending, and stops once paid', async () => {
      const { api } = await start();
      const store = api.makeStore();
      const seen = recordActions(store);
      const order = await paidOrder(api, store);
      renderStatus(store, order.id, 'fr');
      // the status's own title (while it loads, the page's name stands in)
      await untilShown(
        () => screen.queryByRole('heading', { level: 1, name: 'Statut de la commande' }) === null,
        'the page',
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Confirmation du paiement en cours',
      );
      expect(statusCalls(api, order.id)).toHaveLength(1);
      // while the provider confirms: a spinner, no mark, and no way out of the page yet
      expect(document.querySelector('.order-status__mark')).toBeNull();
      expect(document.querySelector('.order-status__spinner')).not.toBeNull();
      expect(screen.queryByRole('link')).toBeNull();

      await act(() => advance(STATUS_POLL_MS - 100));
      expect(statusCalls(api, order.id)).toHaveLength(1);
      await act(() => advance(100));
      await until(() => statusCalls(api, order.id).length === 2, 'the second poll');
      await act(() => advance(STATUS_POLL_MS));
      await until(() => statusCalls(api, order.id).length === 3, 'the third poll');
      expect(purchases(seen)).toHaveLength(0);
      await completePayment(api, order.id, 'paid', 'fr');
      await act(() => advance(STATUS_POLL_MS));
      await untilShown(
        () =>
          screen.queryByRole('heading', { level: 1, name: 'Merci pour votre commande !' }) !== null,
        'the paid status',
      );
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading).toHaveFocus();
      // focusable by the page, never a stop of its own in the tab order
      expect(heading).toHaveAttribute('tabindex', '-1');
      const calls = statusCalls(api, order.id).length;
      await act(() => advance(STATUS_POLL_MS * 5));
      expect(statusCalls(api, order.id)).toHaveLength(calls);
      await until(() => purchases(seen).length === 1, 'the purchase');
    });
  });
});
