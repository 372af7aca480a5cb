/**
 * When the visitor is warned that the reservation is running out (WCAG 2.2.1, Timing Adjustable:
 * warned before the time is up, with time enough to keep it by one simple action): at 2 minutes
 * and at 30 seconds left. Pure, so the saga and the reducer agree and tests need no clock.
 */

/** Seconds left at which the visitor is warned, highest first. */
export const WARN_AT: readonly number[] = [120, 30];

/**
 * A threshold warned about is armed again only when the time left has gone back above it by more
 * than this (the reservation was renewed: items added, extended, here or in another tab). Order
 * answers compute the same end to within a second or so; this keeps such jitter from warning twice.
 */
export const REARM_MARGIN_SECONDS = 10;

/**
 * The threshold to warn about now, or null: the lowest threshold at or above `secondsLeft` that
 * has not been warned about (a reservation first seen with 20 s left is warned about once, at 30).
 */
export function warningDue(secondsLeft: number, warned: readonly number[]): number | null {
  const due = WARN_AT.filter(
    (threshold) => secondsLeft <= threshold && !warned.includes(threshold),
  );
  return due.length > 0 ? Math.min(...due) : null;
}

/** Every threshold at or above `secondsLeft`: what counts as warned about once a warning is raised. */
export const reachedThresholds = (secondsLeft: number): number[] =>
  WARN_AT.filter((threshold) => secondsLeft <= threshold);

/** The thresholds still warned about at `secondsLeft`: those the time has gone back above are armed again. */
export const stillWarned = (secondsLeft: number, warned: readonly number[]): number[] =>
  warned.filter((threshold) => secondsLeft <= threshold + REARM_MARGIN_SECONDS);
