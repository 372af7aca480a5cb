/** The presale page on a real store against the demo server (RTL). */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import ShopRouter from '../../app/ShopRouter';
import { memoryNavigation } from '../../test/renderWithRouter';
import { API_PREFIX } from '../../api/headers';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { createI18n } from '../locale/i18n';
import { routeLanguageEntered } from '../locale/localeSlice';
import { selectCartOpen } from '../order/cartSlice';
import { selectOrderActive } from '../order/orderSelectors';
import { selectCurrentOrder, selectOrderId } from '../orderModel/currentOrder';
import { readStoredOrder } from '../order/orderStorage';
import { silenceErrorReports } from '../order/orderTestKit';
import PresalePage from './PresalePage';

const start = demoApiPerTest();
silenceErrorReports();
beforeEach(() => localStorage.clear());

function Landed() {
  const { pathname, search } = useLocation();
  return <p>{`landed ${pathname}${search}`}</p>;
}

function renderPresale(store: AppStore, lang: 'de' | 'en' = 'de') {
  store.dispatch(routeLanguageEntered(lang));
  const routes = [
    { path: '/:lang/order/presale', element: <PresalePage /> },
    { path: '/:lang', element: <Landed /> },
  ];
  const navigation = memoryNavigation(`/${lang}/order/presale`, routes);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <ShopRouter navigation={navigation} routes={routes} />
      </I18nextProvider>
    </Provider>,
  );
  return navigation;
}

describe('PresalePage', () => {
  it('a valid code starts a presale order: current, stored, the cart open, ?token= in the address', async () => {
    const api = await start();
    const store = api.makeStore();
    const user = userEvent.setup();
    renderPresale(store);
    expect(screen.getByRole('heading', { level: 1, name: 'Vorverkauf' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Vorverkaufscode' }), 'PRESALE-2026');
    await user.click(screen.getByRole('button', { name: 'Code einlösen' }));

    expect(await screen.findByText('landed /de?token=PRESALE-2026')).toBeInTheDocument();
    const orderId = selectOrderId(store.getState());
    expect(orderId).toMatch(/^ord-/);
    expect(selectOrderActive(store.getState())).toBe(true);
    expect(selectCurrentOrder(store.getState())?.items).toEqual([]);
    expect(selectCartOpen(store.getState())).toBe(true);
    expect(readStoredOrder()).toEqual({ orderId, shop: 'demo' });
    const [call] = api.requestsTo(`${API_PREFIX}/presale/order`, 'POST');
    expect(call).toBeDefined();
  });

  it('an invalid code: the server’s message under the field, the code left to correct', async () => {
    const api = await start();
    const store = api.makeStore();
    const user = userEvent.setup();
    renderPresale(store);
    const field = screen.getByRole('textbox', { name: 'Vorverkaufscode' });

    await user.type(field, 'FALSCH-1');
    await user.click(screen.getByRole('button', { name: 'Code einlösen' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Dieser Vorverkaufscode ist ungültig\./),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('FALSCH-1');
    expect(field).toHaveFocus();
    // said once, under the field: the shared error alert does not repeat it
    expect(screen.getAllByText(/Dieser Vorverkaufscode ist ungültig\./)).toHaveLength(1);
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
    expect(selectOrderId(store.getState())).toBeNull();
    expect(selectCartOpen(store.getState())).toBe(false);
    expect(screen.queryByText(/^landed/)).toBeNull();

    // corrected, it goes through
    await user.clear(field);
    await user.type(field, 'presale-2026');
    await user.click(screen.getByRole('button', { name: 'Code einlösen' }));
    expect(await screen.findByText('landed /de?token=presale-2026')).toBeInTheDocument();
  });

  it('a failure that is not about the code: the error alert says it, the field stays as it was', async () => {
    let failNext = false;
    // faults(): the failure check (< 1 fails), then the kind (< 0.5: a 500)
    const api = await start({
      failureRate: 1,
      onRequest: (info) => {
        failNext = info.method === 'POST' && info.path === `${API_PREFIX}/presale/order`;
      },
      random: () => (failNext ? 0 : 1),
    });
    const store = api.makeStore();
    const user = userEvent.setup();
    renderPresale(store);
    const field = screen.getByRole('textbox', { name: 'Vorverkaufscode' });
    const submit = screen.getByRole('button', { name: 'Code einlösen' });

    await user.type(field, 'PRESALE-2026');
    await user.click(submit);
    await waitFor(() => expect(selectErrorAlert(store.getState()).visible).toBe(true));
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription(/Fehler/);
    expect(field).toHaveValue('PRESALE-2026');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(selectOrderId(store.getState())).toBeNull();
  });

  it('asks for a code before sending anything', async () => {
    const api = await start();
    const user = userEvent.setup();
    renderPresale(api.makeStore(), 'en');
    await user.click(screen.getByRole('button', { name: 'Redeem code' }));
    const field = screen.getByRole('textbox', { name: 'Presale code' });
    expect(field).toHaveAccessibleDescription(/Please enter your presale code\./);
    expect(field).toHaveFocus();
    expect(api.requestsTo(`${API_PREFIX}/presale/order`)).toHaveLength(0);
  });
});
