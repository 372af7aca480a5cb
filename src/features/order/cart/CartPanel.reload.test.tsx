/**
 * The cart panel after a reload whose order could not be fetched: it does not call the basket
 * empty, it says it could not be loaded and offers to try again (real store, real demo server).
 * While the order is read again, the basket says aria-busy.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdAnswers } from '../../../test/heldAnswers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { selectErrorAlert } from '../../errors/errorAlertSlice';
import { routeLanguageEntered } from '../../locale/localeSlice';
import { opened } from '../cartSlice';
import { orderRefreshRequested, orderRestoreRequested } from '../../orderModel/orderEvents';
import { selectOrderPhase } from '../orderSelectors';
import { silenceErrorReports, until } from '../orderTestKit';
import CartPanel from './CartPanel';
import { cartServerPerTest, renderCart } from './cartTestSetup';
import { orderApi } from '../orderApi';
import { shopQuery } from '../../shop/shopQuery';

const start = cartServerPerTest();
silenceErrorReports();

const improAdult = { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' };

it('says the basket could not be loaded, offers to try again, and then lists it', async () => {
  const { api, knobs } = await start();
  // the visitor's order from before the reload: two tickets
  const before = api.makeStore();
  const order = await before.dispatch(orderApi.endpoints.createOrder.initiate('demo')).unwrap();
  await before
    .dispatch(
      orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [improAdult, improAdult] }),
    )
    .unwrap();

  // the reload: the shop comes, fetching the stored order fails (500, retried, given up)
  const store = api.makeStore();
  store.dispatch(routeLanguageEntered('de'));
  await store.dispatch(shopQuery.endpoints.getShop.initiate('demo')).unwrap();
  knobs.failing = true;
  store.dispatch(orderRestoreRequested());
  await until(() => selectOrderPhase(store.getState()) === 'active', 'the failed fetch');
  expect(selectErrorAlert(store.getState()).visible).toBe(true);

  store.dispatch(opened());
  renderWithProviders(<CartPanel />, { store });
  const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
  const status = within(panel).getByText('Ihr Warenkorb konnte nicht geladen werden.');
  expect(status).toHaveFocus();
  expect(within(panel).queryByText('Ihr Warenkorb ist leer.')).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // trying again while it still fails: the same state, the alert again
  const user = userEvent.setup();
  const failedCalls = api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET').length;
  await user.click(within(panel).getByRole('button', { name: 'Erneut versuchen' }));
  // one call and its two retries, all failing
  await waitFor(() =>
    expect(api.requestsTo(`/api/shop/v2/order/${order.id}`, 'GET')).toHaveLength(failedCalls + 3),
  );
  expect(
    await within(panel).findByRole('button', { name: 'Erneut versuchen' }),
  ).toBeInTheDocument();
  expect(within(panel).getByText('Ihr Warenkorb konnte nicht geladen werden.')).toBeVisible();

  // the server answers again: the basket is listed
  knobs.failing = false;
  await user.click(within(panel).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(panel).findByText('2 Artikel im Warenkorb')).toHaveFocus();
  expect(within(panel).queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  // two identical tickets: one line with the quantity 2
  expect(
    within(panel).getByRole('group', { name: 'Anzahl: Erwachsene, Improtheater-Abend' }),
  ).toHaveTextContent('2');
});

it('says aria-busy while the order is read again, until the answer is in the basket', async () => {
  const { api } = await start();
  const { store, order } = await renderCart(api, { items: [improAdult] });
  const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
  const basket = within(panel).getByText('1 Artikel im Warenkorb').parentElement!;
  expect(basket).not.toHaveAttribute('aria-busy');

  // the tab comes back from the background: the order is read again, its answer slow to come
  const reads = holdAnswers(api, (method, path) => method === 'GET' && path.endsWith(order!.id));
  act(() => {
    store.dispatch(orderRefreshRequested());
  });
  await waitFor(() => expect(reads.count()).toBe(1));
  expect(basket).toHaveAttribute('aria-busy', 'true');
  // what it held stays listed meanwhile
  expect(within(panel).getByText('1 Artikel im Warenkorb')).toBeVisible();

  act(() => reads.release());
  await waitFor(() => expect(basket).not.toHaveAttribute('aria-busy'));
  expect(within(panel).getByText('1 Artikel im Warenkorb')).toBeVisible();
});
