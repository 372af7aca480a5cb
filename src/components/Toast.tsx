import { useId, useRef, type ReactNode, type RefObject } from 'react';
import type { keepRegionClear } from './toastPlacement';
import CloseButton from './CloseButton';
import './Toast.css';
import { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser';

export type ToastTone = 'error' | 'warning' | 'info' | 'success';

export interface ToastProps {
  title: ReactNode;
  /** the message */
  children?: ReactNode;
  /** without it there is no close button */
  onClose?: () => void;
  /** the close button's accessible name; default ui:close */
  closeLabel?: string;
  /**
   * 'error' and 'warning' are announced at once (role="alert"); the others politely
   * (role="status"). Default 'error'.
   */
  tone?: ToastTone;
  /**
   * false: the toast is no live region itself (its caller announces what it says another way,
   * e.g. a live region that stays in the page). Default true.
   */
  live?: boolean;
  /** buttons under the message (e.g. "keep my reservation") */
  actions?: ReactNode;
  className?: string;
}

/** A non-modal message card. Put it in a ToastRegion to pin it to the bottom right. */
export function Toast({
  title,
  children,
  onClose,
  closeLabel,
  tone = 'error',
  live = true,
  actions,
  className,
}: ToastProps) {
  const titleId = useId();
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      className={['toast', `toast--${tone}`, className].filter(Boolean).join(' ')}
      role={live ? (urgent ? 'alert' : 'status') : 'group'}
      aria-labelledby={titleId}
    >
      <div className="toast__text">
        <p className="toast__title" id={titleId}>
          {title}
        </p>
        {children !== undefined && children !== null && (
          <div className="toast__body">{children}</div>
        )}
        {actions !== undefined && actions !== null && (
          <div className="toast__actions">{actions}</div>
        )}
      </div>
      {onClose && (
        <CloseButton className="toast__close" label={closeLabel} size={20} onClick={onClose} />
      )}
    </div>
  );
}

export interface ToastRegionProps {
  children?: ReactNode;
  /** 'bottom' (default): the bottom right corner; 'top': the top right corner */
  placement?: 'bottom' | 'top';
  /** names the region: it is then a landmark a screen reader can go to */
  label?: string;
  className?: string;
}

type Placement = { keepRegionClear: typeof keepRegionClear };
let placementCode: Promise<Placement> | null = null;

/**
 * The placement code is a chunk of its own ('toast-placement'), loaded with the first toast a page
 * shows: most visits show none, and a first page carries no byte of it. Until it is there (a few
 * milliseconds, once) the region sits in its corner; a load that fails leaves it there.
 */
function loadPlacement(): Promise<Placement> {
  placementCode ??= import(/* webpackChunkName: "toast-placement" */ './toastPlacement');
  placementCode.catch(() => {
    placementCode = null; // the next toast tries again
  });
  return placementCode;
}

/**
 * Keeps the region off the focused control, the countdowns and the open dialog's actions while it
 * shows (toastPlacement.ts, keepRegionClear).
 */
function useKeptClear(regionRef: RefObject<HTMLElement | null>, usualAtTop: boolean): void {
  useLayoutEffectInBrowser(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    loadPlacement().then(
      ({ keepRegionClear }) => {
        if (!gone) stop = keepRegionClear(region, usualAtTop);
      },
      () => undefined, // without the placement the region stays in its corner
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [regionRef, usualAtTop]);
}

/**
 * The fixed corner at the bottom (or top) right where toasts stack (full width on phones); moved
 * along the screen while it would cover the focused control, a countdown or the open dialog's
 * actions.
 */
export function ToastRegion({
  children,
  placement = 'bottom',
  label,
  className,
}: ToastRegionProps) {
  const ref = useRef<HTMLElement>(null);
  useKeptClear(ref, placement === 'top');
  const classes = ['toast-region', placement === 'top' && 'toast-region--top', className]
    .filter(Boolean)
    .join(' ');
  return label ? (
    <section ref={ref} className={classes} aria-label={label}>
      {children}
    </section>
  ) : (
    <div ref={ref as RefObject<HTMLDivElement>} className={classes}>
      {children}
    </div>
  );
}

export default Toast;
