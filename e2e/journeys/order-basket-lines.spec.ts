/**
 * The basket reads at a glance (issue 19): identical tickets are one line with a quantity and a
 * stepper, the add confirmation comes once the amount has settled and is announced politely,
 * the footer sums count and total beside 'Zur Kasse', a seated order lists its seats under its
 * event's line, each ticket of a line stays personalisable, and a reload shows the same basket.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import catalogDe from '../../locales/de/catalog.json';
import formsDe from '../../locales/de/forms.json';
import { axeViolations } from '../support/axe';
import {
  IMPRO,
  amountControl,
  cartLine,
  cartPanel,
  cartSummary,
  cartText,
  clickTimes,
  expectCartCount,
  fill,
  isItemsPost,
  listedItems,
  openArticle,
  openCart,
  plain,
  rejectConsent,
  serverOrder,
  storedOrderId,
  totalOf,
} from '../support/order';
import { chartSeat, expectItemsCall, openChart } from '../support/seating';
import { NARROW, WIDE, saveScreenshot } from '../support/viewport';

const personalise = formsDe.personalisation;
const chf = (minor: number) => `CHF ${(minor / 100).toFixed(2)}`;

/** The add confirmation beside a variant's amount control (a polite status line). */
const confirmation = (page: Page, label: string) =>
  page
    .locator('.variant-row')
    .filter({ has: amountControl(page, label).increase })
    .locator('p[role="status"]');

/** The address of an order's items (adding, changing, removing). */
const ORDER_ITEMS = /\/api\/shop\/v2\/order\/[^/]+\/items$/;

/** The footer's sum: '3 Artikel  Total CHF 84.00'. */
const footerSum = (panel: Locator) => panel.locator('.cart-panel__sum');

test('three identical tickets: confirmed once settled, one line of 3, stepped to 2, personalised, the same after a reload', async ({
  page,
}) => {
  await openArticle(page, IMPRO);
  await rejectConsent(page);
  const adult = amountControl(page, IMPRO.adult);
  const said = confirmation(page, IMPRO.adult);
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await expect(said).toBeEmpty();

  // three clicks, one round: nothing is confirmed before the shop has answered. The round's
  // request is held until the page has been seen quiet, so a busy machine (the debounce and the
  // answer done before the first look) cannot decide the check
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && ORDER_ITEMS.test(request.url()),
  );
  await page.route(ORDER_ITEMS, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  const added = page.waitForResponse(isItemsPost);
  await clickTimes(adult.increase, 3);
  await sent;
  await expect(said).toBeEmpty();
  letThrough();
  expect((await added).ok()).toBe(true);
  await page.unroute(ORDER_ITEMS);
  await expect(said).toHaveText(
    `${fill(catalogDe.amount.inBasket_other, { count: 3 })} · ${chf(8400)} · ${catalogDe.amount.checkout}`,
    { useInnerText: true },
  );
  await expect(said.getByRole('link', { name: catalogDe.amount.checkout })).toHaveAttribute(
    'href',
    '/de/order/checkout',
  );
  await expectCartCount(page, 3);
  expect(await axeViolations(page), 'article page with the confirmation').toEqual([]);

  // the cart: one line with the quantity 3
  const panel = await openCart(page);
  expect(await listedItems(panel)).toEqual([
    { placement: IMPRO.name.de, items: [`${IMPRO.adult} × 3`] },
  ]);
  const line = cartLine(panel, IMPRO.adult, IMPRO.name.de);
  await expect(line.quantity).toHaveText('3');

  // one less with the stepper: the amount round removes one on the server
  const removed = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.ok(),
  );
  await line.decrease.click();
  await expect(line.quantity).toHaveText('2');
  await removed;
  await expect(panel.getByText(cartSummary(2), { exact: true })).toBeVisible();
  await expectCartCount(page, 2);
  const orderId = (await storedOrderId(page))!;
  const served = (await serverOrder(page, orderId)) as unknown as {
    items: unknown[];
    totals: { total: number };
  };
  expect(served.items).toHaveLength(2);
  // the footer's total is the order's total, as the summary says it
  expect(plain(await footerSum(panel).textContent())).toBe(
    `${fill(cartText.footer.count_other, { count: 2 })} ${cartText.footer.total} ${chf(served.totals.total)}`,
  );
  expect(plain(await footerSum(panel).textContent())).toContain(await totalOf(panel));

  // the 2nd ticket of the line is personalised on its own
  // the disclosure button: its name says what it does next
  const toggle = line.line.locator('.cart-line__toggle');
  await expect(toggle).toHaveAccessibleName(fill(cartText.line.showTickets, { count: 2 }));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(cartText.line.hideTickets);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const ticket = (index: number) => fill(cartText.line.ticket, { index, count: 2 });
  const second = fill(cartText.line.variantWith, { variant: IMPRO.adult, details: ticket(2) });
  await line.line
    .getByRole('button', {
      name: fill(personalise.openLabel, { variant: second, article: IMPRO.name.de }),
      exact: true,
    })
    .click();
  const screen = page.getByRole('dialog', { name: personalise.title, exact: true });
  await expect(screen).toBeVisible();
  // the screen holds every ticket of the order; each is filled in its own group
  const holder = (index: number) =>
    screen.getByRole('group', { name: `${IMPRO.adult}, Ticket ${index}`, exact: true });
  await holder(2).getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await holder(2).getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await holder(1).getByRole('textbox', { name: 'Vorname', exact: true }).fill('Ben');
  await holder(1).getByRole('textbox', { name: 'Nachname', exact: true }).fill('Beispiel');
  await screen.getByRole('button', { name: personalise.save, exact: true }).click();
  await expect(screen).toBeHidden();
  const personalised = (await serverOrder(page, orderId)) as unknown as {
    items: { personalisation: { data: unknown } | null }[];
  };
  expect(personalised.items.map((item) => item.personalisation?.data ?? null)).toEqual([
    expect.objectContaining({ firstName: 'Ben', lastName: 'Beispiel' }),
    expect.objectContaining({ firstName: 'Anna', lastName: 'Muster' }),
  ]);
  await expect(line.line.getByText(cartText.item.personalised)).toHaveCount(3);
  expect(await axeViolations(page), 'cart with an opened line').toEqual([]);

  // a reload: the grouped basket is the same
  const before = await listedItems(panel);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: IMPRO.name.de })).toBeVisible();
  await expectCartCount(page, 2);
  const again = await openCart(page);
  await expect(again.getByText(cartSummary(2), { exact: true })).toBeVisible();
  expect(await listedItems(again)).toEqual(before);
  await expect(cartLine(again, IMPRO.adult, IMPRO.name.de).quantity).toHaveText('2');
});

