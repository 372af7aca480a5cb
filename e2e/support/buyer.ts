/**
 * What the buyer journeys check over and over (issue 17): that one thing on screen covers no
 * other, that a message sits above the cart panel's footer, the checkout form as the buyer left
 * it, and a screenshot at 375 px and at desktop width.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import demo from '../../server/fixtures/demo-shop.json';
import { checkoutForm, type Localised } from './checkout';
import type { Lang } from './storefront';
import { NARROW, saveScreenshot, WIDE } from './viewport';

const buyerForm = demo.forms.find((form) => form.id === demo.buyerFormId)!;
const label = (key: string, lang: Lang) =>
  (buyerForm.fields.find((field) => field.key === key)!.label as Localised)[lang];

/** The buyer in the journeys: every field of the demo shop's buyer form filled. */
export const BUYER = {
  firstName: 'Zoë',
  lastName: 'Beispielfrau',
  email: 'zoe.beispielfrau@example.ch',
  phone: '079 555 12 34',
  country: 'CH',
};

/** Fills the fields fillCheckout leaves empty: phone and country. */
export async function fillPhoneAndCountry(page: Page, lang: Lang): Promise<void> {
  const form = checkoutForm(page, lang);
  await form.getByRole('textbox', { name: label('phone', lang) }).fill(BUYER.phone);
  await form.getByRole('combobox', { name: label('country', lang) }).selectOption(BUYER.country);
}

/** The checkout form holds what the buyer typed, the payment method `method` and the terms ticked. */
export async function expectFilled(page: Page, lang: Lang, method: string): Promise<void> {
  const form = checkoutForm(page, lang);
  await expect(
    form.getByRole('textbox', { name: label('firstName', lang), exact: true }),
  ).toHaveValue(BUYER.firstName);
  await expect(
    form.getByRole('textbox', { name: label('lastName', lang), exact: true }),
  ).toHaveValue(BUYER.lastName);
  await expect(form.getByRole('textbox', { name: label('email', lang), exact: true })).toHaveValue(
    BUYER.email,
  );
  await expect(form.getByRole('textbox', { name: label('phone', lang) })).toHaveValue(BUYER.phone);
  await expect(form.getByRole('combobox', { name: label('country', lang) })).toHaveValue(
    BUYER.country,
  );
  await expect(form.getByRole('radio', { name: new RegExp(`^${method}`) })).toBeChecked();
  await expect(
    form.getByRole('checkbox', { name: label('terms', lang), exact: true }),
  ).toBeChecked();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * `cover` (a toast) lies over none of `others` on the screen, once it has found its place (its
 * placement code comes with the page's first toast).
 */
export async function expectCoversNone(cover: Locator, others: Record<string, Locator>) {
  await expect(async () => {
    const box = await cover.boundingBox();
    expect(box, 'the covering element is on screen').not.toBeNull();
    for (const [name, other] of Object.entries(others)) {
      const otherBox = await other.boundingBox();
      expect(otherBox, `${name} is on screen`).not.toBeNull();
      expect(apart(box!, otherBox!), `the toast covers ${name}`).toBe(true);
    }
  }).toPass();
}

/** `element` is wholly in view above the open cart panel's footer (not under it). */
export async function expectAboveFooter(element: Locator, panel: Locator) {
  const box = await element.boundingBox();
  const footer = await panel.locator('.modal__footer').boundingBox();
  const content = await panel.locator('.modal__content').boundingBox();
  expect(
    box && footer && content,
    'the message, the footer and the content are on screen',
  ).toBeTruthy();
  expect(box!.y + box!.height, 'the message ends above the footer').toBeLessThanOrEqual(footer!.y);
  expect(box!.y, 'the message starts inside the visible content').toBeGreaterThanOrEqual(
    content!.y,
  );
}

/** A screenshot at 375 px, then one at desktop width; the page is left at 375 px. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await page.setViewportSize(WIDE);
  await saveScreenshot(page, name);
  await page.setViewportSize(NARROW);
}
