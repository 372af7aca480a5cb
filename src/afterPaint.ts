/**
 * The first script of a page the server rendered: it fetches and runs the page's scripts (main,
 * the texts, the page's chunk) once the server's HTML has painted
 * (docs/decisions/paint-before-scripts.md). The HTML names them in a JSON list (PAGE_SCRIPTS_ID,
 * server/site/pageDocument.ts), which downloads nothing: deferred scripts would run as soon as the
 * document is parsed, and a phone then paints nothing until the whole start and the hydration are
 * done; preloads would download them beside the style sheets and the lead picture, which the
 * paint waits for.
 *
 * It waits for the first contentful paint, then for the page's lead picture (the one
 * `fetchpriority="high"` image) to be decoded and painted, at most LONGEST_WAIT_MS. A hidden page
 * paints nothing, so there it runs them at once. A click on a button before React owns the page
 * (the stepper's "+", "add to basket") would do nothing: it is held, the scripts start at once,
 * and the click is given back to its button once the page has hydrated. Links and the forms that
 * work without JavaScript (they name an `action`) keep their own behaviour.
 * On a static host's shell nothing is marked:
 * main.js is a deferred script there and this does nothing. It imports nothing: its entry
 * (afterPaintEntry.ts) is a file of its own, a few hundred bytes.
 */
import { PAGE_HYDRATED_EVENT, PAGE_SCRIPTS_ID, SCRIPTS_RUN_MARK } from '../config/afterPaint';

/** the longest the scripts wait for the paint and the lead picture */
export const LONGEST_WAIT_MS = 3000;

/**
 * The addresses the page's list names, in order; none without a list (a static host's shell).
 * The server writes the list as JSON (server/site/pageDocument.ts, tested there); anything but an
 * array names none.
 */
export function pageScripts(document: Document): string[] {
  const files: unknown = JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)?.textContent || '[]');
  return Array.isArray(files) ? files : [];
}

/** Appends the listed scripts in their order (async false: main runs first), once. */
export function runPageScripts(document: Document): boolean {
  if (document.documentElement.hasAttribute(SCRIPTS_RUN_MARK)) return false;
  document.documentElement.setAttribute(SCRIPTS_RUN_MARK, '');
  for (const file of pageScripts(document)) {
    const script = document.createElement('script');
    script.src = file;
    script.async = false;
    document.body.append(script);
  }
  return true;
}

/** After the next frame has painted. */
const afterFrame = (then: () => void): void => {
  requestAnimationFrame(() => setTimeout(then, 0));
};

function whenPainted(then: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return afterFrame(then);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function whenLeadPictureShown(document: Document, then: () => void): void {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return then();
  picture.decode().then(() => afterFrame(then), then);
}

/** A button whose click needs the page's scripts: not in a form that works without them. */
function scriptedButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.disabled) return null;
  if (button.form?.hasAttribute('action') && button.type === 'submit') return null;
  return button;
}

/**
 * Until the page has hydrated, a click on a button that needs the scripts is held (and does not
 * submit an action-less form), `start` is called, and once PAGE_HYDRATED_EVENT comes each held
 * click is given back to its button, if that button is still on the page and enabled.
 */
export function holdEarlyClicks(document: Document, start: () => void): void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = scriptedButton(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    start();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', hold, true);
      held.splice(0).forEach((button) => {
        if (button.isConnected && !button.disabled) button.click();
      });
    },
    { once: true },
  );
}

/** Runs the page's scripts after its first paint and its lead picture, or at once when hidden. */
export function afterPaint(document: Document): void {
  const run = () => runPageScripts(document);
  if (pageScripts(document).length > 0) holdEarlyClicks(document, run);
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  setTimeout(run, LONGEST_WAIT_MS);
  whenPainted(() => whenLeadPictureShown(document, run));
}
