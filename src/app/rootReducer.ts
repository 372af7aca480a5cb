/**
 * The root reducer: every slice and the shop API's cache, the same in the browser's store
 * (shopStore.ts) and in a server render's (render/serverStore.ts).
 */
import { combineReducers } from '@reduxjs/toolkit';
import type { RootState } from '../state/rootState';
import { shopApi } from '../api/shopApi';
import checkout from '../features/checkout/checkoutSlice';
import consent from '../features/consent/consentSlice';
import customisation from '../features/customisation/customisationSlice';
import errorAlert from '../features/errors/errorAlertSlice';
import freshness from '../features/freshness/freshnessSlice';
import locale from '../features/locale/localeSlice';
import cart from '../features/order/cartSlice';
import order from '../features/order/orderReducer';
import presale from '../features/presale/presaleSlice';
import currentOrder from '../features/orderModel/currentOrder';
import session from '../features/session/sessionSlice';

export const rootReducer = combineReducers({
  locale,
  consent,
  cart,
  errorAlert,
  customisation,
  session,
  currentOrder,
  order,
  checkout,
  freshness,
  presale,
  [shopApi.reducerPath]: shopApi.reducer,
});

/**
 * The reducers make exactly the RootState the features declare (state/rootState.ts): a part
 * declared but not combined, or combined but not declared, fails the typecheck here.
 */
type Combined = ReturnType<typeof rootReducer>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const combinedIsRootState: Same<Combined, RootState> & Same<keyof Combined, keyof RootState> = true;
void combinedIsRootState;
