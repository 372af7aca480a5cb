/**
 * A removal the shop fails every time (issue 17, point 4), as the buyer journeys play it: the
 * visitor takes one ticket off its line in the cart panel (the line's − button); the toast says what failed with the
 * shop's detail, the focus stays on the button, and the toast covers neither it, the countdown
 * nor the way to the checkout; when the amount rounds are used up, the line says what was not
 * done and the basket is as it was.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import errorsDe from '../../locales/de/errors.json';
import errorsEn from '../../locales/en/errors.json';
import errorsFr from '../../locales/fr/errors.json';
import errorsIt from '../../locales/it/errors.json';
import { expectCoversNone } from './buyer';
import { fill, orderText, type Localised } from './checkout';
import type { Lang } from './storefront';

export const errorTexts = { de: errorsDe, en: errorsEn, fr: errorsFr, it: errorsIt } as const;

const REMOVALS = /\/api\/shop\/v2\/order\/[^/]+\/items\/[^/]+$/;

/**
 * Fails every removal with a 500 carrying `detail`, presses the first remove button of `variant`
 * of `article` in `panel` and checks the toast. Removals go through again afterwards; the toast
 * is answered, still open.
 */
export async function failedRemoval(
  page: Page,
  panel: Locator,
  lang: Lang,
  ticket: { variant: Localised; article: Localised },
  detail: string,
): Promise<{ toast: Locator; remove: Locator }> {
  const cart = orderText(lang).cart;
  await page.route(REMOVALS, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ detail }] }),
        })
      : route.continue(),
  );
  // one ticket less on the line of identical tickets (its stepper, through the amount round)
  const remove = panel
    .getByRole('button', {
      name: fill(cart.line.decrease, {
        variant: ticket.variant[lang],
        article: ticket.article[lang],
      }),
      exact: true,
    })
    .first();
  await remove.click();
  const toast = panel.getByRole('alert', {
    name: errorTexts[lang].failed.removeTicket,
    exact: true,
  });
  await expect(toast).toContainText(detail);
  await expect(remove).toBeFocused();
  await expectCoversNone(toast, {
    'the focused remove button': remove,
    'the countdown': panel.getByRole('timer'),
    'the way to checkout': panel.getByRole('link', { name: cart.checkout, exact: true }),
  });
  // the amount rounds keep asking (three rounds) and then say at the line what was not done;
  // only then do removals go through again, so the basket is as it was
  const names = { variant: ticket.variant[lang], article: ticket.article[lang], count: 1 };
  await expect(panel.locator('.cart-line__problem')).toContainText(
    fill(cart.line.notRemoved_one, names),
    { timeout: 20_000 },
  );
  await page.unroute(REMOVALS);
  return { toast, remove };
}
