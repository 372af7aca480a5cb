/**
 * Where toasts go so that they hide nothing the visitor needs (WCAG 2.4.11, Focus Not Obscured):
 * never over the focused control, a countdown (role="timer") or the open dialog's own actions.
 * The toast region keeps its side; only its height on the screen changes: its usual place at the
 * bottom, else the top, else right below or above one of the things it must not cover, whichever
 * comes first and covers nothing. Pure: the caller measures.
 */

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
}

const overlaps = (a: Box, b: Box): boolean =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * The region's top edge, or null for its usual place at the bottom. When every candidate covers
 * something, the one that leaves the focused control (keepClear[0]) free wins, else the bottom.
 */
export function toastTop({
  viewportHeight,
  height,
  left,
  right,
  margin,
  keepClear,
}: PlacementInput): number | null {
  const bottom = viewportHeight - margin - height;
  const lowest = Math.max(margin, bottom);
  const candidates = [
    bottom,
    margin,
    ...keepClear.flatMap((box) => [box.bottom + margin, box.top - margin - height]),
  ].filter((top) => top >= margin && top <= lowest);
  const boxAt = (top: number): Box => ({ top, bottom: top + height, left, right });
  const clear = candidates.find((top) => keepClear.every((box) => !overlaps(boxAt(top), box)));
  const focused = keepClear[0];
  const chosen =
    clear ??
    (focused ? candidates.find((top) => !overlaps(boxAt(top), focused)) : undefined) ??
    bottom;
  return chosen === bottom ? null : Math.round(chosen);
}
