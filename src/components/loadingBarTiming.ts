/**
 * The loading indicator's timing (spec section 9) as a pure state machine.
 *
 *   idle --start--> waiting --throttle 200 ms--> running (bar shown, growing towards 90 % over 2 s)
 *   waiting --stop--> idle                       (a short load never shows the bar)
 *   running --stop--> finishing                  (100 %, still shown for 500 ms)
 *   finishing --hide delay--> hiding             (fades out, stays at 100 % for 400 ms)
 *   hiding --reset delay--> idle                 (back to 0, hidden)
 *   finishing | hiding --start--> running        (a new load while the bar is still on screen)
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  /** how far the bar grows while loading lasts */
  runningProgress: 90,
} as const;

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'hiding';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** the loading flag last seen */
  loading: boolean;
}

export type LoadingBarEvent =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'throttleElapsed' }
  | { type: 'hideDelayElapsed' }
  | { type: 'resetDelayElapsed' };

export const initialLoadingBarState: LoadingBarState = { phase: 'idle', loading: false };

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  const { phase } = state;
  switch (event.type) {
    case 'start':
      if (phase === 'idle') return { phase: 'waiting', loading: true };
      if (phase === 'finishing' || phase === 'hiding') return { phase: 'running', loading: true };
      return { ...state, loading: true };
    case 'stop':
      if (phase === 'waiting') return { phase: 'idle', loading: false };
      if (phase === 'running') return { phase: 'finishing', loading: false };
      return { ...state, loading: false };
    case 'throttleElapsed':
      return phase === 'waiting' ? { ...state, phase: 'running' } : state;
    case 'hideDelayElapsed':
      return phase === 'finishing' ? { ...state, phase: 'hiding' } : state;
    case 'resetDelayElapsed':
      return phase === 'hiding' ? { ...state, phase: 'idle' } : state;
  }
}

/** The timer a phase waits for before its next step, if any. */
export function pendingTimer(
  phase: LoadingBarPhase,
): { delayMs: number; event: LoadingBarEvent } | null {
  switch (phase) {
    case 'waiting':
      return { delayMs: LOADING_BAR.throttleMs, event: { type: 'throttleElapsed' } };
    case 'finishing':
      return { delayMs: LOADING_BAR.hideDelayMs, event: { type: 'hideDelayElapsed' } };
    case 'hiding':
      return { delayMs: LOADING_BAR.resetDelayMs, event: { type: 'resetDelayElapsed' } };
    default:
      return null;
  }
}

/** Whether the bar is on screen in a phase. */
export const isLoadingBarVisible = (phase: LoadingBarPhase): boolean =>
  phase === 'running' || phase === 'finishing';

/** The bar's target width in percent (the running growth is a CSS transition over durationMs). */
export function loadingBarProgress(phase: LoadingBarPhase): number {
  switch (phase) {
    case 'running':
      return LOADING_BAR.runningProgress;
    case 'finishing':
    case 'hiding':
      return 100;
    default:
      return 0;
  }
}
