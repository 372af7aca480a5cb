import type { Order, OrderItem, Shop } from '../../api/types';
import { BIG_CATEGORY_ID, withBigCategory } from '../../../server/demoFixture/bigCategory';
import demo from '../../../server/fixtures/demo-shop.json';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { basketItemsAdded, basketViewed } from '../orderModel/orderEvents';
import { buildTrackingEvent, MAX_LIST_ITEMS, type TrackingContext } from './buildTrackingEvent';
import {
  addPaymentInfo,
  beginCheckout,
  pageView,
  purchase,
  selectItem,
  viewItem,
  viewItemList,
} from './trackingEvents';

const shop = demo.shop as unknown as Shop;

const item = (
  variant: string,
  placementId: string,
  price: number,
  id = `${variant}-${price}`,
): OrderItem => ({
  id,
  variant,
  placementId,
  seatLabel: null,
  deliveryOption: null,
  inscription: null,
  price,
  personalisation: null,
  childItems: [],
  options: [],
});

const context = (overrides: Partial<TrackingContext> = {}): TrackingContext => ({
  shop,
  newId: () => 'fresh-id',
  ...overrides,
});

const order = (items: OrderItem[]): Order =>
  ({ id: 'ord-1', currency: 'CHF', items }) as unknown as Order;

