import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { keepRegionClear } from './toastPlacement';
import { useUiText } from './uiText';
import './Toast.css';

export type ToastTone = 'error' | 'info' | 'success';

export interface ToastProps {
  title: ReactNode;
  /** the message */
  children?: ReactNode;
  /** without it there is no close button */
  onClose?: () => void;
  /** the close button's accessible name; default ui:close */
  closeLabel?: string;
  /** 'error' is announced at once (role="alert"); the others politely (role="status"). Default 'error'. */
  tone?: ToastTone;
  className?: string;
}

/** A non-modal message card. Put it in a ToastRegion to pin it to the bottom right. */
export function Toast({
  title,
  children,
  onClose,
  closeLabel,
  tone = 'error',
  className,
}: ToastProps) {
  const t = useUiText();
  const titleId = useId();
  return (
    <div
      className={['toast', `toast--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby={titleId}
    >
      <div className="toast__text">
        <p className="toast__title" id={titleId}>
          {title}
        </p>
        {children !== undefined && children !== null && (
          <div className="toast__body">{children}</div>
        )}
      </div>
      {onClose && (
        <button
          type="button"
          className="toast__close"
          aria-label={closeLabel ?? t('close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}

export interface ToastRegionProps {
  children?: ReactNode;
  className?: string;
}

type Placement = { keepRegionClear: typeof keepRegionClear };
let placement: Promise<Placement> | null = null;

/**
 * The placement code is a chunk of its own ('toast-placement'), loaded with the first toast a page
 * shows: most visits show none, and a first page carries no byte of it. Until it is there (a few
 * milliseconds, once) the region sits in its corner; a load that fails leaves it there.
 */
function loadPlacement(): Promise<Placement> {
  placement ??= import(/* webpackChunkName: "toast-placement" */ './toastPlacement');
  placement.catch(() => {
    placement = null; // the next toast tries again
  });
  return placement;
}

/**
 * Keeps the region off the focused control, the countdowns and the open dialog's actions while it
 * shows (toastPlacement.ts, keepRegionClear).
 */
function useKeptClear(regionRef: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    loadPlacement().then(
      ({ keepRegionClear }) => {
        if (!gone) stop = keepRegionClear(region);
      },
      () => undefined, // without the placement the region stays in its corner
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [regionRef]);
}

/**
 * The fixed corner at the bottom right where toasts stack (full width on phones); moved up the
 * screen while it would cover the focused control, a countdown or the open dialog's actions.
 */
export function ToastRegion({ children, className }: ToastRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  useKeptClear(ref);
  return (
    <div ref={ref} className={['toast-region', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

export default Toast;
