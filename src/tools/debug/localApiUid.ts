/**
 * RTK Query's middleware announces itself with `shopApi/config/middlewareRegistered`, whose
 * payload is the id of the API instance (one per page load). Replayed elsewhere, the recorded id
 * would read as a second API on the same reducer path ('conflict'); the replay gives the action
 * this process's id instead, found by letting the middleware announce itself once, off any store.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { shopApi } from '../../api/shopApi';

let cached: string | null | undefined;

export function localApiUid(): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  try {
    const middlewareApi = { dispatch: (action: unknown) => action, getState: () => ({}) };
    const probe = shopApi.middleware(middlewareApi as never)((action: unknown) => {
      if (shopApi.internalActions.middlewareRegistered.match(action as UnknownAction))
        cached = (action as { payload: string }).payload;
      return action;
    });
    probe({ type: '@@billett/apiUidProbe' });
  } catch {
    cached = null;
  }
  return cached;
}

/** For replay: the middlewareRegistered action carries this process's API id. */
export function withLocalApiUid(action: UnknownAction): UnknownAction {
  if (!shopApi.internalActions.middlewareRegistered.match(action)) return action;
  const uid = localApiUid();
  return uid === null ? action : { ...action, payload: uid };
}
