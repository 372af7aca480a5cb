import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../../api/types';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { orderRestoreRequested } from '../orderModel/orderEvents';
import { selectOrderPhase } from './orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { createOrder, silenceErrorReports, until } from './orderTestKit';
import { useVariantAmount } from './useVariantAmount';
import { orderApi } from './orderApi';
import { orderRead } from '../orderModel/orderRead';

const start = demoApiPerTest();
beforeEach(() => window.localStorage.clear());
silenceErrorReports();
// a round is 500 ms of quiet and a few real calls: leave room for a busy machine
configure({ asyncUtilTimeout: 5000 });

const IMPRO_ADULT = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };

/** The server's order now (fetched by a store of its own, so the page's store is not touched). */
async function serverItems(api: Awaited<ReturnType<typeof start>>, orderId: string) {
  const order = await api
    .makeStore()
    .dispatch(orderRead.endpoints.getOrder.initiate(orderId, { subscribe: false }))
    .unwrap();
  return order.items.map((item) => item.variant);
}

/**
 * A visitor who has 3 adult improv tickets in an order made before a reload. Faults: GETs fail
 * (a dropped connection) while `failGets` is on; everything else goes through.
 */
async function reloadedWithThreeTickets(failGets: () => boolean) {
  let last = '';
  const api = await start({
    failureRate: 0.5,
    onRequest: (info) => {
      last = info.method;
    },
    random: () => (failGets() && last === 'GET' ? 0.1 : 0.9),
  });
  const before = api.makeStore();
  const order: Order = await createOrder(before);
  await before
    .dispatch(
      orderApi.endpoints.addItems.initiate({
        orderId: order.id,
        items: [IMPRO_ADULT, IMPRO_ADULT, IMPRO_ADULT],
      }),
    )
    .unwrap();
  return { api, orderId: order.id };
}

function Amount() {
  const [amount, setAmount] = useVariantAmount('pl-improtheater', 'var-impro-erwachsene');
  return (
    <>
      <output aria-label="amount">{amount}</output>
      <button type="button" onClick={() => setAmount(amount + 1)}>
        more
      </button>
      <button type="button" onClick={() => setAmount(amount - 1)}>
        fewer
      </button>
    </>
  );
}

describe('useVariantAmount', () => {
  it('shows the new amount at once and brings the order in line after the pause', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<Amount />, { store });
    const amount = screen.getByLabelText('amount');
    expect(amount).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(amount).toHaveTextContent('2');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(2));
    expect(amount).toHaveTextContent('2');
    expect(api.requestsTo('/api/shop/v2/order/', 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'fewer' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(amount).toHaveTextContent('0');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(0));
    expect(amount).toHaveTextContent('0');
  });

  it('after a reload whose order could not be fetched, + adds to the basket and never takes away what the visitor could not see', async () => {
    let failGets = false;
    const { api, orderId } = await reloadedWithThreeTickets(() => failGets);
    failGets = true;
    const store = api.makeStore();
    store.dispatch(orderRestoreRequested());
    await until(() => selectOrderPhase(store.getState()) === 'active', 'the failed restore');
    expect(selectErrorAlert(store.getState()).visible).toBe(true);
    expect(selectCurrentOrder(store.getState())).toBeUndefined();

    const user = userEvent.setup();
    renderWithProviders(<Amount />, { store });
    const amount = screen.getByLabelText('amount');
    // the basket is not known: nothing to count from
    expect(amount).toHaveTextContent('0');
    failGets = false;
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(amount).toHaveTextContent('1');

    // the round fetches the order first: one more ticket, none of the three taken away
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(4));
    expect(amount).toHaveTextContent('4');
    expect(await serverItems(api, orderId)).toHaveLength(4);
    expect(api.requestsTo(`/api/shop/v2/order/${orderId}/items`, 'DELETE')).toHaveLength(0);
  });

  it('a click while the restored order is still on its way counts on top of it, too', async () => {
    const { api, orderId } = await reloadedWithThreeTickets(() => false);
    const store = api.makeStore();
    store.dispatch(orderRestoreRequested());
    expect(selectOrderPhase(store.getState())).toBe('starting');
    const user = userEvent.setup();
    renderWithProviders(<Amount />, { store });
    const amount = screen.getByLabelText('amount');
    await user.click(screen.getByRole('button', { name: 'more' }));
    // the order has come meanwhile: the display counts the click on top of its three
    await waitFor(() => expect(selectCurrentOrder(store.getState())).toBeDefined());
    expect(amount).toHaveTextContent('4');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(4));
    expect(await serverItems(api, orderId)).toHaveLength(4);
    // once the basket is known, the amounts are the visitor's absolute wish again
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(amount).toHaveTextContent('2');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(2));
    expect(await serverItems(api, orderId)).toHaveLength(2);
  });
});
