/**
 * The tracking gate on a real store (all sagas running) with fake timers and recording providers
 * in place of the browser's tags: the tracking saga's chunk is asked for only with full consent,
 * and what happens before the saga runs is tracked as if it had run all along. The chunk's load is
 * held open (or made to fail) to look at what happens meanwhile; what it brings is the real saga.
 */
import { CONSENT_COOKIE, readConsentCookie, writeConsentCookie } from '../consent/consentCookie';
import { accepted, rejected } from '../consent/consentSlice';
import { basketItemsAdded, basketViewed } from '../orderModel/orderEvents';
import { trackingCookieNames } from './trackingCookies';
import { TRACKING_DELAY_MS } from './trackingDelay';
import { pageView, viewItem } from './trackingEvents';
import { setTrackingSagaLoader } from './trackingGate';
import { setTrackingProviders } from './trackingProviders';
import { recordingProvider } from './trackingTestKit';
import {
  demoShop as shop,
  jazzTicketAdded,
  sentTypes,
  storeWithShop,
  storeWithShopSagasLater,
} from '../../test/trackingStore';

const ARTICLE = {
  routeId: 'article',
  path: '/de/a/jazz-nacht-pl-jazz-nacht',
  placementId: 'pl-jazz-nacht',
};
const HOME = { routeId: 'categoriesHome', path: '/de', categoryId: 'main' };

let analytics: ReturnType<typeof recordingProvider>;
let pixel: ReturnType<typeof recordingProvider>;
let undo: (() => void)[];

/** The saga's chunk as the gate loads it, held until `release()`; `asked` counts the loads. */
function heldChunk() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunk = { asked: 0, release };
  undo.push(
    setTrackingSagaLoader(() => {
      chunk.asked += 1;
      return released
        .then(() => import(/* webpackChunkName: "tracking" */ './trackingSaga'))
        .then((module) => module.trackingSaga);
    }),
  );
  return chunk;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  window.localStorage.clear();
  analytics = recordingProvider('analytics');
  pixel = recordingProvider('metaPixel');
  undo = [setTrackingProviders([analytics.provider, pixel.provider])];
});

afterEach(() => {
  for (const restore of undo.reverse()) restore();
  jest.useRealTimers();
  for (const name of [CONSENT_COOKIE, '_ga', '_fbp'])
    document.cookie = `${name}=; max-age=0; path=/`;
});

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const types = sentTypes;
const pages = (provider: ReturnType<typeof recordingProvider>) =>
  provider.sent.map((event) => event.page?.routeId);

