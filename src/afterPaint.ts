/**
 * The first script of a page the server rendered: it runs the page's scripts (main, the texts,
 * the page's chunk) once the server's HTML has painted (docs/decisions/paint-before-scripts.md).
 * The HTML names them as preloads marked `data-after-paint` (server/site/pageDocument.ts), so they
 * download with the page; deferred scripts would instead run as soon as the document is parsed,
 * and a phone then paints nothing until the whole start and the hydration are done.
 *
 * It waits for the first contentful paint, then for the page's lead picture (the one
 * `fetchpriority="high"` image) to be decoded and painted, at most LONGEST_WAIT_MS. A hidden page
 * paints nothing, so there it runs them at once. On a static host's shell nothing is marked:
 * main.js is a deferred script there and this does nothing. It imports nothing: its entry
 * (afterPaintEntry.ts) is a file of its own, a few hundred bytes.
 */
import { AFTER_PAINT_MARK, SCRIPTS_RUN_MARK } from '../config/afterPaint';

export const AFTER_PAINT_SCRIPTS = `link[rel="preload"][as="script"][${AFTER_PAINT_MARK}]`;
/** the longest the scripts wait for the paint and the lead picture */
export const LONGEST_WAIT_MS = 3000;

/** Appends the marked scripts in their order (async false: main runs first), once. */
export function runPageScripts(document: Document): boolean {
  if (document.documentElement.hasAttribute(SCRIPTS_RUN_MARK)) return false;
  document.documentElement.setAttribute(SCRIPTS_RUN_MARK, '');
  document.querySelectorAll<HTMLLinkElement>(AFTER_PAINT_SCRIPTS).forEach((link) => {
    const script = document.createElement('script');
    script.src = link.getAttribute('href') ?? '';
    script.async = false;
    document.body.append(script);
  });
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

/** Runs the page's scripts after its first paint and its lead picture, or at once when hidden. */
export function afterPaint(document: Document): void {
  const run = () => runPageScripts(document);
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  setTimeout(run, LONGEST_WAIT_MS);
  whenPainted(() => whenLeadPictureShown(document, run));
}
