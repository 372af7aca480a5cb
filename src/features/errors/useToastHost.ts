/**
 * Where the error toast lives while it shows: an element of its own at the end of the body, moved
 * into the topmost open modal dialog (the cart panel, the customisation dialog) while one is open.
 *
 * Why: a modal <dialog> (showModal) sits in the top layer and makes the rest of the page inert. A
 * toast outside it would lie under the dialog's backdrop (and under the cart drawer, which covers
 * the bottom right), unseen, unheard by screen readers and impossible to close. Inside the dialog
 * it is on top, announced and reachable with Tab. The element is moved, not rendered anew, so a
 * toast that is already shown is not announced twice.
 */
import { useState } from 'react';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';

/** The open modal dialogs (ModalFrame marks them aria-modal), the last opened last in the DOM. */
const OPEN_MODAL = 'dialog[open][aria-modal="true"]';

/** The topmost open modal dialog, else the body. */
function hostParent(): Element {
  const open = document.querySelectorAll(OPEN_MODAL);
  return open.length > 0 ? open[open.length - 1] : document.body;
}

/** The element to render the toast into while `active`; null while not active. */
export function useToastHost(active: boolean): HTMLElement | null {
  // none in a server render: a toast shows only in the browser
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.className = 'toast-host';
    return element;
  });

  useLayoutEffectInBrowser(() => {
    if (!active || !host) return undefined;
    const place = () => {
      const parent = hostParent();
      if (host.parentElement !== parent) parent.appendChild(host);
    };
    place();
    // dialogs open and close (their `open` attribute) and come and go with their components
    const observer = new MutationObserver(place);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [active, host]);

  return active ? host : null;
}