describe('the tracking gate', () => {
  it('asks for no tracking code before the visitor has chosen, nor after a reject', async () => {
    const chunk = heldChunk();
    const store = await storeWithShop();
    store.dispatch(pageView(ARTICLE));
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(10 * TRACKING_DELAY_MS);
    store.dispatch(rejected());
    store.dispatch(basketViewed());
    await advance(10 * TRACKING_DELAY_MS);
    expect(chunk.asked).toBe(0);

    store.dispatch(accepted());
    expect(chunk.asked).toBe(1);
    chunk.release();
    await advance(0);
    expect(analytics.loads).toEqual([shop.userTrackingConfiguration]);
    expect(analytics.consent).toEqual([true]);
    // what happened long before the accept stays dropped
    await advance(10 * TRACKING_DELAY_MS);
    expect(analytics.sent).toEqual([]);

    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewBasket']);
    // tied to the page of the page view before the choice
    expect(analytics.sent[0].page).toEqual(ARTICLE);
    expect(chunk.asked).toBe(1);
  });

  it('with an earlier accept restored, tracks the first page view, 100 ms after it, once', async () => {
    const chunk = heldChunk();
    writeConsentCookie(true);
    const store = await storeWithShop();
    expect(chunk.asked).toBe(1);
    store.dispatch(pageView(HOME));
    await advance(TRACKING_DELAY_MS / 2);
    chunk.release();
    await advance(0);
    expect(analytics.loads).toHaveLength(1);
    expect(analytics.sent).toEqual([]);

    await advance(TRACKING_DELAY_MS / 2);
    expect(types(analytics)).toEqual(['pageView']);
    expect(types(pixel)).toEqual(['pageView']);
    expect(analytics.sent[0].page).toEqual(HOME);
    await advance(10 * TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['pageView']);
  });

  it('delivers the events that happen while the chunk loads once, in order, tied to their page', async () => {
    const chunk = heldChunk();
    const store = await storeWithShop();
    store.dispatch(accepted());
    store.dispatch(pageView(HOME));
    await advance(2 * TRACKING_DELAY_MS);
    store.dispatch(pageView(ARTICLE));
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(2 * TRACKING_DELAY_MS);
    store.dispatch(
      basketItemsAdded({ items: [jazzTicketAdded], trackingEventId: 'te-while-loading' }),
    );
    store.dispatch(basketViewed());
    expect(analytics.loads).toEqual([]);

    chunk.release();
    await advance(0);
    // those that waited their 100 ms already go out at once, the others when theirs is over
    expect(types(analytics)).toEqual(['pageView', 'pageView', 'viewItem']);
    await advance(TRACKING_DELAY_MS - 1);
    expect(analytics.sent).toHaveLength(3);
    await advance(1);
    expect(types(analytics)).toEqual([
      'pageView',
      'pageView',
      'viewItem',
      'addToBasket',
      'viewBasket',
    ]);
    expect(pages(analytics)).toEqual([
      'categoriesHome',
      'article',
      'article',
      'article',
      'article',
    ]);
    expect(analytics.sent[3]).toMatchObject({ trackingEventId: 'te-while-loading' });
    expect(types(pixel)).toEqual(types(analytics));
    expect(analytics.loads).toHaveLength(1);
    expect(analytics.consent).toEqual([true]);

    // and from then on, each event once, 100 ms after it
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS - 1);
    expect(analytics.sent).toHaveLength(5);
    await advance(10 * TRACKING_DELAY_MS);
    expect(types(analytics).slice(5)).toEqual(['viewBasket']);
    expect(chunk.asked).toBe(1);
  });

  it('still sends an event of the 100 ms before the accept (as the saga always did), no older one', async () => {
    const chunk = heldChunk();
    const store = await storeWithShop();
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(2 * TRACKING_DELAY_MS);
    store.dispatch(basketViewed());
    await advance(TRACKING_DELAY_MS / 2);
    store.dispatch(accepted());
    chunk.release();
    await advance(0);
    expect(analytics.sent).toEqual([]);
    await advance(TRACKING_DELAY_MS / 2);
    expect(types(analytics)).toEqual(['viewBasket']);
  });

  it('a reject after an accept tells the loaded tags and deletes their cookies', async () => {
    const chunk = heldChunk();
    const store = await storeWithShop();
    store.dispatch(accepted());
    chunk.release();
    await advance(0);
    // what the tags set once loaded
    document.cookie = '_ga=GA1.1.1.1; path=/';
    document.cookie = '_fbp=fb.1.1.1; path=/';
    expect(trackingCookieNames().sort()).toEqual(['_fbp', '_ga']);

    store.dispatch(basketViewed());
    store.dispatch(rejected());
    await advance(10 * TRACKING_DELAY_MS);
    expect(trackingCookieNames()).toEqual([]);
    expect(analytics.consent).toEqual([true, false]);
    expect(pixel.consent).toEqual([true, false]);
    expect(analytics.sent).toEqual([]);
  });

  it('a reject while the chunk loads: the tags are told, nothing is loaded or sent', async () => {
    const chunk = heldChunk();
    const store = await storeWithShop();
    store.dispatch(accepted());
    store.dispatch(basketViewed());
    store.dispatch(rejected());
    chunk.release();
    await advance(10 * TRACKING_DELAY_MS);
    expect(analytics.consent).toEqual([true, false]);
    expect(analytics.loads).toEqual([]);
    expect(analytics.sent).toEqual([]);
  });

  it('logs a chunk that does not load, shows and breaks nothing, and tries again at the next choice', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = Object.assign(new Error('Loading chunk tracking failed.'), {
      name: 'ChunkLoadError',
    });
    let asked = 0;
    const back = setTrackingSagaLoader(() => {
      asked += 1;
      return Promise.reject(offline);
    });
    const store = await storeWithShop();
    store.dispatch(accepted());
    await advance(0);
    expect(asked).toBe(1);
    expect(warn).toHaveBeenCalledWith('[tracking] loading the tracking saga failed', offline);
    expect(store.getState().errorAlert).toEqual({
      visible: false,
      detail: null,
      messageKey: null,
      failed: null,
    });
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(10 * TRACKING_DELAY_MS);
    expect(analytics.sent).toEqual([]);

    // the other sagas go on: the consent saga remembers the next choice
    store.dispatch(rejected());
    expect(readConsentCookie()).toMatchObject({ consentAll: false });
    expect(asked).toBe(1);

    back(); // online again
    const chunk = heldChunk();
    store.dispatch(accepted());
    chunk.release();
    await advance(0);
    expect(chunk.asked).toBe(1);
    expect(analytics.loads).toHaveLength(1);
    store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
    await advance(TRACKING_DELAY_MS);
    expect(types(analytics)).toEqual(['viewItem']);
  });

  describe('with the sagas arriving after the choice (the storefront’s start)', () => {
    it('drops a page view older than 100 ms at the accept, and ties later events to its page', async () => {
      const chunk = heldChunk();
      const { store, startSagas } = await storeWithShopSagasLater();
      store.dispatch(pageView(HOME));
      await advance(3 * TRACKING_DELAY_MS);
      store.dispatch(accepted());
      startSagas();
      chunk.release();
      await advance(10 * TRACKING_DELAY_MS);
      expect(analytics.loads).toHaveLength(1);
      expect(analytics.sent).toEqual([]);
      expect(pixel.sent).toEqual([]);

      store.dispatch(basketViewed());
      await advance(TRACKING_DELAY_MS);
      expect(types(pixel)).toEqual(['viewBasket']);
      expect(pixel.sent[0].page).toEqual(HOME);
    });

    it('sends an event of the 100 ms before the accept, and one after it, once each', async () => {
      const chunk = heldChunk();
      const { store, startSagas } = await storeWithShopSagasLater();
      store.dispatch(viewItem({ placementId: 'pl-jazz-nacht' }));
      await advance(2 * TRACKING_DELAY_MS);
      store.dispatch(pageView(ARTICLE));
      await advance(TRACKING_DELAY_MS / 2);
      store.dispatch(accepted());
      store.dispatch(basketViewed());
      await advance(5 * TRACKING_DELAY_MS);
      startSagas();
      chunk.release();
      await advance(0);
      expect(types(pixel)).toEqual(['pageView', 'viewBasket']);
      expect(pages(pixel)).toEqual(['article', 'article']);
      await advance(10 * TRACKING_DELAY_MS);
      expect(types(pixel)).toEqual(['pageView', 'viewBasket']);
    });

    it('a reject before the sagas arrive: nothing of before it is sent after a later accept', async () => {
      const chunk = heldChunk();
      const { store, startSagas } = await storeWithShopSagasLater();
      store.dispatch(accepted());
      store.dispatch(pageView(HOME));
      store.dispatch(rejected());
      await advance(3 * TRACKING_DELAY_MS);
      store.dispatch(accepted());
      startSagas();
      chunk.release();
      await advance(10 * TRACKING_DELAY_MS);
      expect(analytics.sent).toEqual([]);
      expect(analytics.consent).toEqual([true, false, true]);
    });

    it('a returning visitor who accepted: the first page view is sent once', async () => {
      const chunk = heldChunk();
      writeConsentCookie(true);
      const { store, startSagas } = await storeWithShopSagasLater();
      store.dispatch(pageView(HOME));
      await advance(5 * TRACKING_DELAY_MS);
      startSagas();
      chunk.release();
      await advance(10 * TRACKING_DELAY_MS);
      expect(types(pixel)).toEqual(['pageView']);
      expect(pixel.sent[0].page).toEqual(HOME);
    });
  });
});
