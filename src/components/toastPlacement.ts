/**
 * Where toasts go so that they hide nothing the visitor needs (WCAG 2.4.11, Focus Not Obscured):
 * never over the focused control, a countdown (role="timer"), the open dialog's own actions or a
 * non-modal dialog that waits for an answer (the consent banner).
 * The toast region keeps its side; only its height on the screen changes: its usual place at the
 * bottom, else the top, else right below or above one of the things it must not cover, whichever
 * comes first and covers nothing. toastTop decides (pure); keepRegionClear measures and moves a
 * region while it shows. A chunk of its own, loaded with a page's first toast (Toast.tsx).
 */

import { PAGE_MAKES_ROOM } from './pageRoom';

/** A box on the screen (viewport coordinates, as getBoundingClientRect gives them). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  /** the window's height */
  viewportHeight: number;
  /** the toast region's height */
  height: number;
  /** its left and right edges (they do not change) */
  left: number;
  right: number;
  /** the distance it keeps from the window's edges and from what it must not cover */
  margin: number;
  /** what it must not cover, the focused control first */
  keepClear: readonly Box[];
  /** its usual place is the top of the window (default: the bottom) */
  usualAtTop?: boolean;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * The region's top edge, or null for its usual place (the bottom, or the top). When every candidate covers
 * something, the one that leaves the focused control (keepClear[0]) free wins, else the bottom.
 */
export function toastTop({
  viewportHeight,
  height,
  left,
  right,
  margin,
  keepClear,
  usualAtTop = false,
}: PlacementInput): number | null {
  const bottom = viewportHeight - margin - height;
  const lowest = Math.max(margin, bottom);
  const usual = usualAtTop ? margin : bottom;
  const candidates = [
    usual,
    usualAtTop ? bottom : margin,
    ...keepClear.flatMap((box) => [box.bottom + margin, box.top - margin - height]),
  ].filter((top) => top >= margin && top <= lowest);
  const boxAt = (top: number): Box => ({ top, bottom: top + height, left, right });
  const clear = candidates.find((top) => keepClear.every((box) => !overlaps(boxAt(top), box)));
  const focused = keepClear[0];
  const chosen =
    clear ??
    (focused ? candidates.find((top) => !overlaps(boxAt(top), focused)) : undefined) ??
    usual;
  return chosen === usual ? null : Math.round(chosen);
}

/** The distance (px) a moved region keeps from the window's edges and what it must not cover. */
const CLEARANCE = 12;

/** A box worth keeping clear: on screen and of some size. */
function shownBox(element: Element | null): Box | null {
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
  return box;
}

/**
 * What the region must not cover: the focused control, the countdowns, the open dialog's actions,
 * and a non-modal dialog that asks the visitor something (the consent banner at the bottom).
 */
function keepClearOf(region: HTMLElement): Box[] {
  const layer = region.closest('dialog');
  const sameLayer = (element: Element) => element.closest('dialog') === layer;
  const active = document.activeElement;
  const focused =
    active && active !== document.body && !region.contains(active) ? shownBox(active) : null;
  // the region's own countdown (the reservation warning's) is no reason to move it
  const others = [
    ...Array.from(document.querySelectorAll('[role="timer"]'))
      .filter(sameLayer)
      .filter((timer) => !region.contains(timer)),
    layer?.querySelector('.modal__footer') ?? null,
    ...(layer ? [] : Array.from(document.querySelectorAll('[role="dialog"][aria-modal="false"]'))),
  ].map(shownBox);
  return [focused, ...others].filter((box): box is Box => box !== null);
}

/**
 * Moves `region` along the screen while its usual place (bottom, or top) would cover the focused control, a
 * countdown or the open dialog's actions, and back when that is over; measured again whenever
 * focus moves, something scrolls, the window or the region changes size. Returns the stop.
 */
export function keepRegionClear(region: HTMLElement, usualAtTop = false): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    const box = region.getBoundingClientRect();
    const top = toastTop({
      viewportHeight: window.innerHeight,
      height: box.height,
      left: box.left,
      right: box.right,
      margin: CLEARANCE,
      // a region the page makes room for covers nothing of it
      keepClear: region.querySelector(`[${PAGE_MAKES_ROOM}]`) ? [] : keepClearOf(region),
      usualAtTop,
    });
    region.style.top = top === null ? '' : `${top}px`;
    region.style.bottom = top === null ? '' : 'auto';
  };
  const later = () => {
    if (frame === 0) frame = window.requestAnimationFrame(place);
  };
  place();
  document.addEventListener('focusin', later);
  window.addEventListener('scroll', later, true);
  window.addEventListener('resize', later);
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
  resizes?.observe(region);
  return () => {
    window.cancelAnimationFrame(frame);
    document.removeEventListener('focusin', later);
    window.removeEventListener('scroll', later, true);
    window.removeEventListener('resize', later);
    resizes?.disconnect();
  };
}
