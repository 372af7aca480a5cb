/**
 * The shop API's cache as a server render left it, handed to the browser's store in the page's
 * data block (app/render/pageData.ts) and taken in through RTK Query's extractRehydrationInfo
 * (shopApi.ts): the one action that brings server data into the browser's cache, so a recorded
 * log replays it like any other.
 */
import { createAction } from '@reduxjs/toolkit';

/** The cache part of the shop API's state (the slice's queries, mutations and provided tags). */
export interface ShopApiCache {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  provided: { tags: Record<string, unknown>; keys: Record<string, unknown> };
}

export const pageHydrated = createAction<{ shopApi: ShopApiCache }>('page/hydrated');
