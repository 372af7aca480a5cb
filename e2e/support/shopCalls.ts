/**
 * Orders made the way another visitor (or another tab) makes them: straight through the demo
 * shop API (spec section 7), with its own session and CSRF token. Journeys use them to have a
 * basket, a failed or a paid order ready before they load a page directly.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CheckoutAnswer, Lang, NewOrderItem, Order } from '../../src/api/types';

export const API = '/api/shop/v2';

/** The buyer form as the demo shop's checkout takes it. */
export const BUYER = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: null,
  country: null,
  terms: true,
};

/** A client of the demo shop API in `lang`, with its own session. */
export async function shopClient(request: APIRequestContext, lang: Lang) {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = decodeURIComponent(
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ??
      '',
  );
  const headers = { 'X-XSRF-TOKEN': xsrf, 'X-Locale': lang };
  const post = async <T>(path: string, data: unknown, status = 200): Promise<T> => {
    const answer = await request.post(`${API}${path}`, { headers, data });
    expect(answer.status(), `POST ${path}`).toBe(status);
    return (await answer.json()) as T;
  };
  return {
    /** a new order holding `items` (and the `vouchers` redeemed) */
    async order(items: NewOrderItem[], vouchers: string[] = []): Promise<Order> {
      let order = await post<Order>('/order', { shop: 'demo' }, 201);
      if (items.length > 0) order = await post<Order>(`/order/${order.id}/items`, { items }, 201);
      for (const code of vouchers)
        order = await post<Order>(`/order/${order.id}/voucher`, { code });
      return order;
    },
    checkOut: (orderId: string, paymentMethod: string) =>
      post<CheckoutAnswer>(`/order/${orderId}/checkout`, { form: BUYER, paymentMethod }),
    /** the provider's answer, as its buttons give it */
    async complete(orderId: string, result: 'paid' | 'failed' | 'cancelled') {
      const done = await request.get(
        `/stand-ins/payment/complete?order=${orderId}&lang=${lang}&result=${result}`,
        { maxRedirects: 0 },
      );
      expect(done.status()).toBe(303);
    },
  };
}

/** Makes `orderId` the browser's current order (as a reload finds it), before the next page loads. */
export async function holdOrder(page: Page, orderId: string): Promise<void> {
  // any page of the origin gives access to its storage; a style sheet loads nothing else
  await page.goto('/stand-ins/payment/payment.css');
  await page.evaluate(
    (id) => localStorage.setItem('billett.order', JSON.stringify({ orderId: id, shop: 'demo' })),
    orderId,
  );
}
