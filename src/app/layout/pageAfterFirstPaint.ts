/**
 * The storefront's first frame shows the shop's frame (skip link, header, the consent banner),
 * the page and the footer come right after it (docs/decisions/start-in-short-steps.md).
 * The first render was one long task: the whole page, its prices and dates, then its layout.
 * Split at the frame, the frame paints sooner and neither part blocks input for long. Only the
 * storefront's start asks for it (index.tsx): every later render, and every render in tests,
 * shows the page at once. Nothing on screen moves: the page and the footer are new below the
 * header, the banner is fixed to the window.
 */
import { startTransition, useEffect, useState } from 'react';
import { reportError } from '../../lib/errorReporting';

let pageWaits = false;
let beforePage: (() => void) | undefined;

/**
 * The next layout shows its page only after its first frame is painted (once, at the start).
 * `prepare`, if given, runs in a task of its own between that frame and the page: work the page
 * needs that should not hold back the first frame (index.tsx: the prices' locale data).
 */
export function showPageAfterFirstPaint(prepare?: () => void): void {
  pageWaits = true;
  beforePage = prepare;
}

/** Calls `done` in a task of its own. */
function inNextTask(done: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(done, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    done();
  };
  channel.port2.postMessage(null);
}

/** Calls `done` in the task after the next frame is painted (the next task in a hidden tab). */
function afterNextPaint(done: () => void): void {
  // a hidden tab paints no frames: it would wait until the visitor looks
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function')
    inNextTask(done);
  else requestAnimationFrame(() => inNextTask(done));
}

/** Whether the layout shows its page (and footer) now. */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(() => !pageWaits);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    afterNextPaint(() => {
      const show = () => {
        pageWaits = false;
        // in slices, as the first render (app/mountApp.tsx): the page is most of the start's work
        if (mounted) startTransition(() => setShown(true));
      };
      const prepare = beforePage;
      beforePage = undefined;
      if (!prepare) {
        show();
        return;
      }
      try {
        prepare();
      } catch (error) {
        reportError(error, { where: 'before the first page' });
      }
      // the page in a task of its own after the preparation, whatever became of it
      inNextTask(show);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown;
}
