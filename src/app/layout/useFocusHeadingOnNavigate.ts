import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { PENDING_HEADING_ATTRIBUTE } from '../../components/PendingHeading';

/** How long to wait for a page's heading that appears only once its data is there. */
export const HEADING_WAIT_MS = 3000;

function focusWithoutTabStop(element: HTMLElement, preventScroll: boolean): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll });
}

const isPendingHeading = (heading: Element) => heading.hasAttribute(PENDING_HEADING_ATTRIBUTE);

/** Remembers the pathname whose page focus was last handled for; swap answers the one before. */
interface HandledPath {
  /** records `pathname` and answers the previous one (null before the first page) */
  swap(pathname: string): string | null;
}

function handledPath(): HandledPath {
  let current: string | null = null;
  return {
    swap(pathname) {
      const previous = current;
      current = pathname;
      return previous;
    },
  };
}

const HandledPathContext = createContext<HandledPath | null>(null);

/**
 * Keeps the last page's pathname above the layouts: the shop layout and the checkout's empty
 * layout replace each other on a navigation to or from the checkout, and a layout that has just
 * mounted must still tell a navigation (focus the new h1) from the first load (leave focus alone).
 */
export function NavigationFocusScope({ children }: { children: ReactNode }) {
  const [handled] = useState(handledPath);
  return createElement(HandledPathContext.Provider, { value: handled }, children);
}

/**
 * After a route change (a new pathname, never the first load; also into another layout, see
 * NavigationFocusScope) focus moves to the new page's h1 inside `containerRef` (the main landmark), so keyboard and screen reader users start reading
 * the new page at its title. When the page has no h1 yet, focus waits on the container and moves
 * on to the h1 as soon as it appears (for HEADING_WAIT_MS). A loading page's stand-in heading
 * (PendingHeading) gets focus like any h1, and focus moves on to the page's own h1 when that
 * replaces it, however long the page takes. Either way only while focus is still where this put
 * it (or fell to the body when that element went): a visitor who moved it keeps it. Back or
 * forward in the history (POP) the heading takes focus without scrolling: the page may have put
 * the visitor back where they were (a long card list does, useCardBlocks.ts).
 */
export function useFocusHeadingOnNavigate(containerRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const stay = useNavigationType() === 'POP';
  const shared = useContext(HandledPathContext);
  const [own] = useState(handledPath);
  const handled = shared ?? own;

  useEffect(() => {
    const previous = handled.swap(pathname);
    if (previous === null || previous === pathname) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;

    /** where this put focus: the container, then a stand-in heading */
    let holder: HTMLElement = container;
    const stillOurs = () => {
      const active = document.activeElement;
      if (active === holder) return true;
      return !holder.isConnected && (active === null || active === document.body);
    };
    /** focuses `heading`; true when it is the page's own (nothing more to wait for) */
    const focusHeading = (heading: HTMLElement): boolean => {
      focusWithoutTabStop(heading, stay);
      holder = heading;
      return !isPendingHeading(heading);
    };

    const heading = container.querySelector('h1');
    if (heading) {
      if (focusHeading(heading)) return undefined;
    } else {
      focusWithoutTabStop(container, stay);
    }

    const observer = new MutationObserver(() => {
      const late = container.querySelector('h1');
      if (!late || late === holder) return;
      if (!stillOurs()) stop();
      else if (focusHeading(late)) stop();
      else window.clearTimeout(timer); // a stand-in: wait for the page's own h1, however long
    });
    // no heading at all after a while: focus stays on the container
    const timer = heading ? undefined : window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, containerRef, handled, stay]);
}
