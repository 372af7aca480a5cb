/**
 * A presale code on a real store against the demo server, with the question and the note on
 * screen (RTL): nothing of the visitor's is replaced without asking.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PREFIX } from '../../api/headers';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, switchableOutage, type TestApi } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectCartOpen } from '../order/cartSlice';
import { orderRestoreRequested, presaleTokenEntered } from '../orderModel/orderEvents';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { createOrder, silenceErrorReports, until } from '../order/orderTestKit';
import PresaleNotices from './PresaleNotices';
import { selectPresaleQuestion, selectPresaleStarted } from './presaleSlice';
import { orderApi } from '../order/orderApi';

const start = demoApiPerTest();
silenceErrorReports();
beforeEach(() => localStorage.clear());

const presaleCalls = (api: TestApi) => api.requestsTo(`${API_PREFIX}/presale/order`, 'POST');

/** A store whose current order holds `count` improv tickets. */
async function basketWith(api: TestApi, count: number): Promise<AppStore> {
  const store = api.makeStore();
  const order = await createOrder(store);
  await until(() => selectOrderId(store.getState()) === order.id, 'the order');
  if (count > 0) {
    await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: Array.from({ length: count }, () => ({
            variant: 'var-impro-erwachsene',
            placementId: 'pl-improtheater',
          })),
        }),
      )
      .unwrap();
  }
  return store;
}

describe('a presale code', () => {
  it('with items in the basket: asks first, naming how many; keeping the basket sends nothing', async () => {
    const api = await start();
    const store = await basketWith(api, 3);
    const before = selectOrderId(store.getState());
    const user = userEvent.setup();
    renderWithProviders(<PresaleNotices />, { store });

    act(() => {
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb ersetzen?' });
    expect(dialog).toHaveTextContent('Ihr Warenkorb enthält 3 Artikel.');
    // keeping the basket is where focus starts
    const keep = within(dialog).getByRole('button', { name: 'Warenkorb behalten' });
    expect(keep).toHaveFocus();

    await user.click(keep);
    await waitFor(() => expect(selectPresaleQuestion(store.getState())).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(presaleCalls(api)).toHaveLength(0);
    expect(selectOrderId(store.getState())).toBe(before);
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(3);
    expect(selectPresaleStarted(store.getState())).toBe(false);
  });

  it('Escape keeps the basket too; a later code asks again, and confirming starts the presale order', async () => {
    const api = await start();
    const store = await basketWith(api, 1);
    const before = selectOrderId(store.getState());
    const user = userEvent.setup();
    renderWithProviders(<PresaleNotices />, { store });

    act(() => {
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ihr Warenkorb enthält 1 Artikel.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(presaleCalls(api)).toHaveLength(0);

    act(() => {
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Warenkorb ersetzen?' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Vorverkaufsbestellung beginnen' }),
    );

    await act(() => until(() => selectPresaleStarted(store.getState()), 'the presale order'));
    expect(selectOrderId(store.getState())).not.toBe(before);
    expect(presaleCalls(api)).toHaveLength(1);
    expect(selectCartOpen(store.getState())).toBe(true);
    const note = await screen.findByRole('status', { name: 'Vorverkaufszugang aktiv' });
    expect(note).toHaveTextContent('Ihre Vorverkaufsbestellung ist bereit.');
  });

  it('with an empty basket: goes on at once, and says presale access is active until closed', async () => {
    const api = await start();
    const store = await basketWith(api, 0);
    const user = userEvent.setup();
    renderWithProviders(<PresaleNotices />, { store, lang: 'en' });

    act(() => {
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    await act(() => until(() => selectPresaleStarted(store.getState()), 'the presale order'));
    const note = screen.getByRole('status', { name: 'Presale access is active' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(presaleCalls(api)).toHaveLength(1);
    expect(selectCartOpen(store.getState())).toBe(true);

    await user.click(within(note).getByRole('button', { name: 'Close the presale note' }));
    expect(screen.queryByRole('status', { name: 'Presale access is active' })).toBeNull();
    expect(selectPresaleStarted(store.getState())).toBe(false);
  });

  it('asks all the same when the stored order could not be read: it may hold items', async () => {
    const outage = switchableOutage();
    const api = await start(outage.options);
    const first = await basketWith(api, 2);
    const orderId = selectOrderId(first.getState())!;
    // a new page load while the shop answers 500 to everything: the stored order cannot be read
    outage.down(true);
    const store = api.makeStore();
    renderWithProviders(<PresaleNotices />, { store });
    act(() => {
      store.dispatch(orderRestoreRequested());
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Ihr Warenkorb konnte nicht geladen werden.',
    );
    expect(selectPresaleQuestion(store.getState())).toEqual({ itemCount: null });
    expect(presaleCalls(api)).toHaveLength(0);
    expect(selectOrderId(store.getState())).toBe(orderId);
  });

  it('waits for an order restored after a reload, so its items count', async () => {
    const api = await start();
    const first = await basketWith(api, 2);
    const orderId = selectOrderId(first.getState())!;
    // a new page load: the stored order is fetched again while the code arrives
    const store = api.makeStore();
    renderWithProviders(<PresaleNotices />, { store });
    act(() => {
      store.dispatch(orderRestoreRequested());
      store.dispatch(presaleTokenEntered('PRESALE-2026'));
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ihr Warenkorb enthält 2 Artikel.');
    expect(selectOrderId(store.getState())).toBe(orderId);
    expect(presaleCalls(api)).toHaveLength(0);
  });
});
