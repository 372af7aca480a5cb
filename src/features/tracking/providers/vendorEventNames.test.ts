/**
 * Each tracking event under the name its vendor documents, so that the vendor's reports count it:
 * GA4's recommended e-commerce events (add_to_cart, view_cart, begin_checkout, add_payment_info,
 * purchase, view_item, select_item, view_item_list) with a page_view beside the ones spec section
 * 9 names; Meta's standard events (AddToCart, AddPaymentInfo, InitiateCheckout, ViewContent,
 * Purchase, PageView) by trackSingle and the shop's own as custom events; TikTok's the same by
 * track, a page view by the pixel's page(). The stand-in tags take any name: only these tests
 * hold the names to the vendors'.
 */
import type { TrackingEventType } from '../trackingTypes';
import { integration, trackingEvent, trackingItem } from '../trackingTestKit';
import { analyticsEventCalls, type shopEventLabel } from './analytics';
import type { metaPixelEventCalls } from './metaPixel';
import type { tiktokPixelEventCalls } from './tiktokPixel';

/**
 * The three providers, loaded afresh inside the test that reads them. Their name tables are set
 * when a module loads: read from this file's imports, they are set before any test starts, and
 * no test can be tied to them (Stryker's static mutants, docs/mutation-scores.md); loaded here,
 * each table is the one the test itself made.
 */
async function freshProviders() {
  let providers!: {
    analyticsEventCalls: typeof analyticsEventCalls;
    shopEventLabel: typeof shopEventLabel;
    metaPixelEventCalls: typeof metaPixelEventCalls;
    tiktokPixelEventCalls: typeof tiktokPixelEventCalls;
  };
  await jest.isolateModulesAsync(async () => {
    providers = {
      analyticsEventCalls: (await import('./analytics')).analyticsEventCalls,
      shopEventLabel: (await import('./analytics')).shopEventLabel,
      metaPixelEventCalls: (await import('./metaPixel')).metaPixelEventCalls,
      tiktokPixelEventCalls: (await import('./tiktokPixel')).tiktokPixelEventCalls,
    };
  });
  return providers;
}

/** type -> GA4 event, Meta event (custom when not standard), whether a page_view goes with it */
const NAMES: [TrackingEventType, string | null, string, boolean, boolean][] = [
  ['addToBasket', 'add_to_cart', 'AddToCart', true, true],
  ['viewBasket', 'view_cart', 'ViewCart', false, true],
  ['beginCheckout', 'begin_checkout', 'InitiateCheckout', true, false],
  ['addPaymentInfo', 'add_payment_info', 'AddPaymentInfo', true, false],
  ['purchase', 'purchase', 'Purchase', true, false],
  ['viewItem', 'view_item', 'ViewContent', true, false],
  ['selectItem', 'select_item', 'SelectItem', false, false],
  ['viewItemList', 'view_item_list', 'ViewItemList', false, true],
  ['pageView', null, 'PageView', true, false],
];

describe.each(NAMES)('%s', (type, ga4, meta, metaStandard, withPageView) => {
  const event = trackingEvent({ type });

  const ga4Title = ga4
    ? `is GA4's ${ga4}${withPageView ? ', with a page_view' : ''}`
    : 'is no GA4 event of its own (the page_view goes with the events spec section 9 names)';
  it(ga4Title, async () => {
    const { analyticsEventCalls } = await freshProviders();
    const names = analyticsEventCalls(event, [integration('G-1')]).map(([, name]) => name);
    expect(names).toEqual([...(ga4 ? [ga4] : []), ...(withPageView ? ['page_view'] : [])]);
  });

  it(`is Meta's ${meta}, ${metaStandard ? 'standard' : 'custom'}`, async () => {
    const { metaPixelEventCalls } = await freshProviders();
    const [call] = metaPixelEventCalls(event, [integration('111')]);
    expect(call.slice(0, 3)).toEqual([
      metaStandard ? 'trackSingle' : 'trackSingleCustom',
      '111',
      meta,
    ]);
    // no parameter is sent empty: the pixel would count `undefined` as a value
    expect(Object.values(call[3] ?? {}).includes(undefined)).toBe(false);
    expect(call[3]).toEqual(expect.any(Object));
  });

  it(`is TikTok's ${type === 'pageView' ? 'page()' : meta}`, async () => {
    const { tiktokPixelEventCalls } = await freshProviders();
    const [call] = tiktokPixelEventCalls(event, [integration('TT1')]);
    expect(call.method === 'page' ? 'page()' : call.name).toBe(
      type === 'pageView' ? 'page()' : meta,
    );
  });
});

describe("GA4's page_view", () => {
  const view = trackingEvent({ type: 'viewItemList' });
  const pageView = (calls: ReturnType<typeof analyticsEventCalls>) =>
    calls.find(([, name]) => name === 'page_view')?.[2];

  it('names the full address of the page when the origin is known, and none without it', () => {
    const counting = { counted: new Set<string>(), origin: 'https://shop.example' };
    expect(pageView(analyticsEventCalls(view, [integration('G-1')], counting))).toMatchObject({
      page_location: 'https://shop.example/de/a/jazz-pl-1',
    });
    expect(pageView(analyticsEventCalls(view, [integration('G-1')]))).not.toHaveProperty(
      'page_location',
    );
    // an event that names no page has no address, however well the origin is known
    const nowhere = trackingEvent({ type: 'viewItemList', page: undefined });
    const sent = pageView(analyticsEventCalls(nowhere, [integration('G-1')], counting));
    expect(sent).toMatchObject({ send_to: 'G-1' });
    expect(sent).not.toHaveProperty('page_location');
  });

  it('is sent once per showing of a page and measurement', () => {
    const counting = { counted: new Set<string>(), origin: '' };
    const measurements = [integration('G-1')];
    expect(pageView(analyticsEventCalls(view, measurements, counting))).toBeDefined();
    expect(pageView(analyticsEventCalls(view, measurements, counting))).toBeUndefined();
    // another measurement, and another page, count their own
    expect(pageView(analyticsEventCalls(view, [integration('G-2')], counting))).toBeDefined();
    const next = trackingEvent({
      type: 'viewItemList',
      page: { routeId: 'category', path: '/de/c/cat-1' },
    });
    expect(pageView(analyticsEventCalls(next, measurements, counting))).toBeDefined();
  });
});

describe('the shop event label', () => {
  it("is the one event the items share, 'mixed' when they differ, none without one", async () => {
    const { shopEventLabel } = await freshProviders();
    expect(shopEventLabel([trackingItem(), trackingItem({ id: 'art-2' })])).toEqual({
      id: 'ev-1',
      name: 'Jazznacht im Foyer',
    });
    expect(shopEventLabel([trackingItem(), trackingItem({ eventId: 'ev-2' })])).toEqual({
      id: 'mixed',
      name: 'mixed',
    });
    // an item without an event (a voucher) does not hide the others'
    expect(
      shopEventLabel([trackingItem({ eventId: undefined, eventName: undefined }), trackingItem()]),
    ).toEqual({ id: 'ev-1', name: 'Jazznacht im Foyer' });
    expect(shopEventLabel([trackingItem({ eventId: undefined })])).toEqual({});
  });
});
