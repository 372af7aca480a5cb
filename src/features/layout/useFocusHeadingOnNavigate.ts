import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a page's heading that appears only once its data is there. */
export const HEADING_WAIT_MS = 3000;

function focusWithoutTabStop(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * After a route change (a new pathname, never the first load) focus moves to the new page's h1
 * inside `containerRef` (the main landmark), so keyboard and screen reader users start reading
 * the new page at its title. When the page has no h1 yet (still loading), focus waits on the
 * container and moves on to the h1 as soon as it appears, unless the visitor moved it meanwhile.
 */
export function useFocusHeadingOnNavigate(containerRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    const container = containerRef.current;
    if (!container) return undefined;

    const heading = container.querySelector('h1');
    if (heading) {
      focusWithoutTabStop(heading);
      return undefined;
    }

    focusWithoutTabStop(container);
    const observer = new MutationObserver(() => {
      const late = container.querySelector('h1');
      if (!late) return;
      stop();
      if (document.activeElement === container) focusWithoutTabStop(late);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, containerRef]);
}
