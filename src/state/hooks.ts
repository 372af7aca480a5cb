/** The typed hooks; the raw react-redux hooks are not used elsewhere. */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './rootState';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();

const useRootSelector = useSelector.withTypes<RootState>();

/**
 * useSelector for the app's state, given a new selector function on every render.
 *
 * Why: React 18 loses track of what a component last read from the store when the same component
 * also sets state while rendering (React's pattern for state that follows a prop, used by
 * ErrorAlert, the checkout and the seating pages): a later change back to that earlier value (an
 * alert dismissed to the initial state, an order phase back to 'active') then re-renders nothing
 * (facebook/react#25565, fixed in React 19 only). With a new selector per render React checks the
 * store again after every commit, so nothing is missed.
 */
export function useAppSelector<Selected>(
  selector: (state: RootState) => Selected,
  equalityFn?: (a: Selected, b: Selected) => boolean,
): Selected {
  return useRootSelector((state) => selector(state), equalityFn);
}
