/**
 * Test helpers for the tracking sagas with the real store: a store that already holds the demo
 * shop (as after the shop's answer) and what a recording provider was sent. Used by tests only.
 */
import { siteConfig } from '../../config/site';
import demo from '../../server/fixtures/demo-shop.json';
import type { Shop } from '../api/types';
import { makeStore } from '../app/store';
import { runSagas } from '../app/sagaStart';
import { createShopStore } from '../app/shopStore';
import type { AppStore } from '../state/rootState';
import type { recordingProvider } from '../features/tracking/trackingTestKit';
import { shopQuery } from '../features/shop/shopQuery';

export const demoShop = demo.shop as unknown as Shop;

/** The item of one jazz night standard ticket (CHF 30) as a basket answer holds it. */
export const jazzTicketAdded = {
  id: 'i1',
  variant: 'var-jazz-standard',
  placementId: 'pl-jazz-nacht',
  seatLabel: null,
  deliveryOption: null,
  inscription: null,
  price: 3000,
  personalisation: null,
  childItems: [],
  options: [],
};

/** `store`, its getShop cache holding the demo shop (as after the shop's answer). */
async function withDemoShop(store: AppStore): Promise<AppStore> {
  await store.dispatch(
    shopQuery.util.upsertQueryData('getShop', siteConfig.shopSlug ?? 'demo', demoShop),
  );
  return store;
}

/** A fresh store whose getShop cache holds the demo shop. */
export const storeWithShop = (): Promise<AppStore> => withDemoShop(makeStore());

/**
 * A store that holds the demo shop and whose sagas come later, as the storefront's start makes
 * it (app/start/sagaLoad.ts): `startSagas()` runs them as their chunk's arrival does.
 */
export async function storeWithShopSagasLater(): Promise<{
  store: AppStore;
  startSagas: () => void;
}> {
  const store = await withDemoShop(createShopStore());
  return { store, startSagas: () => runSagas(store) };
}

/** The types of the events a recording provider was sent, in order. */
export const sentTypes = (provider: ReturnType<typeof recordingProvider>) =>
  provider.sent.map((event) => event.type);
