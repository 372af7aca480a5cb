import { integration, trackingEvent } from '../trackingTestKit';
import { TRACKING_EVENT_TYPES, type TrackingEventType } from '../trackingTypes';
import { metaPixelEventCalls, metaPixelSetupCalls } from './metaPixel';
import { isStandardPixelEvent, PIXEL_EVENT_NAMES, PIXEL_STANDARD_EVENTS } from './pixelEvents';
import { tiktokPixelEventCalls, tiktokPixelIds } from './tiktokPixel';

const STANDARD: Partial<Record<TrackingEventType, string>> = {
  addToBasket: 'AddToCart',
  addPaymentInfo: 'AddPaymentInfo',
  beginCheckout: 'InitiateCheckout',
  viewItem: 'ViewContent',
  purchase: 'Purchase',
};

describe('the ad pixels’ event names (spec section 9)', () => {
  it('knows the six standard events', () => {
    expect([...PIXEL_STANDARD_EVENTS]).toEqual([
      'AddToCart',
      'AddPaymentInfo',
      'InitiateCheckout',
      'ViewContent',
      'Lead',
      'Purchase',
    ]);
  });

  it.each(TRACKING_EVENT_TYPES)('%s is standard exactly when the spec lists it', (type) => {
    const name = PIXEL_EVENT_NAMES[type];
    expect(isStandardPixelEvent(name)).toBe(STANDARD[type] !== undefined);
    if (STANDARD[type]) expect(name).toBe(STANDARD[type]);
  });
});

describe('Meta pixel mapping', () => {
  const pixel = integration('111');

  it('tracks a standard event on the one pixel with the tracking event id as eventID', () => {
    expect(metaPixelEventCalls(trackingEvent(), [pixel])).toEqual([
      [
        'trackSingle',
        '111',
        'AddToCart',
        {
          content_type: 'product',
          content_ids: ['art-1'],
          contents: [{ id: 'art-1', quantity: 2, item_price: 45 }],
          content_name: 'Jazznacht',
          content_category: 'Jazznacht im Foyer',
          num_items: 2,
          currency: 'CHF',
          value: 90,
        },
        { eventID: 'te-1' },
      ],
    ]);
  });

  it('sends the others as custom events', () => {
    const calls = (type: TrackingEventType) =>
      metaPixelEventCalls(trackingEvent({ type }), [pixel]).map((call) => [call[0], call[2]]);
    expect(calls('viewBasket')).toEqual([['trackSingleCustom', 'ViewCart']]);
    expect(calls('selectItem')).toEqual([['trackSingleCustom', 'SelectItem']]);
    expect(calls('viewItemList')).toEqual([['trackSingleCustom', 'ViewItemList']]);
    expect(calls('beginCheckout')).toEqual([['trackSingle', 'InitiateCheckout']]);
  });

  it("sends a page view as Meta's standard PageView (as its base code does)", () => {
    const calls = (type: TrackingEventType) =>
      metaPixelEventCalls(trackingEvent({ type }), [pixel]).map((call) => [call[0], call[2]]);
    expect(calls('pageView')).toEqual([['trackSingle', 'PageView']]);
    expect(calls('beginCheckout')).toEqual([['trackSingle', 'InitiateCheckout']]);
  });

  it('gives page views the categoryId and placementId route params', () => {
    const [call] = metaPixelEventCalls(
      trackingEvent({
        type: 'pageView',
        items: [],
        page: { routeId: 'category', path: '/de/c/x', categoryId: 'x' },
      }),
      [pixel],
    );
    expect(call[3]).toEqual({ page_path: '/de/c/x', category_id: 'x' });
  });

  it.each(TRACKING_EVENT_TYPES)('is not called for %s when that flag is off', (type) => {
    expect(
      metaPixelEventCalls(trackingEvent({ type }), [
        integration('111', { events: { [type]: false } }),
      ]),
    ).toEqual([]);
  });

  it('an inactive pixel gets nothing, not even an init; each pixel follows its own flags', () => {
    const inactive = integration('222', { active: false });
    const picky = integration('333', { events: { addToBasket: false } });
    expect(metaPixelSetupCalls([inactive, pixel, picky])).toEqual([
      ['init', '111'],
      ['init', '333'],
    ]);
    expect(
      metaPixelEventCalls(trackingEvent(), [inactive, pixel, picky]).map((call) => call[1]),
    ).toEqual(['111']);
  });
});

describe('TikTok pixel mapping', () => {
  const pixel = integration('TT1');

  it('tracks through the pixel’s instance with event_id', () => {
    expect(
      tiktokPixelEventCalls(trackingEvent({ type: 'purchase', transactionId: 'ord-1' }), [pixel]),
    ).toEqual([
      {
        pixelId: 'TT1',
        method: 'track',
        name: 'Purchase',
        standard: true,
        params: {
          content_type: 'product',
          contents: [
            {
              content_id: 'art-1',
              content_type: 'product',
              content_name: 'Jazznacht',
              content_category: 'Jazz',
              quantity: 2,
              price: 45,
            },
          ],
          description: 'Jazznacht',
          currency: 'CHF',
          value: 90,
          order_id: 'ord-1',
        },
        options: { event_id: 'te-1' },
      },
    ]);
  });

  it('uses a custom event name for the non-standard events', () => {
    const [call] = tiktokPixelEventCalls(trackingEvent({ type: 'viewBasket' }), [pixel]);
    expect(call).toMatchObject({ method: 'track', name: 'ViewCart', standard: false });
  });

  it("sends a page view as the pixel's page() (TikTok's base code: ttq.page())", () => {
    expect(tiktokPixelEventCalls(trackingEvent({ type: 'pageView', items: [] }), [pixel])).toEqual([
      { pixelId: 'TT1', method: 'page' },
    ]);
  });

  it.each(TRACKING_EVENT_TYPES)('is not called for %s when that flag is off', (type) => {
    expect(
      tiktokPixelEventCalls(trackingEvent({ type }), [
        integration('TT1', { events: { [type]: false } }),
      ]),
    ).toEqual([]);
  });

  it('loads only active pixels and sends nothing to an inactive one', () => {
    const inactive = integration('TT2', { active: false });
    expect(tiktokPixelIds([inactive, pixel])).toEqual(['TT1']);
    expect(tiktokPixelEventCalls(trackingEvent(), [inactive])).toEqual([]);
  });
});
