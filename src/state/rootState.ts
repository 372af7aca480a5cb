/**
 * The store's types, below every feature: RootState, AppDispatch and AppStore. Each feature
 * declares its own part of the state where its reducer is (module augmentation of RootState),
 * so a selector or saga reads the state's type from here, never from the store (app/store.ts)
 * that imports the features: types flow down, and no import runs back up.
 *
 * app/store.ts combines the same reducers and checks at compile time that what they make is
 * exactly this RootState (a part declared but not combined, or combined but not declared, fails
 * the typecheck).
 */
import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { StoreExtra } from '../api/baseQuery';
import type { shopApi } from '../api/shopApi';

/** The state; each feature adds its key (`declare module '…/state/rootState'`). */
export interface RootState {
  shopApi: ReturnType<typeof shopApi.reducer>;
}

/** Dispatches actions and thunks (the shop API's calls), with the store's services as extra. */
export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/** A store made by makeStore (app/store.ts), as the features and tests see it. */
export type AppStore = Omit<Store<RootState, UnknownAction>, 'dispatch'> & {
  dispatch: AppDispatch;
};
