import { useEffect, useState } from 'react';
import { isMobileDevice, watchDevice } from '../lib/device';

export interface UseIsMobileOptions {
  /** re-detect 50 ms after the last resize (default false: detected once, on mount) */
  refreshOnResize?: boolean;
}

/** Whether the visitor is on a phone-like device: viewport under 768 px or a coarse pointer. */
export function useIsMobile({ refreshOnResize = false }: UseIsMobileOptions = {}): boolean {
  const [isMobile, setIsMobile] = useState(() => isMobileDevice());
  useEffect(() => watchDevice(setIsMobile, { refreshOnResize }), [refreshOnResize]);
  return isMobile;
}
