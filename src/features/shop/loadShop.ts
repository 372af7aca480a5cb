/** The shop answer for sagas: the one way a saga gets the shop (categories, placements, forms). */
import type { SagaIterator } from 'redux-saga';
import { call, select } from 'redux-saga/effects';
import { siteConfig } from '../../../config/site';
import { callEndpoint } from '../../api/sagaThunk';
import type { Shop } from '../../api/types';
import { selectShop } from './shopSelectors';
import { shopQuery } from './shopQuery';

/** The shop from the cache, or fetched when no page has loaded it yet; null when it cannot be had. */
export function* loadShop(): SagaIterator<Shop | null> {
  const cached = (yield select(selectShop)) as Shop | undefined;
  if (cached) return cached;
  if (!siteConfig.shopSlug) return null;
  try {
    return (yield call(
      callEndpoint<Shop>,
      shopQuery.endpoints.getShop.initiate(siteConfig.shopSlug, { subscribe: false }),
    )) as Shop;
  } catch {
    return null;
  }
}
