import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { toastTop, type Box } from './toastPlacement';
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

/** What the region must not cover: the focused control, the countdowns and the dialog's actions. */
function keepClearOf(region: HTMLElement): Box[] {
  const layer = region.closest('dialog');
  const sameLayer = (element: Element) => element.closest('dialog') === layer;
  const active = document.activeElement;
  const focused =
    active && active !== document.body && !region.contains(active) ? shownBox(active) : null;
  const others = [
    ...Array.from(document.querySelectorAll('[role="timer"]')).filter(sameLayer),
    layer?.querySelector('.modal__footer') ?? null,
  ].map(shownBox);
  return [focused, ...others].filter((box): box is Box => box !== null);
}

/**
 * Keeps the region off the focused control, the countdowns and the open dialog's actions: it
 * moves up the screen when its place at the bottom would cover one (toastPlacement.ts), and back
 * when that is over. Measured again whenever focus moves, something scrolls, the window or the
 * region changes size.
 */
function useKeptClear(regionRef: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
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
        keepClear: keepClearOf(region),
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
