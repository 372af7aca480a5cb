/**
 * What a server render reads before it renders, beyond the shop every layout shows: per route,
 * the data its page shows at once (the free seats of a chart, an order's status). Through the
 * same endpoints the browser uses, into the request's store; the browser finds them in the data
 * block. Server-only: the browser's pages ask for their own data as they mount.
 */
import type { Params } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import { prepareProgramme } from '../../features/catalog/programmeSearchCode';
import { checkoutApi } from '../../features/checkout/checkoutApi';
import { seatingApi } from '../../features/seating/seatingApi';
import { findSeatingChart } from '../../features/catalog/placementPath';
import { shopQuery } from '../../features/shop/shopQuery';
import {
  selectArticlesById,
  selectShop,
  selectVisiblePlacements,
} from '../../features/shop/shopSelectors';
import type { AppStore } from '../../state/rootState';

type PageLoader = (store: AppStore, params: Params, search: string) => Promise<unknown>;

/** The shop (categories, placements, prices): every page's layout shows it. */
export async function loadShop(store: AppStore): Promise<void> {
  if (!siteConfig.shopSlug) return;
  await store.dispatch(
    shopQuery.endpoints.getShop.initiate(siteConfig.shopSlug, { subscribe: false }),
  );
}

/** The chart's seats: the free-seat list is on the page from the start. */
const seatingChartSeats: PageLoader = async (store, params) => {
  const state = store.getState();
  const shop = selectShop(state);
  const chart = shop && findSeatingChart(params.seatingChart ?? '', shop.seatingCharts);
  const placement =
    chart && selectVisiblePlacements(state).find((candidate) => candidate.id === chart.placementId);
  const eventKey =
    placement && selectArticlesById(state).get(placement.articleId)?.seatsio?.eventKey;
  if (!eventKey) return;
  await store.dispatch(seatingApi.endpoints.getEventSeats.initiate(eventKey, { subscribe: false }));
};

/** The order's status: a known order shows it, an unknown one is the 404 page. */
const orderStatus: PageLoader = (store, params) =>
  store.dispatch(
    checkoutApi.endpoints.getOrderStatus.initiate(params.orderId ?? '', { subscribe: false }),
  );

/** The programme's search code, when the address holds filters: the filtered list at once. */
const programme: PageLoader = async (_store, _params, search) => {
  await prepareProgramme(search);
};

export const pageLoaders: Partial<Record<string, PageLoader>> = {
  'categories-home': programme,
  'seating-chart': seatingChartSeats,
  'order-status': orderStatus,
};
