import { integration, trackingEvent, trackingItem } from '../trackingTestKit';
import { TRACKING_EVENT_TYPES } from '../trackingTypes';
import {
  ANALYTICS_EVENT_NAMES,
  analyticsEventCalls,
  analyticsSetupCalls,
  MIXED,
  PAGE_VIEW_COVERS,
  shopEventLabel,
} from './analytics';

const measurement = integration('G-1');

describe('analytics mapping', () => {
  it('sends add_to_cart as a GA4 ecommerce event, addressed to the measurement, values in major units', () => {
    const calls = analyticsEventCalls(trackingEvent(), [
      integration('G-1', { events: { pageView: false } }),
    ]);
    expect(calls).toEqual([
      [
        'event',
        'add_to_cart',
        {
          send_to: 'G-1',
          currency: 'CHF',
          value: 90,
          items: [
            {
              item_id: 'art-1',
              item_name: 'Jazznacht',
              item_variant: 'Erwachsene',
              item_category: 'Jazz',
              item_category2: 'Jazznacht im Foyer',
              price: 45,
              quantity: 2,
            },
          ],
          article_name: 'Jazznacht',
          shop_event_id: 'ev-1',
          shop_event_name: 'Jazznacht im Foyer',
          tracking_event_id: 'te-1',
        },
      ],
    ]);
  });

  it.each(TRACKING_EVENT_TYPES.filter((type) => type !== 'pageView'))(
    '%s has its GA4 name and is not sent when its flag is off',
    (type) => {
      const event = trackingEvent({ type });
      const on = analyticsEventCalls(event, [integration('G-1', { events: { pageView: false } })]);
      expect(on.map((call) => call[1])).toEqual([ANALYTICS_EVENT_NAMES[type]]);
      const off = analyticsEventCalls(event, [
        integration('G-1', { events: { [type]: false, pageView: false } }),
      ]);
      expect(off).toEqual([]);
    },
  );

  it('names every ecommerce event as GA4 does', () => {
    expect(ANALYTICS_EVENT_NAMES).toEqual({
      addToBasket: 'add_to_cart',
      viewBasket: 'view_cart',
      beginCheckout: 'begin_checkout',
      addPaymentInfo: 'add_payment_info',
      purchase: 'purchase',
      viewItem: 'view_item',
      selectItem: 'select_item',
      viewItemList: 'view_item_list',
      pageView: 'page_view',
    });
  });

  describe('page views (spec section 9)', () => {
    it('go with add-to-basket, view-basket and view-item-list only', () => {
      expect(PAGE_VIEW_COVERS).toEqual(['addToBasket', 'viewBasket', 'viewItemList']);
      for (const type of TRACKING_EVENT_TYPES) {
        const names = analyticsEventCalls(trackingEvent({ type }), [measurement]).map(
          (call) => call[1],
        );
        expect([type, names.includes('page_view')]).toEqual([
          type,
          PAGE_VIEW_COVERS.includes(type),
        ]);
      }
    });

    it('a route page view sends nothing to a measurement', () => {
      expect(
        analyticsEventCalls(trackingEvent({ type: 'pageView', items: [] }), [measurement]),
      ).toEqual([]);
    });

    it('carry the categoryId and placementId route params of the page, and follow the pageView flag', () => {
      const event = trackingEvent({
        type: 'viewItemList',
        page: { routeId: 'category', path: '/de/c/cat-1', categoryId: 'cat-1', title: 'Jazz' },
      });
      const pages = { counted: new Set<string>(), origin: 'https://shop.example' };
      const calls = analyticsEventCalls(event, [measurement], pages);
      expect(calls[1]).toEqual([
        'event',
        'page_view',
        expect.objectContaining({
          send_to: 'G-1',
          page_location: 'https://shop.example/de/c/cat-1',
          page_title: 'Jazz',
          page_type: 'category',
          category_id: 'cat-1',
        }),
      ]);
      expect(calls[1][2]).not.toHaveProperty('placement_id');
      // GA4 reads page_location and page_title; page_path is Universal Analytics'
      expect(calls[1][2]).not.toHaveProperty('page_path');
      const article = analyticsEventCalls(trackingEvent(), [measurement], pages)[1][2];
      expect(article).toMatchObject({
        placement_id: 'pl-1',
        page_location: 'https://shop.example/de/a/jazz-pl-1',
      });

      const noPageView = analyticsEventCalls(event, [
        integration('G-1', { events: { pageView: false } }),
      ]);
      expect(noPageView.map((call) => call[1])).toEqual(['view_item_list']);
    });
  });

  it('counts each showing of a page once per measurement, however many of its events bring a page_view', () => {
    const pages = { counted: new Set<string>(), origin: 'https://shop.example' };
    const two = [measurement, integration('G-2')];
    const onArticle = { routeId: 'article', path: '/de/a/jazz-pl-1', viewId: 'k1' };
    const add = trackingEvent({ page: onArticle });
    const basket = trackingEvent({ type: 'viewBasket', page: onArticle });
    const pageViews = (calls: ReturnType<typeof analyticsEventCalls>) =>
      calls.filter((call) => call[1] === 'page_view').map((call) => call[2].send_to);
    expect(pageViews(analyticsEventCalls(add, two, pages))).toEqual(['G-1', 'G-2']);
    // the basket opened on the same showing of the page: its event, no second page view
    const again = analyticsEventCalls(basket, two, pages);
    expect(again.map((call) => call[1])).toEqual(['view_cart', 'view_cart']);
    // the same page shown again (another navigation): counted again
    const back = trackingEvent({ type: 'viewBasket', page: { ...onArticle, viewId: 'k2' } });
    expect(pageViews(analyticsEventCalls(back, two, pages))).toEqual(['G-1', 'G-2']);
  });

  it("labels an event whose items belong to several differing shop events 'mixed'", () => {
    const items = [
      trackingItem(),
      trackingItem({ id: 'art-2', eventId: 'ev-2', eventName: 'Gala' }),
    ];
    expect(shopEventLabel(items)).toEqual({ id: MIXED, name: MIXED });
    const [[, , params]] = analyticsEventCalls(
      trackingEvent({ items, eventId: undefined, eventName: undefined }),
      [integration('G-1', { events: { pageView: false } })],
    );
    expect(params).toMatchObject({ shop_event_id: 'mixed', shop_event_name: 'mixed' });
  });

  it('keeps the one shop event when items without an event are mixed in, and none when there is none', () => {
    expect(
      shopEventLabel([trackingItem(), trackingItem({ eventId: undefined, eventName: undefined })]),
    ).toEqual({
      id: 'ev-1',
      name: 'Jazznacht im Foyer',
    });
    expect(shopEventLabel([trackingItem({ eventId: undefined, eventName: undefined })])).toEqual(
      {},
    );
  });

  it('purchase carries the transaction id and the conversion value', () => {
    const [[, name, params]] = analyticsEventCalls(
      trackingEvent({ type: 'purchase', transactionId: 'ord-1', conversionValue: 123.45 }),
      [measurement],
    );
    expect(name).toBe('purchase');
    expect(params).toMatchObject({ transaction_id: 'ord-1', value: 123.45, currency: 'CHF' });
  });

  it('an inactive measurement gets nothing, not even its set-up', () => {
    const inactive = integration('G-2', { active: false });
    expect(analyticsEventCalls(trackingEvent(), [inactive])).toEqual([]);
    expect(analyticsSetupCalls([inactive, measurement])).toEqual([
      ['config', 'G-1', { send_page_view: false }],
    ]);
  });

  it('addresses each of several measurements by its own flags', () => {
    const calls = analyticsEventCalls(trackingEvent({ type: 'viewItem' }), [
      integration('G-1'),
      integration('G-2', { events: { viewItem: false } }),
      integration('G-3'),
    ]);
    expect(calls.map((call) => call[2].send_to)).toEqual(['G-1', 'G-3']);
  });
});
