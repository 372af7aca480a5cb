/**
 * A static host in front of the build: every page the browser asks for is answered with `dist/`'s
 * `index.html` (no rendered page, no data block), while scripts, styles and the shop API come from
 * the server as they would from the host and the shop (issue 33: `dist/` alone still works).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The build's shell, as a static host serves it for every address. */
export const STATIC_SHELL = readFileSync(path.resolve(__dirname, '../../dist/index.html'), 'utf8');

/** Every document `page` asks for answered with the build's shell, as a static host would. */
export async function asStaticHost(page: Page): Promise<void> {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: STATIC_SHELL })
      : route.continue(),
  );
}
