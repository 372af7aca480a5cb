import { useRef } from 'react';
import { LOADING_BAR } from './loadingBarTiming';
import { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser';
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
  const bar = useRef<HTMLDivElement>(null);
  // its timings and progress as custom properties, set from script (CSSOM), never as a style
  // attribute: the Content-Security-Policy's style-src refuses those in the server's HTML
  useLayoutEffectInBrowser(() => {
    const style = bar.current?.style;
    if (!style) return;
    style.setProperty('--loading-bar-height', `${LOADING_BAR.heightPx}px`);
    style.setProperty('--loading-bar-duration', `${LOADING_BAR.durationMs}ms`);
    style.setProperty('--loading-bar-fade', `${LOADING_BAR.resetDelayMs}ms`);
    style.setProperty('--loading-bar-progress', String(progress / 100));
  }, [progress]);

  return (
    <div
      className={['loading-bar', `loading-bar--${phase}`, className].filter(Boolean).join(' ')}
      ref={bar}
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
