import type { UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from '../app/store';
import type { AppStore } from '../state/rootState';

/**
 * From now on, every action the store reduces (what components, hooks and sagas dispatch, and RTK
 * Query's own), in order: a test reads the action log a tester would replay. dispatchedTypes.ts
 * sees only what goes through `store.dispatch`.
 */
export function recordActions(store: AppStore): UnknownAction[] {
  const seen: UnknownAction[] = [];
  store.replaceReducer(((
    state: ReturnType<typeof rootReducer> | undefined,
    action: UnknownAction,
  ) => {
    seen.push(action);
    return rootReducer(state, action);
  }) as typeof rootReducer);
  return seen;
}
