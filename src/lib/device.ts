/**
 * Device detection: a visitor is on a "mobile" device when the viewport is narrower than 768 px
 * or the main pointer is coarse (a finger). Framework-free; the React hook is useIsMobile.
 */
import { debounce } from './debounce';

export const MOBILE_MAX_WIDTH_PX = 768;
/** Resize refresh delay (spec section 9). */
export const DEVICE_REFRESH_DELAY_MS = 50;

type DeviceWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'> & {
  matchMedia?: Window['matchMedia'];
};

function currentWindow(): DeviceWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** Whether the main pointer is coarse; false where matchMedia is missing (old engines, jsdom). */
export function hasCoarsePointer(win: DeviceWindow | undefined = currentWindow()): boolean {
  if (!win || typeof win.matchMedia !== 'function') return false;
  return win.matchMedia('(pointer: coarse)').matches;
}

export function isMobileDevice(win: DeviceWindow | undefined = currentWindow()): boolean {
  if (!win) return false;
  return win.innerWidth < MOBILE_MAX_WIDTH_PX || hasCoarsePointer(win);
}

export interface WatchDeviceOptions {
  /** re-detect on window resize, 50 ms after the last resize event */
  refreshOnResize?: boolean;
  win?: DeviceWindow;
}

/**
 * Calls `onChange(isMobile)` whenever a refresh finds a different answer. Returns the unsubscribe.
 * Without refreshOnResize nothing is watched.
 */
export function watchDevice(
  onChange: (isMobile: boolean) => void,
  options: WatchDeviceOptions = {},
): () => void {
  const { refreshOnResize = false, win = currentWindow() } = options;
  if (!refreshOnResize || !win) return () => undefined;
  let last = isMobileDevice(win);
  const refresh = debounce(() => {
    const next = isMobileDevice(win);
    if (next === last) return;
    last = next;
    onChange(next);
  }, DEVICE_REFRESH_DELAY_MS);
  win.addEventListener('resize', refresh);
  return () => {
    win.removeEventListener('resize', refresh);
    refresh.cancel();
  };
}
