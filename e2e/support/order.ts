/**
 * What the order journeys need: the demo shop's non-seated placements with their variants, the
 * amount controls and the cart panel found by role and name (texts from locales/de), and a
 * recorder of the order calls the page made (spec section 7).
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import consentDe from '../../locales/de/consent.json';
import layoutDe from '../../locales/de/layout.json';
import cartDe from '../../locales/de/cart.json';
import orderDe from '../../locales/de/order.json';
import uiDe from '../../locales/de/ui.json';
import { placement, settle } from './storefront';

export const API = '/api/shop/v2';
/** src/features/order/orderStorage.ts */
export const ORDER_STORAGE_KEY = 'billett.order';

export const cartText = cartDe;
export const expiryText = orderDe.expiry;
export const countdownText = orderDe.countdown;

/** i18next-style {{name}} interpolation for the de texts. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Intl output (CHF 56.00) with its no-break spaces turned into plain spaces. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A non-seated placement of the demo shop with the German labels of its variants. */
export const IMPRO = {
  ...placement('pl-improtheater'),
  adult: 'Erwachsene', // var-impro-erwachsene, CHF 28.00
  student: 'Studierende', // var-impro-student, CHF 18.00
};
export const TOUR = {
  ...placement('pl-fuehrung'),
  adult: 'Erwachsene', // var-fuehrung-erwachsene, CHF 20.00
  child: 'Kind (bis 16 Jahre)', // var-fuehrung-kind, CHF 10.00
};

/** Opens an article page in German and waits until it has settled. */
export async function openArticle(
  page: Page,
  which: { path: (lang: 'de') => string; name: { de: string } },
) {
  await page.goto(which.path('de'));
  await settle(page, which.name.de);
}

/** The − value + control of one variant on the article page (names from catalog 'amount.*'). */
export function amountControl(page: Page, label: string) {
  const group = page.getByRole('group', {
    name: fill(catalogDe.amount.value, { label }),
    exact: true,
  });
  return {
    increase: group.getByRole('button', {
      name: fill(catalogDe.amount.increase, { label }),
      exact: true,
    }),
    decrease: group.getByRole('button', {
      name: fill(catalogDe.amount.decrease, { label }),
      exact: true,
    }),
    value: group.getByRole('status', {
      name: fill(catalogDe.amount.value, { label }),
      exact: true,
    }),
  };
}

/** Clicks a button n times without waiting between the clicks (a burst, well inside 500 ms). */
export async function clickTimes(button: Locator, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) await button.click({ delay: 0 });
}

/**
 * The header's cart button, found by the count it shows (its accessible name is checked by
 * expectCartCount, so a wrong name fails there and does not hide the button from the journey).
 */
export const cartButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button')
    .filter({ has: page.getByTestId('cart-count') });

/** What the cart button is called: 'Warenkorb 3 Artikel' (src/app/layout/CartButton.tsx). */
export const cartButtonName = (count: number) =>
  `${layoutDe.cart.short} ${count} ${count === 1 ? layoutDe.cart.itemsWord_one : layoutDe.cart.itemsWord_other}`;

/** The count the cart button shows, and says (the name is a soft check: the journey goes on). */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartButton(page).getByTestId('cart-count')).toHaveText(String(count));
  await expect
    .soft(cartButton(page))
    .toHaveAccessibleName(cartButtonName(count), { timeout: 2000 });
}

/** The cart panel (a modal dialog named 'Warenkorb'). */
export const cartPanel = (page: Page) =>
  page.getByRole('dialog', { name: cartText.title, exact: true });

export const cartSummary = (count: number) =>
  fill(count === 1 ? cartText.summary_one : cartText.summary_other, { count });

export async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  // the drawer slides in (220 ms): measure and look at it where it stays
  await panel.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return panel;
}

export async function closeCart(page: Page): Promise<void> {
  const panel = cartPanel(page);
  await panel.getByRole('button', { name: uiDe.close, exact: true }).click();
  await expect(panel).toBeHidden();
}

/**
 * What the panel lists: per placement heading (h3), its lines in order: a line of identical
 * tickets as 'title × quantity', each seat of a seats line by its title.
 */
export async function listedItems(
  panel: Locator,
): Promise<{ placement: string; items: string[] }[]> {
  return panel.locator('.cart-group').evaluateAll((groups) =>
    groups.map((group) => ({
      placement: group.querySelector('h3')?.textContent ?? '',
      items: Array.from(group.querySelectorAll(':scope > ul > li .cart-item__title')).map(
        (title) => {
          const quantity = title
            .closest('.cart-line')
            ?.querySelector('.cart-line__stepper output')?.textContent;
          return quantity ? `${title.textContent ?? ''} × ${quantity}` : (title.textContent ?? '');
        },
      ),
    })),
  );
}