describe('buildTrackingEvent', () => {
  it('turns added items into addToBasket: counted per variant, German names, value in major units', () => {
    const event = buildTrackingEvent(
      basketItemsAdded({
        items: [
          item('var-sinfonie-k1-erwachsene', 'pl-sinfonie-winter', 8900, 'a'),
          item('var-sinfonie-k1-erwachsene', 'pl-sinfonie-winter', 8900, 'b'),
          item('var-sinfonie-k1-kind', 'pl-sinfonie-winter', 4500, 'c'),
        ],
        trackingEventId: 'te-42',
      }),
      context({
        page: {
          routeId: 'article',
          path: '/en/a/x-pl-sinfonie-winter',
          placementId: 'pl-sinfonie-winter',
        },
      }),
    );
    expect(event).toEqual({
      type: 'addToBasket',
      items: [
        expect.objectContaining({
          id: 'art-sinfonie-winter',
          name: 'Sinfoniekonzert Winter',
          placementId: 'pl-sinfonie-winter',
          variantId: 'var-sinfonie-k1-erwachsene',
          price: 8900,
          quantity: 2,
          eventId: 'ev-sinfonie-winter',
          eventName: 'Sinfoniekonzert Winter',
          categoryId: 'cat-sinfonie-winter',
        }),
        expect.objectContaining({ variantId: 'var-sinfonie-k1-kind', price: 4500, quantity: 1 }),
      ],
      currencyCode: 'CHF',
      conversionValue: 223,
      trackingEventId: 'te-42',
      articleName: 'Sinfoniekonzert Winter',
      eventId: 'ev-sinfonie-winter',
      eventName: 'Sinfoniekonzert Winter',
      page: {
        routeId: 'article',
        path: '/en/a/x-pl-sinfonie-winter',
        placementId: 'pl-sinfonie-winter',
      },
    });
  });

  it('counts bundle children in the price and keeps no shared article or event across different ones', () => {
    const bundle = {
      ...item('var-familienpaket', 'pl-familienpaket', 5000),
      childItems: [{ id: 'c1', variantId: 'x', price: 1234 }],
    };
    const voucher = item('var-gutschein-50', 'pl-geschenkgutschein', 5000);
    const event = buildTrackingEvent(
      basketItemsAdded({ items: [bundle, voucher], trackingEventId: 't' }),
      context(),
    );
    expect(event?.items.map((line) => line.price)).toEqual([6234, 5000]);
    expect(event?.conversionValue).toBe(112.34);
    expect(event).not.toHaveProperty('articleName');
    // the voucher has no event: the bundle's is not "shared by every item"
    expect(event).not.toHaveProperty('eventId');
  });

  it('views the basket with the current order and a fresh event id', () => {
    const event = buildTrackingEvent(
      basketViewed(),
      context({ order: order([item('var-jazz-standard', 'pl-jazz-nacht', 3000)]) }),
    );
    expect(event).toMatchObject({
      type: 'viewBasket',
      conversionValue: 30,
      trackingEventId: 'fresh-id',
    });
    expect(buildTrackingEvent(basketViewed(), context())).toMatchObject({
      items: [],
      conversionValue: 0,
    });
  });

  it('begins checkout and adds payment info with the order’s items unless given others', () => {
    const current = order([item('var-jazz-standard', 'pl-jazz-nacht', 3000)]);
    expect(buildTrackingEvent(beginCheckout(), context({ order: current }))).toMatchObject({
      type: 'beginCheckout',
      conversionValue: 30,
    });
    expect(
      buildTrackingEvent(
        addPaymentInfo({ paymentMethod: 'card', trackingEventId: 'p1' }),
        context({ order: current }),
      ),
    ).toMatchObject({ type: 'addPaymentInfo', paymentType: 'card', trackingEventId: 'p1' });
  });

  it('purchase: the paid total (minor units / 100) wins over the items, and only the matching order’s items count', () => {
    const current = order([item('var-jazz-standard', 'pl-jazz-nacht', 3000)]);
    expect(
      buildTrackingEvent(purchase({ orderId: 'ord-1', total: 12345 }), context({ order: current })),
    ).toMatchObject({
      type: 'purchase',
      transactionId: 'ord-1',
      conversionValue: 123.45,
      items: [expect.objectContaining({ id: 'art-jazz-nacht' })],
    });
    expect(
      buildTrackingEvent(purchase({ orderId: 'other' }), context({ order: current })),
    ).toMatchObject({
      items: [],
      conversionValue: 0,
    });
  });

  it('views an item at its lowest price', () => {
    expect(
      buildTrackingEvent(viewItem({ placementId: 'pl-kammermusik' }), context()),
    ).toMatchObject({
      type: 'viewItem',
      items: [{ id: 'art-kammermusik', placementId: 'pl-kammermusik', price: 1500, quantity: 1 }],
      conversionValue: 15,
      articleName: 'Kammermusik am Sonntag',
    });
    expect(buildTrackingEvent(viewItem({ placementId: 'nope' }), context())).toBeNull();
  });

  it('lists and selects with the category’s name as list name', () => {
    const list = buildTrackingEvent(
      viewItemList({
        categoryId: 'cat-sinfonie-winter',
        placementIds: ['pl-sinfonie-winter', 'pl-sinfonie-einfuehrung'],
      }),
      context(),
    );
    expect(list).toMatchObject({
      type: 'viewItemList',
      listName: 'Sinfoniekonzert Winter',
      conversionValue: 0,
    });
    expect(list?.items.map((line) => [line.placementId, line.index, line.listName])).toEqual([
      ['pl-sinfonie-winter', 0, 'Sinfoniekonzert Winter'],
      ['pl-sinfonie-einfuehrung', 1, 'Sinfoniekonzert Winter'],
    ]);
    expect(
      buildTrackingEvent(selectItem({ placementId: 'pl-jazz-nacht' }), context()),
    ).toMatchObject({
      type: 'selectItem',
      listName: 'Jazznacht im Foyer',
      items: [expect.objectContaining({ id: 'art-jazz-nacht', listName: 'Jazznacht im Foyer' })],
    });
  });

  it('a list of 2,000 placements sends its first 200 (GA4 takes no more per event)', () => {
    const big = withBigCategory(loadDemoFixture(), 2000).shop;
    const placementIds = big.placements
      .filter((placement) => placement.categoryId === BIG_CATEGORY_ID)
      .map((placement) => placement.id);
    expect(placementIds).toHaveLength(2000);
    const list = buildTrackingEvent(
      viewItemList({ categoryId: BIG_CATEGORY_ID, placementIds }),
      context({ shop: big }),
    );
    expect(MAX_LIST_ITEMS).toBe(200);
    expect(list?.items).toHaveLength(200);
    expect(list?.items.map((line) => line.placementId)).toEqual(placementIds.slice(0, 200));
    expect(list?.items.map((line) => line.index)).toEqual([...Array(200).keys()]);
    expect(list?.conversionValue).toBe(0);
  });

  it('a page view carries the route and its params, and becomes the page of what follows', () => {
    expect(
      buildTrackingEvent(
        pageView({ routeId: 'category', path: '/de/c/main-konzerte', categoryId: 'main-konzerte' }),
        context(),
      ),
    ).toMatchObject({
      type: 'pageView',
      items: [],
      conversionValue: 0,
      page: { routeId: 'category', path: '/de/c/main-konzerte', categoryId: 'main-konzerte' },
    });
  });

  it('ignores anything else', () => {
    expect(buildTrackingEvent({ type: 'order/amountChanged' }, context())).toBeNull();
  });
});
