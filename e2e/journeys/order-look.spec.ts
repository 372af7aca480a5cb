import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import {
  IMPRO,
  TOUR,
  addByClicks,
  cartPanel,
  closeCart,
  openArticle,
  openCart,
  rejectConsent,
} from '../support/order';
import {
  NARROW,
  SCREENSHOT_DIR,
  WIDE,
  horizontalOverflow,
  saveScreenshot,
} from '../support/viewport';

/** An order with two placements (and so two groups in the panel) on the improv night's page. */
async function articleWithItems(page: Page): Promise<void> {
  await openArticle(page, TOUR);
  await addByClicks(page, TOUR.adult, 1, 1);
  await openArticle(page, IMPRO);
  await addByClicks(page, IMPRO.adult, 2, 3);
  await addByClicks(page, IMPRO.student, 1, 4);
}

test('axe finds nothing on the article page with items, nor with the cart panel open', async ({
  page,
}) => {
  await articleWithItems(page);
  expect(await axeViolations(page), 'article page with items').toEqual([]);

  const panel = await openCart(page);
  await expect(panel.getByRole('heading', { level: 3, name: IMPRO.name.de })).toBeVisible();
  expect(await axeViolations(page), 'cart panel open').toEqual([]);
  await closeCart(page);
});

for (const viewport of [NARROW, WIDE]) {
  test(`at ${viewport.width} px: the article page and the open cart fit the width (screenshots)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await articleWithItems(page);
    const articleOverflow = await horizontalOverflow(page);
    expect(articleOverflow.scrollWidth, articleOverflow.culprits.join('; ')).toBeLessThanOrEqual(
      articleOverflow.clientWidth,
    );
    // the screenshots show the order part, not the consent banner over it
    await rejectConsent(page);
    await saveScreenshot(page, 'order-article');

    const panel = await openCart(page);
    await expect(panel.getByRole('heading', { level: 3, name: TOUR.name.de })).toBeVisible();
    const documentOverflow = await horizontalOverflow(page);
    expect(documentOverflow.scrollWidth, documentOverflow.culprits.join('; ')).toBeLessThanOrEqual(
      documentOverflow.clientWidth,
    );
    // the panel itself: inside the viewport, and nothing in it scrolls sideways
    const panelFit = await cartPanel(page).evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      const sideways = [dialog, ...Array.from(dialog.querySelectorAll('*'))]
        .filter(
          (element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0,
        )
        .filter((element) => !['hidden', 'clip'].includes(getComputedStyle(element).overflowX))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth}>${element.clientWidth}`,
        );
      const outside = Array.from(dialog.querySelectorAll('*'))
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && (rect.right > window.innerWidth + 1 || rect.left < -1);
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { left: box.left, right: box.right, viewport: window.innerWidth, sideways, outside };
    });
    expect(panelFit.left).toBeGreaterThanOrEqual(0);
    expect(panelFit.right).toBeLessThanOrEqual(panelFit.viewport);
    expect(panelFit.sideways).toEqual([]);
    expect(panelFit.outside).toEqual([]);
    if (viewport.width === NARROW.width) {
      // full width on phones (src/components/Drawer.tsx)
      expect(Math.round(panelFit.right - panelFit.left)).toBe(NARROW.width);
    }
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `order-cart-${viewport.width}.png`),
      animations: 'disabled',
    });
    // and scrolled to the panel's end: vouchers, insurance, totals, checkout
    await panel.getByRole('group', { name: 'Zusammenfassung' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `order-cart-end-${viewport.width}.png`),
      animations: 'disabled',
    });
  });
}
