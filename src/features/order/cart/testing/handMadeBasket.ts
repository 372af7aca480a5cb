/**
 * A basket made by hand for the cart's unit tests: the demo shop's own placements, articles and
 * variants (so names and prices are the shop's), items and an order written out in the test, and a
 * store holding both the way the app does (the shop's and the order's cache entries, the order
 * current). No server: a screen's own behaviour, one case per test, in milliseconds.
 */
import { siteConfig } from '../../../../../config/site';
import { loadDemoFixture } from '../../../../../server/demoFixture/fixture';
import type { Form, Lang, Order, OrderItem, Shop } from '../../../../api/types';
import { makeTestStore } from '../../../../test/makeTestStore';
import type { AppStore } from '../../../../state/rootState';
import { orderStarted } from '../../../orderModel/orderEvents';
import { orderRead } from '../../../orderModel/orderRead';
import { selectArticlesById, selectVariantsById } from '../../../shop/shopSelectors';
import { shopQuery } from '../../../shop/shopQuery';
import type { CartGroupView } from '../cartView';

export const demoShop = loadDemoFixture().shop;

/** An item of `variant` on `placementId`: no seat, delivery, inscription, bundle or options unless given. */
export function orderItem(
  id: string,
  variant: string,
  placementId: string,
  more: Partial<OrderItem> = {},
): OrderItem {
  const price = demoShop.variants.find((one) => one.id === variant)?.price ?? 0;
  return {
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
    ...more,
  };
}

/** A ticket of the winter symphony's seating chart, on `seatLabel`. */
export const symphonySeat = (id: string, seatLabel: string, more: Partial<OrderItem> = {}) =>
  orderItem(id, 'var-sinfonie-k1-erwachsene', 'pl-sinfonie-winter', { seatLabel, ...more });

/** An adult ticket of the improv night (no seat, no delivery choice). */
export const improAdult = (id: string, more: Partial<OrderItem> = {}) =>
  orderItem(id, 'var-impro-erwachsene', 'pl-improtheater', more);

/** A form with one required text field: an item is personalised once `name` is filled in. */
export const nameForm: Form = {
  id: 'form-name',
  name: { de: 'Name', en: 'Name', fr: 'Nom', it: 'Nome' },
  fields: [
    {
      key: 'name',
      type: 'text',
      required: true,
      grouped: false,
      label: { de: 'Name', en: 'Name', fr: 'Nom', it: 'Nome' },
    },
  ],
};

/** `nameForm`'s personalisation of an item: filled in with `name`, or not yet (null). */
export const namedBy = (name: string | null): OrderItem['personalisation'] => ({
  formId: nameForm.id,
  data: name === null ? null : { name },
});

/** An open order holding `items`, its totals the items' prices, in the demo shop's currency. */
export function handMadeOrder(items: OrderItem[], more: Partial<Order> = {}): Order {
  const sum = items.reduce((total, item) => total + item.price, 0);
  return {
    id: 'order-hand-made',
    shop: demoShop.slug,
    status: 'open',
    currency: demoShop.currency,
    items,
    forms: [nameForm],
    vouchers: [],
    insurance: { available: false, enabled: false, price: 0 },
    totals: { items: sum, delivery: 0, discount: 0, insurance: 0, total: sum },
    checkout: { paymentMethods: [], buyerFormId: nameForm.id },
    reservationExpiresInSeconds: 900,
    ...more,
  };
}

/** A store that has the shop (the demo shop) and, when given, `order` as the visitor's current order. */
export async function basketStore(order?: Order, shop: Shop = demoShop): Promise<AppStore> {
  const store = makeTestStore();
  await store.dispatch(
    shopQuery.util.upsertQueryData('getShop', siteConfig.shopSlug ?? 'demo', shop),
  );
  if (order) {
    await store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, order));
    store.dispatch(orderStarted({ orderId: order.id, expiresAt: 0 }));
  }
  return store;
}

/** What CartItems hands each line of a placement: the shop's lookups and the order's forms. */
export function groupView(
  store: AppStore,
  articleName: string,
  lang: Lang = 'de',
  forms: readonly Form[] = [nameForm],
): CartGroupView {
  const state = store.getState();
  const articles = selectArticlesById(state);
  const article = [...articles.values()].find((one) => one.name.de === articleName);
  return {
    article,
    articleName: article?.name[lang] ?? articleName,
    variants: selectVariantsById(state),
    articles,
    forms,
    currency: demoShop.currency,
    lang,
  };
}
