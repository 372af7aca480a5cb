import { API_PREFIX, CSRF_COOKIE, CSRF_PATH, HEADERS } from '../../src/api/headers';
import type { Lang, NewOrderItem, Order } from '../../src/api/types';
import { SEATSIO_API_PATH } from '../standIns/seatsio/seatsioStandIn';
import { CookieJar } from './cookieJar';

/** The demo shop's seated event (the winter symphony concert). */
export const SYMPHONY_EVENT = 'demo-sinfonie-winter-2026';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  response: Response;
}

export interface CallOptions {
  body?: unknown;
  /** a raw body, sent as it is (for malformed JSON) */
  rawBody?: string;
  headers?: Record<string, string>;
  /** false: leave out X-XSRF-TOKEN */
  csrf?: boolean;
}

/**
 * A visitor of the demo shop for tests: a cookie jar, the CSRF handshake, and JSON calls that
 * carry X-XSRF-TOKEN (the URL-decoded cookie) and X-Locale like the storefront's base query.
 */
export class ShopClient {
  readonly jar = new CookieJar();
  readonly baseUrl: string;
  locale: Lang;
  accessToken: string | null = null;

  constructor(baseUrl: string, locale: Lang = 'de') {
    this.baseUrl = baseUrl;
    this.locale = locale;
  }

  /** GET /sanctum/csrf-cookie; answers the URL-decoded token. */
  async csrf(): Promise<string> {
    const response = await this.jar.fetch(this.baseUrl + CSRF_PATH);
    if (response.status !== 204) throw new Error(`csrf-cookie answered ${response.status}`);
    return this.csrfToken() ?? '';
  }

  csrfToken(): string | undefined {
    const raw = this.jar.get(CSRF_COOKIE);
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  /** A call to a path from the origin root, e.g. /api/shop/v2/order. */
  async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADERS.locale]: this.locale,
    };
    const token = this.csrfToken();
    if (options.csrf !== false && token !== undefined) headers[HEADERS.csrf] = token;
    if (this.accessToken) headers[HEADERS.accessToken] = this.accessToken;
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    Object.assign(headers, options.headers);
    const response = await this.jar.fetch(this.baseUrl + path, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, response };
  }

  /** API call on a path relative to the API prefix, e.g. api('POST', 'order', ...). */
  api<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    return this.call<T>(method, `${API_PREFIX}/${path}`, options);
  }

  async createOrder(): Promise<Order> {
    const answer = await this.api<Order>('POST', 'order', { body: { shop: 'demo' } });
    if (answer.status !== 201)
      throw new Error(`create order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  addItems(
    orderId: string,
    items: NewOrderItem[],
    idempotencyKey?: string,
  ): Promise<Answer<Order>> {
    return this.api<Order>('POST', `order/${orderId}/items`, {
      body: { items },
      headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : {},
    });
  }

  /**
   * Hold seats with the order's hold token, as the seating chart does when the visitor clicks
   * them (the seats.io stand-in's hold call). Throws unless seats.io held them all.
   */
  async holdSeats(order: Order, labels: string[], eventKey = SYMPHONY_EVENT): Promise<void> {
    const answer = await this.seatsioCall('hold', order, labels, eventKey);
    if (answer.status !== 204)
      throw new Error(`hold answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }

  /** The seats.io stand-in's hold or release call with the order's hold token. */
  seatsioCall(
    action: 'hold' | 'release',
    order: Order,
    labels: string[],
    eventKey = SYMPHONY_EVENT,
  ): Promise<Answer> {
    return this.call('POST', `${SEATSIO_API_PATH}/events/${eventKey}/actions/${action}`, {
      body: { objects: labels, holdToken: order.seating?.holdToken },
      csrf: false,
    });
  }

  getOrder(orderId: string): Promise<Answer<Order>> {
    return this.api<Order>('GET', `order/${orderId}`);
  }
}

/** A visitor who has the CSRF cookie already. */
export async function visitor(baseUrl: string, locale: Lang = 'de'): Promise<ShopClient> {
  const client = new ShopClient(baseUrl, locale);
  await client.csrf();
  return client;
}
