import type { CSSProperties } from 'react';
import { LOADING_BAR } from './loadingBarTiming';
import { useLoadingBar } from './useLoadingBar';
import { useUiText } from './uiText';
import './LoadingBar.css';

export interface LoadingBarProps {
  /** true while something loads (a route, a call) */
  loading: boolean;
  /** the progress bar's accessible name; default ui:pageLoading */
  label?: string;
  className?: string;
}

/**
 * A thin bar at the top of the page for loads that last longer than 200 ms. It grows towards 90 %
 * over 2 s, jumps to 100 % when the load ends, stays 500 ms, fades out and resets 400 ms later.
 */
export default function LoadingBar({ loading, label, className }: LoadingBarProps) {
  const t = useUiText();
  const { phase, visible, progress } = useLoadingBar(loading);
  const style = {
    '--loading-bar-height': `${LOADING_BAR.heightPx}px`,
    '--loading-bar-duration': `${LOADING_BAR.durationMs}ms`,
    '--loading-bar-fade': `${LOADING_BAR.resetDelayMs}ms`,
    '--loading-bar-progress': progress / 100,
  } as CSSProperties;

  return (
    <div
      className={['loading-bar', `loading-bar--${phase}`, className].filter(Boolean).join(' ')}
      style={style}
      role="progressbar"
      aria-label={label ?? t('pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      // while it grows the real progress is unknown: no value means indeterminate
      aria-valuenow={phase === 'running' ? undefined : progress}
      aria-hidden={!visible}
      data-phase={phase}
    >
      <div className="loading-bar__fill" />
    </div>
  );
}
