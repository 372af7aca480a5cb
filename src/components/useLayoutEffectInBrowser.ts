/**
 * useLayoutEffect in the browser, nothing on the server: React's server renderer warns about a
 * layout effect (it cannot run there), and a server render has no layout to act on. The browser's
 * hydration runs it as usual, before the first paint of the hydrated page.
 */
import { useEffect, useLayoutEffect } from 'react';

export const useLayoutEffectInBrowser =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
