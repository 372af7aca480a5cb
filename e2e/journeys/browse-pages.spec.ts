import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { BROWSE_PAGES, LANGS, catalogText, settle } from '../support/storefront';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

/**
 * Every browsing route of spec section 2 in every language, at 1280 px and at 375 px: the h1 in
 * that language, <html lang>, no axe violations, no horizontal scrolling on a phone, and a
 * full-page screenshot per width for the lead (e2e/artifacts/screenshots/).
 */
for (const lang of LANGS) {
  test.describe(`browsing in ${lang}`, () => {
    for (const browsePage of BROWSE_PAGES) {
      test(`${browsePage.key} (${browsePage.path(lang)})`, async ({ page }) => {
        const h1 = browsePage.h1(lang);
        await page.setViewportSize(WIDE);
        await page.goto(browsePage.path(lang));
        await settle(page, h1);

        await expect(page).toHaveURL(browsePage.path(lang));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (browsePage.key === 'home') {
          // the categories home's h1 is the shop's name; the page's words show in the categories navigation
          await expect(
            page.getByRole('navigation', { name: catalogText(lang).mainCategories, exact: true }),
          ).toBeVisible();
        }
        expect(await axeViolations(page), `axe at ${WIDE.width} px`).toEqual([]);
        await saveScreenshot(page, `${browsePage.key}-${lang}`);

        await page.setViewportSize(NARROW);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
        );
        const overflow = await horizontalOverflow(page);
        expect(
          overflow.scrollWidth,
          `no horizontal scrolling at ${NARROW.width} px; sticking out: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.clientWidth);
        expect(await axeViolations(page), `axe at ${NARROW.width} px`).toEqual([]);
        await saveScreenshot(page, `${browsePage.key}-${lang}`);
      });
    }
  });
}
