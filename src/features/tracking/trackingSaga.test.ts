/**
 * The tracking saga on a real store (all sagas running) with fake timers, and recording providers
 * in place of the browser's tags.
 */
import { siteConfig } from '../../../config/site';
import { makeStore } from '../../app/store';
import { CONSENT_COOKIE, writeConsentCookie } from '../consent/consentCookie';
import { accepted, rejected, selectConsentStatus } from '../consent/consentSlice';
import { basketItemsAdded, basketViewed } from '../orderModel/orderEvents';
import { recordingProvider } from './trackingTestKit';
import {
  demoShop as shop,
  jazzTicketAdded,
  sentTypes,
  storeWithShop,
} from '../../test/trackingStore';
import { setTrackingProviders } from './trackingProviders';
import { TRACKING_DELAY_MS } from './trackingSaga';
import { pageView, purchase, viewItem } from './trackingEvents';
import { shopQuery } from '../shop/shopQuery';

let analytics: ReturnType<typeof recordingProvider>;
let pixel: ReturnType<typeof recordingProvider>;
let restoreProviders: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  window.localStorage.clear();
  analytics = recordingProvider('analytics');
  pixel = recordingProvider('metaPixel');
  restoreProviders = setTrackingProviders([analytics.provider, pixel.provider]);
});

afterEach(() => {
  restoreProviders();
  jest.useRealTimers();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const types = sentTypes;

describe('the tracking saga', () => {
  it('sends nothing and loads nothing before the visitor has chosen', async () => {
    const store = await storeWithShop();
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    store.dispatch(basketViewed());
    await advance(5 * TRACKING_DELAY_MS);
    expect(selectConsentStatus(store.getState())).toBe('undecided');
    expect(analytics.sent).toEqual([]);
    expect(analytics.loads).toEqual([]);
    expect(pixel.sent).toEqual([]);
  });

  it('after accept, loads the providers and sends each event 100 ms after it happened', async () => {
    const store = await storeWithShop();
    store.dispatch(accepted());
    await advance(0);
    expect(analytics.loads).toEqual([shop.userTrackingConfiguration]);
    expect(pixel.loads).toHaveLength(1);

    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(TRACKING_DELAY_MS - 1);
    expect(analytics.sent).toEqual([]);
    await advance(1);
    expect(types(analytics)).toEqual(['viewItem']);
    expect(types(pixel)).toEqual(['viewItem']);
    expect(analytics.sent[0]).toMatchObject({
      items: [{ id: 'art-jazz-nacht' }],
      currencyCode: 'CHF',
    });
  });

  it('ties events to the page of the last page view', async () => {
    const store = await storeWithShop();
    store.dispatch(accepted());
    store.dispatch(
      pageView({
        routeId: 'article',
        path: '/de/a/jazz-nacht-pl-jazz-nacht',
        placementId: 'pl-jazz-nacht',
      }),
    );
    store.dispatch(
      basketItemsAdded({
        items: [jazzTicketAdded],
        trackingEventId: 'te-from-the-add-call',
      }),
    );
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['pageView', 'addToBasket']);
    expect(analytics.sent[1]).toMatchObject({
      trackingEventId: 'te-from-the-add-call',
      conversionValue: 30,
      page: { routeId: 'article', placementId: 'pl-jazz-nacht' },
    });
  });

  it('sends nothing after a later reject, even for an event still waiting; loaded tags are told', async () => {
    const store = await storeWithShop();
    store.dispatch(accepted());
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewBasket']);

    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(TRACKING_DELAY_MS / 2);
    store.dispatch(rejected());
    store.dispatch(basketViewed());
    await advance(10 * TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewBasket']);
    expect(types(pixel)).toEqual(['viewBasket']);
    expect(analytics.consent).toEqual([true, false]);
  });

  it('swallows and logs a provider’s failure; the other providers still get the event', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await storeWithShop();
    store.dispatch(accepted());
    analytics.provider.fail = new Error('tag blocked');
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS);
    expect(types(pixel)).toEqual(['viewBasket']);
    expect(warn).toHaveBeenCalledWith(
      '[tracking] analytics viewBasket failed',
      analytics.provider.fail,
    );

    // and the saga goes on
    analytics.provider.fail = null;
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewBasket']);
  });

  it('logs a provider that fails to load or to take the consent, by its name, and goes on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const loadFailure = new Error('script blocked');
    const consentFailure = new Error('tag gone');
    analytics.provider.load = () => Promise.reject(loadFailure);
    analytics.provider.consentChanged = () => {
      throw consentFailure;
    };
    const store = await storeWithShop();
    store.dispatch(accepted());
    await advance(0);
    expect(warn).toHaveBeenCalledWith('[tracking] analytics consent failed', consentFailure);
    expect(warn).toHaveBeenCalledWith('[tracking] analytics load failed', loadFailure);
    expect(pixel.loads).toHaveLength(1);
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS);
    expect(types(pixel)).toEqual(['viewBasket']);
  });

  it("an accept keeps the tags' cookies (a new _ga would count the visitor anew); a reject deletes them", async () => {
    const store = await storeWithShop();
    document.cookie = '_ga=GA1.1.42; path=/';
    store.dispatch(accepted());
    await advance(0);
    expect(document.cookie).toContain('_ga=GA1.1.42');
    store.dispatch(rejected());
    await advance(0);
    expect(document.cookie).not.toContain('_ga=');
  });

  it('restores an earlier accept from the cookie and loads once the shop is there', async () => {
    writeConsentCookie(true);
    const store = makeStore();
    expect(selectConsentStatus(store.getState())).toBe('accepted');
    expect(analytics.loads).toEqual([]);
    await store.dispatch(
      shopQuery.util.upsertQueryData('getShop', siteConfig.shopSlug ?? 'demo', shop),
    );
    await advance(0);
    expect(analytics.loads).toHaveLength(1);
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewItem']);
  });

  it('restores an earlier reject and sends nothing', async () => {
    writeConsentCookie(false);
    const store = await storeWithShop();
    expect(selectConsentStatus(store.getState())).toBe('rejected');
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(TRACKING_DELAY_MS * 3);
    expect(analytics.sent).toEqual([]);
    expect(analytics.loads).toEqual([]);
  });

  it('tracks a purchase once per order, even when the status page is seen again', async () => {
    const store = await storeWithShop();
    store.dispatch(accepted());
    store.dispatch(purchase({ orderId: 'ord-9', total: 5000 }));
    await advance(TRACKING_DELAY_MS);
    store.dispatch(purchase({ orderId: 'ord-9', total: 5000 }));
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['purchase']);
    expect(analytics.sent[0]).toMatchObject({ transactionId: 'ord-9', conversionValue: 50 });
  });
});
