/**
 * The checkout page on a real store against the demo server (RTL): what it shows while the order or
 * the shop is still on its way (a slow connection: the answers are held), for a stored order the
 * shop no longer has, and what it leaves behind when the visitor goes on.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dropFocusOfDisabled } from '../../test/disabledFocus';
import { siteConfig } from '../../../config/site';
import type { AppStore } from '../../state/rootState';
import { holdAnswers } from '../../test/heldAnswers';
import { recordActions } from '../../test/recordedActions';
import { renderWithProviders } from '../../test/renderWithProviders';
import { silenceErrorReports } from '../order/orderTestKit';
import { storeOrder } from '../order/orderStorage';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import {
  expiryConfirmed,
  orderRefreshRequested,
  orderRestoreRequested,
} from '../orderModel/orderEvents';
import { selectOrderPhase } from '../order/orderSelectors';
import { shopPath } from '../../api/headers';
import { beginCheckout } from '../tracking/trackingEvents';
import CheckoutPage from './CheckoutPage';
import { checkoutPageRestored } from './checkoutEvents';
import { checkoutServerPerTest, readyOrder } from './checkoutTestKit';
import { renderCheckout } from './checkoutPageTestKit';

const start = checkoutServerPerTest();
silenceErrorReports();
jest.setTimeout(30_000);

const LOADING = 'Ihre Bestellung wird geladen …';
const buyerForm = () => screen.findByRole('form', { name: 'Ihre Angaben' });

/** A new page (a reload) in the same tab: a new store that restores the stored order. */
function reloadPage(store: AppStore) {
  store.dispatch(orderRestoreRequested());
  return renderWithProviders(<CheckoutPage />, { store, path: '/de/order/checkout' });
}

describe('CheckoutPage, while it waits', () => {
  it('says the order is loading while it is read, then shows it and tells the checkout once', async () => {
    const { api } = await start();
    const order = await readyOrder(api.makeStore());
    const reads = holdAnswers(api, (method, path) => method === 'GET' && path.endsWith(order.id));
    const store: AppStore = api.makeStore();
    const seen = recordActions(store);
    reloadPage(store);

    await waitFor(() => expect(reads.count()).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText('Ihr Warenkorb ist leer.')).toBeNull();

    act(() => reads.release());
    await buyerForm();
    expect(screen.queryByText(LOADING)).toBeNull();
    // the order came after the page: the checkout is told of it then, once
    const begun = seen.filter((action) => beginCheckout.match(action));
    expect(begun.map((action) => action.payload)).toEqual([
      { items: order.items, currency: 'CHF' },
    ]);
  });

  it('waits for the shop (its payment methods and buyer form) before showing the form', async () => {
    const { api } = await start();
    await readyOrder(api.makeStore());
    const shopAnswer = holdAnswers(
      api,
      (method, path) => method === 'GET' && path === shopPath(siteConfig.shopSlug ?? ''),
    );
    const store: AppStore = api.makeStore();
    reloadPage(store);

    await waitFor(() => expect(selectCurrentOrder(store.getState())).not.toBeNull());
    await waitFor(() => expect(shopAnswer.count()).toBe(1));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByRole('form', { name: 'Ihre Angaben' })).toBeNull();

    act(() => shopAnswer.release());
    await buyerForm();
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it('a stored order that could not be read is not called empty: the next read shows it', async () => {
    const { api } = await start();
    const order = await readyOrder(api.makeStore());
    let failing = true;
    const onward = api.services.fetchFn ?? fetch;
    api.services.fetchFn = async (input, init) => {
      const request = new Request(input, init);
      if (failing && request.method === 'GET' && request.url.endsWith(order.id))
        return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      return onward(request);
    };
    const store: AppStore = api.makeStore();
    reloadPage(store);

    await waitFor(() => expect(selectOrderPhase(store.getState())).toBe('active'));
    expect(selectCurrentOrder(store.getState())).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(screen.queryByText('Ihr Warenkorb ist leer.')).toBeNull();

    // the tab comes back to the front: the order is read again, and this time it comes
    failing = false;
    act(() => {
      store.dispatch(orderRefreshRequested());
    });
    await buyerForm();
  });

  it('a stored order the shop no longer has: the reservation ran out, and the link starts nothing twice', async () => {
    const { api } = await start();
    storeOrder({ orderId: 'ord_gone', shop: siteConfig.shopSlug ?? 'demo' });
    const store: AppStore = api.makeStore();
    reloadPage(store);

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Reservierung abgelaufen',
    });
    expect(screen.queryByText('Ihr Warenkorb ist leer.')).toBeNull();
    // the shop's 404 already counts as confirmed: following the link confirms nothing again
    const seen = recordActions(store);
    const user = userEvent.setup();
    await user.click(within(heading.parentElement!).getByRole('link'));
    expect(seen.filter((action) => expiryConfirmed.match(action))).toHaveLength(0);
  });

  it('a basket change on its way: focus back where it was lost, never taken from where the visitor went', async () => {
    const { api } = await start();
    const user = userEvent.setup();
    await renderCheckout(api);
    await buyerForm();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    const box = within(summary).getByRole('checkbox', { name: /Ticketversicherung/ });
    const insurance = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/insurance'),
    );
    await user.click(box);
    await waitFor(() => expect(insurance.count()).toBe(1));
    // no dialog here to keep the focus: a browser that drops it from the disabled box leaves it nowhere
    act(() => dropFocusOfDisabled(box));
    act(() => insurance.release());
    await waitFor(() => expect(box).toHaveFocus());

    // a voucher on its way while the visitor goes on to the buyer form: the focus stays there
    const code = within(summary).getByRole('textbox', { name: 'Gutscheincode' });
    const vouchers = holdAnswers(
      api,
      (method, path) => method === 'POST' && path.endsWith('/voucher'),
    );
    await user.click(code);
    await user.keyboard('SOMMER10{Enter}');
    await waitFor(() => expect(vouchers.count()).toBe(1));
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    await user.click(firstName);
    act(() => vouchers.release());
    expect(
      await within(summary).findByText('Gutschein SOMMER10 wurde eingelöst.'),
    ).toBeInTheDocument();
    expect(firstName).toHaveFocus();
  });

  it('an empty announcement at first, and no page-show listener left once the page is gone', async () => {
    const { api } = await start();
    const { store, unmount } = await renderCheckout(api);
    await buyerForm();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    // the summary's own live region (the voucher and insurance have theirs, further in)
    const announcement = within(summary)
      .getAllByRole('status')
      .find((region) => region.parentElement === summary);
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toBeEmptyDOMElement();

    unmount();
    const seen = recordActions(store);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(seen.filter((action) => checkoutPageRestored.match(action))).toHaveLength(0);
  });
});