test('a failed amount change shows the error, not the confirmation', async ({ page }) => {
  await openArticle(page, IMPRO);
  await rejectConsent(page);
  const adult = amountControl(page, IMPRO.adult);
  await page.route(ORDER_ITEMS, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ detail: 'Ausverkauft' }] }),
        })
      : route.continue(),
  );
  await adult.increase.click();
  await expect(
    page.locator('.variant-row').filter({ has: adult.increase }).getByRole('alert'),
  ).toContainText('Ausverkauft');
  await expect(confirmation(page, IMPRO.adult)).toBeEmpty();
});

test('a seated order lists its seats under its event; the open cart at 375 px and desktop (screenshots), focus never under the footer', async ({
  page,
}) => {
  await openChart(page);
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'D', 9).click());
  await expectItemsCall(page, 'POST', () => chartSeat(page, 'D', 10).click());
  await openArticle(page, IMPRO);
  const added = page.waitForResponse(isItemsPost);
  await clickTimes(amountControl(page, IMPRO.adult).increase, 3);
  expect((await added).ok()).toBe(true);
  await expectCartCount(page, 5);

  for (const viewport of [NARROW, WIDE]) {
    await page.setViewportSize(viewport);
    const panel = await openCart(page);
    const event = panel
      .locator('.cart-group')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Sinfoniekonzert Winter' }) });
    await expect(event.getByText(fill(cartText.line.seats_other, { count: 2 }))).toBeVisible();
    const seats = await event
      .locator('.cart-seats__list .cart-item__details li:first-child')
      .allTextContents();
    expect(seats).toHaveLength(2);
    for (const seat of seats) expect(seat).toMatch(/D.*(9|10)/);
    await expect(cartLine(panel, IMPRO.adult, IMPRO.name.de).quantity).toHaveText('3');
    await expect(footerSum(panel)).toContainText(fill(cartText.footer.count_other, { count: 5 }));
    expect(plain(await footerSum(panel).textContent())).toContain(await totalOf(panel));
    expect(await axeViolations(page), `cart at ${viewport.width} px`).toEqual([]);
    await saveScreenshot(page, 'basket-lines');
    await page.screenshot({
      path: `test-results/basket-lines-cart-${viewport.width}.png`,
      animations: 'disabled',
    });

    // WCAG 2.4.11: tabbing through the basket, the focused control is never under the footer
    const footer = (await panel.locator('.modal__footer').boundingBox())!;
    const content = (await panel.locator('.modal__content').boundingBox())!;
    await panel.locator('.cart-panel__status').focus();
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || !active.closest('.modal__content')) return null;
        const rect = active.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, name: active.outerHTML.slice(0, 80) };
      });
      if (box === null) continue; // the footer's own controls, or the header's
      expect(box.bottom, `${box.name} ends above the footer`).toBeLessThanOrEqual(footer.y + 1);
      expect(box.top, `${box.name} starts inside the content`).toBeGreaterThanOrEqual(
        content.y - 1,
      );
    }
    await page.keyboard.press('Escape');
    await expect(cartPanel(page)).toBeHidden();
  }

  // the seats are given back (other journeys share the demo shop's chart): each by its button
  const panel = await openCart(page);
  for (let left = 2; left > 0; left -= 1) {
    const remove = panel.locator('.cart-seats__list').getByRole('button').first();
    await expectItemsCall(page, 'DELETE', () => remove.click());
    await expect(panel.getByText(cartSummary(left + 2), { exact: true })).toBeVisible();
  }
  await expect(panel.locator('.cart-seats')).toHaveCount(0);
});
