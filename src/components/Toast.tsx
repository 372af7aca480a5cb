import { useId, type ReactNode } from 'react';
import { useUiText } from './uiText';
import './Toast.css';

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
  const t = useUiText();
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
  /** 'bottom' (default): the bottom right corner; 'top': the top right corner */
  placement?: 'bottom' | 'top';
  /** names the region: it is then a landmark a screen reader can go to */
  label?: string;
  className?: string;
}

/** The fixed corner at the bottom (or top) right where toasts stack (full width on phones). */
export function ToastRegion({
  children,
  placement = 'bottom',
  label,
  className,
}: ToastRegionProps) {
  const classes = ['toast-region', placement === 'top' && 'toast-region--top', className]
    .filter(Boolean)
    .join(' ');
  return label ? (
    <section className={classes} aria-label={label}>
      {children}
    </section>
  ) : (
    <div className={classes}>{children}</div>
  );
}

export default Toast;
