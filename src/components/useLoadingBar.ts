import { useEffect, useReducer } from 'react';
import {
  initialLoadingBarState,
  isLoadingBarVisible,
  loadingBarProgress,
  loadingBarReducer,
  pendingTimer,
  type LoadingBarPhase,
} from './loadingBarTiming';

export interface LoadingBarView {
  phase: LoadingBarPhase;
  visible: boolean;
  /** target width in percent */
  progress: number;
}

/** Drives the loading bar's state machine from a `loading` flag, with the spec's timers. */
export function useLoadingBar(loading: boolean): LoadingBarView {
  const [state, dispatch] = useReducer(loadingBarReducer, initialLoadingBarState);

  // a changed flag is an event: handled during render, React's pattern for state that follows a prop
  if (state.loading !== loading) dispatch({ type: loading ? 'start' : 'stop' });

  useEffect(() => {
    const timer = pendingTimer(state.phase);
    if (!timer) return;
    const id = setTimeout(() => dispatch(timer.event), timer.delayMs);
    return () => clearTimeout(id);
  }, [state.phase]);

  return {
    phase: state.phase,
    visible: isLoadingBarVisible(state.phase),
    progress: loadingBarProgress(state.phase),
  };
}
