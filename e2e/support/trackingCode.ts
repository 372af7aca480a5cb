/**
 * Whether a page loaded the tracking saga's code (src/features/tracking/trackingSaga.ts and what
 * only it needs), whatever chunk it is in: texts of that code that minification keeps. The tracking
 * gate that stays on every page (trackingGate.ts) has none of them.
 */
import type { Page } from '@playwright/test';

export const TRACKING_SAGA_MARKERS = [
  // trackingSaga.ts: what it logs when the providers or the event builder cannot be loaded
  'loading the providers',
  'loading the event builder',
  // purchaseMemory.ts: where the tracked purchases are remembered
  'billett.tracked-purchases',
  // trackingCookies.ts: the tags' cookies deleted after a reject
  '_fbp|_fbc',
] as const;

/** Records the text of every script of the build (assets/*.js) the page loads from now on. */
export function recordScriptTexts(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    texts.push(response.text().catch(() => ''));
  });
  return texts;
}

/** The markers of the tracking saga's code found in the scripts recorded so far. */
export async function trackingSagaMarkersIn(texts: readonly Promise<string>[]): Promise<string[]> {
  const loaded = await Promise.all(texts);
  return TRACKING_SAGA_MARKERS.filter((marker) => loaded.some((text) => text.includes(marker)));
}
