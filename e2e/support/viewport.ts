import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the lead looks at the screenshots (e2e/artifacts/ is gitignored). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../artifacts/screenshots');
/**
 * The screenshots are for people to look at, not assertions: saved wherever the journeys run,
 * except in CI (CI=true, which .ci/run sets), where nobody opens them and the full-page captures
 * cost about a minute of the run's CPU. E2E_SCREENSHOTS=1 saves them in CI too.
 */
const SCREENSHOTS_WANTED = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export const NARROW = { width: 375, height: 812 };
export const WIDE = { width: 1280, height: 900 };

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** elements whose right edge lies beyond the viewport, to say what overflows */
  culprits: string[];
}

/** How wide the document scrolls compared to the viewport, and which elements stick out. */
export async function horizontalOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && culprits.length < 5) {
        const classes = element.getAttribute('class');
        culprits.push(
          `${element.tagName.toLowerCase()}${classes ? `.${classes.split(/\s+/).join('.')}` : ''} right=${Math.round(box.right)}`,
        );
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}

/** A full-page screenshot as e2e/artifacts/screenshots/<name>-<width>.png. */
export async function saveScreenshot(
  page: Page,
  name: string,
  /** 'screen': only what the screen shows (a page too long to capture whole, as a list of 1,200) */
  what: 'page' | 'screen' = 'page',
): Promise<string | null> {
  if (!SCREENSHOTS_WANTED) return null;
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: what === 'page', animations: 'disabled' });
  return file;
}

/** One element's screenshot as e2e/artifacts/screenshots/<name>-<width>.png (a detail of a long page). */
export async function saveElementScreenshot(
  page: Page,
  selector: string,
  name: string,
): Promise<string | null> {
  if (!SCREENSHOTS_WANTED) return null;
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.locator(selector).screenshot({ path: file, animations: 'disabled' });
  return file;
}
