/**
 * Test wiring for the order status page: the page on its route (with an error boundary that shows
 * what it throws), every action the store sees, the status calls the server got, and an order
 * checked out with the redirect method. Used by tests only.
 */
import { Component, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { renderWithRouter } from '../../test/renderWithRouter';
import { API_PREFIX } from '../../api/headers';
import type { Lang } from '../../api/types';
import type { AppStore } from '../../state/rootState';
import type { TestApi } from '../../test/demoApi';
import { isPageError } from '../errors/pageError';
import { purchase } from '../tracking/trackingEvents';
import { checkOutDirectly, completePayment, readyOrder } from './checkoutTestKit';
import OrderStatusPage from './OrderStatusPage';
import { checkoutApi } from './checkoutApi';

export const purchases = (seen: UnknownAction[]) => seen.filter((action) => purchase.match(action));

/** What the page throws to its route's error boundary, shown as status and message. */
class ErrorShown extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <p role="alert">{isPageError(error) ? `${error.status} ${error.message}` : 'error'}</p>;
  }
}

export function renderStatus(store: AppStore, orderId: string, lang: Lang = 'de') {
  const routes = [
    {
      path: '/:lang/order/:orderId/status',
      element: (
        <ErrorShown>
          <OrderStatusPage />
        </ErrorShown>
      ),
    },
    { path: '*', element: <p>{'elsewhere'}</p> },
  ];
  return renderWithRouter(routes, { store, path: `/${lang}/order/${orderId}/status`, lang });
}

export const statusAnswers = (seen: UnknownAction[]) =>
  seen.filter((action) => checkoutApi.endpoints.getOrderStatus.matchFulfilled(action));

export const statusCalls = (api: TestApi, orderId: string) =>
  api.requestsTo(`${API_PREFIX}/order/${orderId}/status`, 'GET');

/** An order checked out with the redirect method, and (optionally) the provider's answer. */
export async function paidOrder(
  api: TestApi,
  store: AppStore,
  result?: 'paid' | 'failed' | 'cancelled',
) {
  const order = await readyOrder(store);
  await checkOutDirectly(store, order.id);
  if (result) await completePayment(api, order.id, result);
  return order;
}
