/**
 * Issue 34, in the 'short-reservation' project (6-second reservations): on the seating page the
 * reservation runs out in each language, and exactly one expiry dialog shows, the storefront's, in
 * the visitor's language. seats.io's chart counts its hold token down and shows its own "session
 * expired" dialog when it runs out (the stand-in does as seats.io documents); the page redraws the
 * chart when the reservation was renewed and takes it down before its token ends, so that dialog
 * never shows. axe-clean at the end; a new order brings the chart back. An order that holds
 * nothing is let go when the chart's session ends: the next order's token brings the chart back
 * without a word, and a seat picked then is held (it was lost once, with no chart to hold it).
 */
import { expect, test, type Page } from '@playwright/test';
import orderDe from '../../locales/de/order.json';
import orderEn from '../../locales/en/order.json';
import orderFr from '../../locales/fr/order.json';
import orderIt from '../../locales/it/order.json';
import commonDe from '../../locales/de/common.json';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import commonIt from '../../locales/it/common.json';
import seatingDe from '../../locales/de/seating.json';
import seatingEn from '../../locales/en/seating.json';
import seatingFr from '../../locales/fr/seating.json';
import seatingIt from '../../locales/it/seating.json';
import { axeViolations } from '../support/axe';
import { refuseConsent } from '../support/checkout';
import { fill } from '../support/order';
import { SEATING_PATH, expectItemsCall } from '../support/seating';

const TEXTS = {
  de: { order: orderDe, seating: seatingDe, seat: commonDe.seat, chart: 'Saalplan' },
  en: { order: orderEn, seating: seatingEn, seat: commonEn.seat, chart: 'Seating plan' },
  fr: { order: orderFr, seating: seatingFr, seat: commonFr.seat, chart: 'Plan de salle' },
  it: { order: orderIt, seating: seatingIt, seat: commonIt.seat, chart: 'Pianta della sala' },
} as const;

/** Notes on the page whether seats.io's own "session expired" dialog (the stand-in's) ever showed. */
async function watchSeatsioDialog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () =>
      ((window as unknown as { __seatsioDialogSeen?: boolean }).__seatsioDialogSeen = true);
    new MutationObserver(() => {
      if (document.querySelector('[data-seatsio-session-expired]')) seen();
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const [lang, row] of [
  ['de', 'F'],
  ['en', 'G'],
  ['fr', 'F'],
  ['it', 'G'],
] as const) {
  test(`${lang}: the reservation runs out on the seating page: one expiry dialog, the storefront's`, async ({
    page,
  }) => {
    const texts = TEXTS[lang];
    await watchSeatsioDialog(page);
    await page.goto(SEATING_PATH.replace('/de/', `/${lang}/`));
    const map = page.getByRole('group', { name: new RegExp(`^${texts.chart}: `) });
    await expect(map).toBeVisible();
    await refuseConsent(page, lang);
    const seat = page
      .getByRole('region', { name: texts.seating.list.heading })
      .getByRole('button', { name: fill(texts.seat.inRow, { row, number: 3 }), exact: true });
    // a seat: the reservation (and with it the chart's hold token) starts again
    await expectItemsCall(page, 'POST', () => seat.click());

    const dialog = page.getByRole('dialog', { name: texts.order.expiry.title, exact: true });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __seatsioDialogSeen?: boolean }).__seatsioDialogSeen ?? false,
      ),
      "seats.io's own expiry dialog",
    ).toBe(false);
    // the chart with its ended token is gone, the page says why
    await expect(map).toHaveCount(0);
    await expect(page.getByText(texts.seating.chart.ended, { exact: true })).toBeVisible();
    expect(await axeViolations(page), `${lang}: expired on the seating page`).toEqual([]);

    // a new order: the chart comes back with its new token
    await dialog.getByRole('button', { name: texts.order.expiry.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(map).toBeVisible();
  });
}

test('an empty order runs out unnoticed on the seating page: the chart comes back, never says "running out", and a seat picked then is held', async ({
  page,
}) => {
  const texts = TEXTS.de;
  // notes whether the page ever said the reservation was running out
  await page.addInitScript((ended: string) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(ended))
        (window as unknown as { __endedSaid?: boolean }).__endedSaid = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts.seating.chart.ended);
  const newOrder = (response: { url(): string; request(): { method(): string } }) =>
    response.request().method() === 'POST' && /\/order$/.test(new URL(response.url()).pathname);
  const first = page.waitForResponse(newOrder);
  await page.goto(SEATING_PATH);
  await first;
  const map = page.getByRole('group', { name: new RegExp(`^${texts.chart}: `) });
  await expect(map).toBeVisible();
  await refuseConsent(page, 'de');
  // the visitor reads: the empty order's six seconds run out, and the next order is made for the
  // chart (its session ends two seconds before the reservation)
  await page.waitForResponse(newOrder, { timeout: 20_000 });
  await expect(map).toBeVisible();
  const seat = page
    .getByRole('region', { name: texts.seating.list.heading })
    .getByRole('button', { name: fill(texts.seat.inRow, { row: 'H', number: 3 }), exact: true });
  await expectItemsCall(page, 'POST', () => seat.click());
  await expect(seat).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(
      () => (window as unknown as { __endedSaid?: boolean }).__endedSaid ?? false,
    ),
    'the page said the reservation was running out',
  ).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
