/**
 * Consent mode for the analytics tag (spec sections 4 and 9), on the page's own dataLayer: the
 * defaults (ad storage, ad user data, ad personalisation and analytics storage denied, 200 ms
 * wait for an update) are queued before any tag could load, and every choice queues an update.
 * Queuing touches no network and sets no cookie; a tag loaded later reads the queue in order.
 */

export type ConsentValue = 'granted' | 'denied';

export interface ConsentModeState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

export const CONSENT_UPDATE_WAIT_MS = 200;

/** gtag(...) as the page defines it before the tag loads: every call goes onto window.dataLayer. */
export type Gtag = (...args: unknown[]) => void;

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

const all = (value: ConsentValue): ConsentModeState => ({
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
  analytics_storage: value,
});

/** The page's gtag: the one already there, else the standard stub that queues onto dataLayer. */
export function pageGtag(): Gtag {
  const page = window as unknown as GtagWindow;
  page.dataLayer = page.dataLayer ?? [];
  if (typeof page.gtag !== 'function') {
    // the standard snippet: the tag expects the queued entries to be `arguments` objects
    page.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      (page.dataLayer as unknown[]).push(arguments);
    };
  }
  return page.gtag;
}

/** dataLayers that already hold the defaults (a test may replace window.dataLayer). */
const withDefaults = new WeakSet<object>();

/** Queue the consent-mode defaults once per dataLayer: everything denied, wait 200 ms for an update. */
export function ensureConsentDefaults(): void {
  const gtag = pageGtag();
  const dataLayer = (window as unknown as GtagWindow).dataLayer as unknown[];
  if (withDefaults.has(dataLayer)) return;
  withDefaults.add(dataLayer);
  gtag('consent', 'default', { ...all('denied'), wait_for_update: CONSENT_UPDATE_WAIT_MS });
}

/** Queue the visitor's choice: everything granted with full consent, else everything denied. */
export function updateConsentMode(granted: boolean): void {
  ensureConsentDefaults();
  pageGtag()('consent', 'update', all(granted ? 'granted' : 'denied'));
}
