import { expect, test, type Locator, type Page } from '@playwright/test';
import formsDe from '../../locales/de/forms.json';
import uiDe from '../../locales/de/ui.json';
import {
  API,
  addByClicks,
  cartText,
  fill,
  openArticle,
  openCart,
  storedOrderId,
} from '../support/order';
import { placement } from '../support/storefront';
import { axeViolations } from '../support/axe';
import { NARROW, horizontalOverflow, saveScreenshot } from '../support/viewport';

const text = formsDe.personalisation;
const validation = formsDe.validation;
const asFieldError = (message: string) => `${uiDe.field.errorPrefix} ${message}`;

/** Two placements with personalisation: a chamber music ticket (ticket holder), a circus workshop (child). */
const CHAMBER = { ...placement('pl-kammermusik'), adult: 'Erwachsene' };
const WORKSHOP = { ...placement('pl-zirkus-workshop'), child: 'Kind (4–14 Jahre)' };

const personaliseButton = (panel: Locator, variant: string, article: string) =>
  panel.getByRole('button', { name: fill(text.openLabel, { variant, article }), exact: true });
const screenDialog = (page: Page) => page.getByRole('dialog', { name: text.title, exact: true });
const item = (dialog: Locator, name: string) => dialog.getByRole('group', { name, exact: true });

interface ServerItem {
  id: string;
  placementId: string;
  personalisation: { formId: string; data: Record<string, unknown> | null } | null;
}

async function serverItems(page: Page): Promise<ServerItem[]> {
  const orderId = await storedOrderId(page);
  const response = await page.request.get(`${API}/order/${orderId}`, {
    headers: { 'X-Locale': 'de' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ServerItem[] }).items;
}

test('personalisation: opened from the cart, an incomplete ticket is blocked, fixed and saved', async ({
  page,
}) => {
  const personalizeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/personalize'))
      personalizeCalls.push(request.postData() ?? '');
  });

  // the basket is filled at the default size; the personalisation itself happens at 375 px
  await openArticle(page, CHAMBER);
  await addByClicks(page, CHAMBER.adult, 1, 1);
  await openArticle(page, WORKSHOP);
  await addByClicks(page, WORKSHOP.child, 1, 2);

  await page.setViewportSize(NARROW);
  const panel = await openCart(page);
  await expect(panel.getByText(cartText.item.personalisationMissing, { exact: true })).toHaveCount(
    2,
  );

  // keyboard only: the cart's button opens the screen on the item it belongs to
  const open = personaliseButton(panel, WORKSHOP.child, WORKSHOP.name.de);
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = screenDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 4, name: WORKSHOP.child })).toBeFocused();

  // the ticket holder is filled in, the child only partly (and the age is out of range)
  const holder = item(dialog, CHAMBER.adult);
  await holder.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await holder.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  const child = item(dialog, WORKSHOP.child);
  const age = child.getByRole('textbox', { name: 'Alter', exact: true });
  await age.fill('15');
  // Enter in a field submits the form
  await age.press('Enter');

  // blocked: nothing sent, the summary names the ticket, focus on its first invalid field
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText(text.blocked_one);
  await expect(summary).toContainText(
    fill(text.incompleteItem, { article: WORKSHOP.name.de, item: WORKSHOP.child }),
  );
  const childName = child.getByRole('textbox', { name: 'Name des Kindes', exact: true });
  await expect(childName).toBeFocused();
  await expect(childName).toHaveAccessibleDescription(asFieldError(validation.required));
  await expect(age).toHaveAccessibleDescription(
    asFieldError(fill(validation.max_value, { max: 14 })),
  );
  await expect(child.getByRole('radiogroup', { name: 'T-Shirt-Grösse' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(personalizeCalls).toEqual([]);

  expect(await axeViolations(page), 'axe with the blocked screen open').toEqual([]);
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `sticking out: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
  await saveScreenshot(page, 'personalisation-blocked');
  await summary.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'personalisation-summary');
  await childName.focus();

  // fixed, by keyboard: type, pick the shirt size with the arrow keys, tick nothing optional
  await page.keyboard.type('Mia Muster');
  await child.getByLabel('Geburtsdatum', { exact: true }).fill('2016-04-03');
  await age.fill('9');
  await child.getByRole('radio', { name: 'XS (110–116)' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(child.getByRole('radio', { name: 'S (122–128)' })).toBeChecked();
  await child.getByRole('textbox', { name: 'Notfallnummer', exact: true }).fill('+41 79 123 45 67');
  await expect(summary).toHaveCount(0);
  await saveScreenshot(page, 'personalisation-filled');

  await dialog.getByRole('button', { name: text.save, exact: true }).press('Enter');

  // saved in one call; the screen closes and focus is back on the (renamed) cart button
  await expect(dialog).toBeHidden();
  expect(personalizeCalls).toHaveLength(1);
  await expect(
    panel.getByRole('button', {
      name: fill(text.editLabel, { variant: WORKSHOP.child, article: WORKSHOP.name.de }),
      exact: true,
    }),
  ).toBeFocused();
  await expect(panel.getByText(cartText.item.personalised, { exact: true })).toHaveCount(2);
  await expect(panel.getByText(cartText.item.personalisationMissing, { exact: true })).toHaveCount(
    0,
  );

  const items = await serverItems(page);
  expect(items.find((entry) => entry.placementId === CHAMBER.id)?.personalisation?.data).toEqual({
    firstName: 'Anna',
    lastName: 'Muster',
    email: null,
  });
  expect(items.find((entry) => entry.placementId === WORKSHOP.id)?.personalisation?.data).toEqual({
    childName: 'Mia Muster',
    birthDate: '2016-04-03',
    age: 9,
    shirtSize: 'S',
    allergies: null,
    emergencyPhone: '+41 79 123 45 67',
    photoConsent: false,
  });

  expect(await axeViolations(page), 'axe on the cart after saving').toEqual([]);
  await saveScreenshot(page, 'personalisation-cart');
});
