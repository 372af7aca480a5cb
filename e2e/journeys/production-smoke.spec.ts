import { expect, test } from '@playwright/test';

test('the production build served by npm run serve shows the categories home', async ({ page }) => {
  await page.goto('/de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
