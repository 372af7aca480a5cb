/**
 * Test helpers for the amount changes (amountSaga.test.ts, amountRounds.test.ts): the variants
 * they click, the item calls the demo server saw, the amounts on screen and in the server's order,
 * and a wait for a round to be through. Used by tests only.
 */
import type { AppStore } from '../../state/rootState';
import type { TestApi } from '../../test/demoApi';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { amountChanged } from '../orderModel/orderEvents';
import { selectVariantAmount } from './amountSelectors';
import { selectHasPendingAmounts } from './orderSelectors';
import { until, untilClockRuns } from './orderTestKit';

export const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
export const STUDENT = { placementId: 'pl-improtheater', variantId: 'var-impro-student' };
/** needs no personalisation: an order holding it can be checked out at once */
export const INTRO = { placementId: 'pl-sinfonie-einfuehrung', variantId: 'var-einfuehrung' };
export const itemPosts = (api: TestApi) =>
  api.requests.filter(
    (r) => r.method === 'POST' && /^\/api\/shop\/v2\/order\/[^/]+\/items$/.test(r.path),
  );
export const itemDeletes = (api: TestApi) =>
  api.requests.filter((r) => r.method === 'DELETE' && r.path.includes('/items/'));
export const amountOf = (store: AppStore, { placementId, variantId } = IMPRO) =>
  selectVariantAmount(store.getState(), placementId, variantId);
export const serverCount = (store: AppStore, { placementId, variantId } = IMPRO) =>
  (selectCurrentOrder(store.getState())?.items ?? []).filter(
    (item) => item.placementId === placementId && item.variant === variantId,
  ).length;
export const set = (store: AppStore, amount: number, target = IMPRO) =>
  store.dispatch(amountChanged({ ...target, amount }));

const isApplied = (store: AppStore, count: number, target: typeof IMPRO) => () =>
  !selectHasPendingAmounts(store.getState()) && serverCount(store, target) === count;

/** Until the round is through: nothing pending and the server's order shows `count`. */
export const applied = (store: AppStore, count: number, target = IMPRO) =>
  until(isApplied(store, count, target), `${count} items`);

/** The same, the fake clock running on meanwhile: through the retries of failed calls. */
export const appliedAsClockRuns = (store: AppStore, count: number, target = IMPRO) =>
  untilClockRuns(isApplied(store, count, target), `${count} items`);
