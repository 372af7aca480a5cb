import { put, takeEvery } from 'redux-saga/effects';
import { shopApi } from '../../api/shopApi';
import { accessTokenReceived } from './sessionSlice';

/** A new access token may reveal hidden placements: the shop is fetched again with it. */
export function* accessTokenSaga() {
  yield takeEvery(accessTokenReceived.type, function* refetchShop() {
    yield put(shopApi.util.invalidateTags(['Shop']));
  });
}
