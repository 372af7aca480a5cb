import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { BROWSE_PAGES, LANGS, catalogText, settle } from '../support/storefront';
import { untranslatedTexts } from '../support/texts';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';

/**
 * Every browsing route of spec section 2 in every language, loaded directly, at 1280 px and at
 * 375 px: the server answers 200 (issue 17, point 6), the h1 in that language, <html lang>, no axe
 * violations, no horizontal scrolling on a phone, no raw text key nor untranslated word (issue 17,
 * point 2: these pages without a basket; buyer-texts.spec.ts loads the pages an order changes with
 * one), and a full-page screenshot per width for the lead (e2e/artifacts/screenshots/).
 *
 * One visitor per language walks the pages (one test each): a test of its own per page cost a new
 * browser context and a cold first load each, a third of the time, and proved nothing more.
 */
for (const lang of LANGS) {
  test(`browsing in ${lang}: every page at ${WIDE.width} and ${NARROW.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const browsePage of BROWSE_PAGES) {
      const path = browsePage.path(lang);
      await test.step(`${browsePage.key} (${path})`, async () => {
        const h1 = browsePage.h1(lang);
        await page.setViewportSize(WIDE);
        const answer = await page.goto(path);
        expect(answer?.status(), `the server's answer for ${path}`).toBe(200);
        await settle(page, h1);

        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (browsePage.key === 'home') {
          // the categories home's h1 is the shop's name; the page's words show in the categories navigation
          await expect(
            page.getByRole('navigation', { name: catalogText(lang).mainCategories, exact: true }),
          ).toBeVisible();
        }
        expect(await axeViolations(page), `axe at ${WIDE.width} px on ${path}`).toEqual([]);
        await saveScreenshot(page, `${browsePage.key}-${lang}`);

        await page.setViewportSize(NARROW);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
        );
        const overflow = await horizontalOverflow(page);
        expect(
          overflow.scrollWidth,
          `no horizontal scrolling at ${NARROW.width} px on ${path}; sticking out: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.clientWidth);
        expect(await axeViolations(page), `axe at ${NARROW.width} px on ${path}`).toEqual([]);
        expect(await untranslatedTexts(page, lang), `texts of ${path}`).toEqual([]);
        await saveScreenshot(page, `${browsePage.key}-${lang}`);
      });
    }
  });
}
