/**
 * The storefront's first frame shows the shop's frame (skip link, header, the consent banner),
 * the page and the footer come right after it (docs/product-decisions.md, "A fast first page").
 * The first render was one long task: the whole page, its prices and dates, then its layout.
 * Split at the frame, the frame paints sooner and neither part blocks input for long. Only the
 * storefront's start asks for it (index.tsx): every later render, and every render in tests,
 * shows the page at once. Nothing on screen moves: the page and the footer are new below the
 * header, the banner is fixed to the window.
 */
import { useEffect, useState } from 'react';

let pageWaits = false;

/** The next layout shows its page only after its first frame is painted (once, at the start). */
export function showPageAfterFirstPaint(): void {
  pageWaits = true;
}

/** Calls `done` in the task after the next frame is painted (at once-ish in a hidden tab). */
function afterNextPaint(done: () => void): void {
  const nextTask = () => {
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
  };
  // a hidden tab paints no frames: it would wait until the visitor looks
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function')
    nextTask();
  else requestAnimationFrame(nextTask);
}

/** Whether the layout shows its page (and footer) now. */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(() => !pageWaits);
  useEffect(() => {
    if (shown) return undefined;
    let mounted = true;
    afterNextPaint(() => {
      pageWaits = false;
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown;
}
