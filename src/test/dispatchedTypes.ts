import type { AppStore } from '../state/rootState';

/**
 * From now on, the type of every action dispatched through `store.dispatch` (what components and
 * hooks dispatch), in order: a test reads which events a screen sent, not only what they did.
 */
export function dispatchedTypes(store: AppStore): string[] {
  const types: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    types.push(action.type);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  return types;
}