/**
 * The stepper of a basket line of identical tickets (cart 'line.*' names), and its line.
 * `variant` is the name the line goes by: the variant's label, with what tells it apart from
 * another line of its variant when there is one ('Erwachsene (Zustellung: Post)').
 */
export function cartLine(panel: Locator, variant: string, article: string) {
  const names = { variant, article };
  const name = { name: fill(cartText.line.quantity, names), exact: true };
  const group = panel.getByRole('group', name);
  return {
    // `has` is matched inside each line: a locator from the page, not from the panel
    line: panel.locator('.cart-line').filter({ has: panel.page().getByRole('group', name) }),
    quantity: group.locator('output'),
    decrease: group.getByRole('button', { name: fill(cartText.line.decrease, names), exact: true }),
    increase: group.getByRole('button', { name: fill(cartText.line.increase, names), exact: true }),
  };
}

/** The amount of one totals row ('Total', 'Rabatt', 'Ticketversicherung', …) in the summary. */
export function totalsRow(panel: Locator, label: string): Locator {
  return panel
    .getByRole('group', { name: cartText.totals.heading, exact: true })
    .locator('div')
    .filter({ has: panel.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

export async function totalOf(
  panel: Locator,
  label: string = cartText.totals.total,
): Promise<string> {
  return plain(await totalsRow(panel, label).textContent());
}

export interface OrderCall {
  method: string;
  /** the path without the API prefix and with the order id replaced: 'POST /order/:id/items' */
  route: string;
  path: string;
  body: unknown;
  request: Request;
}

/** Records every order call (POST /order, /order/{id}/…) the page makes from now on. */
export function recordOrderCalls(page: Page) {
  const calls: OrderCall[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(`${API}/order`)) return;
    const path = pathname.slice(API.length);
    const route = path
      .replace(/^\/order\/[^/]+/, '/order/:id')
      .replace(/\/(items|voucher)\/[^/]+$/, '/$1/:itemId');
    let body: unknown = undefined;
    const raw = request.postData();
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    calls.push({
      method: request.method(),
      route: `${request.method()} ${route}`,
      path,
      body,
      request,
    });
  });
  return {
    calls,
    /** the calls whose 'METHOD route' equals `route` */
    of: (route: string) => calls.filter((call) => call.route === route),
    routes: () => calls.map((call) => call.route),
    clear: () => calls.splice(0, calls.length),
  };
}

/** The order id the storefront keeps in local storage. */
export async function storedOrderId(page: Page): Promise<string | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), ORDER_STORAGE_KEY);
  if (!raw) return null;
  return (JSON.parse(raw) as { orderId?: string }).orderId ?? null;
}

interface ServerOrder {
  id: string;
  items: { id: string; placementId: string; variant: string }[];
  vouchers: { id: string; code: string; discount: number }[];
  insurance: { enabled: boolean; price: number };
  totals: { items: number; discount: number; insurance: number; total: number };
}

/** The order as the server holds it now, fetched with the page's cookies. */
export async function serverOrder(page: Page, orderId: string): Promise<ServerOrder> {
  const response = await page.request.get(`${API}/order/${orderId}`, {
    headers: { 'X-Locale': 'de' },
  });
  expect(response.status(), `GET /order/${orderId}`).toBe(200);
  return (await response.json()) as ServerOrder;
}

/** Whether a response answers POST /order/{id}/items. */
export const isItemsPost = (response: { url(): string; request(): Request }): boolean =>
  response.request().method() === 'POST' &&
  /\/order\/[^/]+\/items$/.test(new URL(response.url()).pathname);

/**
 * On the open article page: + on the variant `times` times, then wait for the round's
 * POST …/items and for the cart button to show `expectedCount`.
 */
export async function addByClicks(
  page: Page,
  label: string,
  times: number,
  expectedCount: number,
): Promise<void> {
  const added = page.waitForResponse(isItemsPost);
  await clickTimes(amountControl(page, label).increase, times);
  expect((await added).ok()).toBe(true);
  await expectCartCount(page, expectedCount);
}

/**
 * The consent banner (non-modal, pinned to the bottom) answered with 'Alle ablehnen', as a
 * visitor would, so that screenshots show the order part and not the banner over it.
 */
export async function rejectConsent(page: Page): Promise<void> {
  const banner = page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: consentDe.dialog.rejectAll, exact: true }).click();
  await expect(banner).toBeHidden();
}
