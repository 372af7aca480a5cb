import { memo, useState } from 'react';
import VisuallyHidden from './VisuallyHidden';
import { useUiText, type UiText } from './uiText';
import './Countdown.css';

/** Announced when the countdown reaches these many seconds left: 5 min, 1 min, 30 s. */
export const DEFAULT_ANNOUNCE_AT: readonly number[] = [300, 60, 30];

export interface CountdownProps {
  /** seconds left; below 0 counts as 0 */
  secondsLeft: number;
  /** the text a screen reader hears when a threshold is reached; default ui:countdown.* ('4 minutes left') */
  announce?: (secondsLeft: number) => string;
  /** thresholds in seconds, default 300, 60, 30 */
  announceAt?: readonly number[];
  /** an accessible name for the timer */
  label?: string;
  className?: string;
}

/** 75 -> '01:15'; minutes keep counting past 59 ('90:00'). */
export function formatClock(secondsLeft: number): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

function defaultAnnouncement(t: UiText, seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0)
    return t('countdown.minutesLeft', { count: seconds / 60 });
  return t('countdown.secondsLeft', { count: seconds });
}

/** The threshold passed when going from `previous` to `current` seconds, if any (the lowest one). */
export function crossedThreshold(
  previous: number,
  current: number,
  thresholds: readonly number[],
): number | null {
  const crossed = thresholds.filter((threshold) => previous > threshold && current <= threshold);
  return crossed.length ? Math.min(...crossed) : null;
}

function CountdownView({
  secondsLeft,
  announce,
  announceAt = DEFAULT_ANNOUNCE_AT,
  label,
  className,
}: CountdownProps) {
  const t = useUiText();
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const [tracked, setTracked] = useState<{ seconds: number; announcement: string }>({
    seconds,
    announcement: '',
  });

  // the announcement changes only when a threshold is crossed (state that follows a prop)
  if (tracked.seconds !== seconds) {
    const threshold = crossedThreshold(tracked.seconds, seconds, announceAt);
    const announcement =
      threshold === null
        ? tracked.announcement
        : announce
          ? announce(threshold)
          : defaultAnnouncement(t, threshold);
    setTracked({ seconds, announcement });
  }

  return (
    <span className={['countdown', className].filter(Boolean).join(' ')}>
      <span className="countdown__clock" role="timer" aria-live="off" aria-label={label}>
        {formatClock(seconds)}
      </span>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {tracked.announcement}
      </VisuallyHidden>
    </span>
  );
}

/**
 * Props equal for rendering: the same whole second, thresholds and label. The `announce` function
 * is not compared (callers pass a fresh one each render); the current one is used at the next tick.
 */
export function countdownPropsEqual(previous: CountdownProps, next: CountdownProps): boolean {
  return (
    Math.max(0, Math.floor(previous.secondsLeft)) === Math.max(0, Math.floor(next.secondsLeft)) &&
    previous.label === next.label &&
    previous.className === next.className &&
    (previous.announceAt ?? DEFAULT_ANNOUNCE_AT).join() ===
      (next.announceAt ?? DEFAULT_ANNOUNCE_AT).join()
  );
}

/** The reservation clock (mm:ss). It re-renders only when its whole second changes. */
const Countdown = memo(CountdownView, countdownPropsEqual);
export default Countdown;
