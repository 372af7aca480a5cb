import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './useModalDialog';
import CloseButton from './CloseButton';
import './ModalFrame.css';

export interface ModalFrameProps {
  open: boolean;
  /** called on Escape, the close button and a click on the backdrop; the caller sets open to false */
  onClose: () => void;
  /** the heading; it names the dialog (aria-labelledby) */
  title: ReactNode;
  /** the close button's accessible name; default ui:close */
  closeLabel?: string;
  children?: ReactNode;
  /** actions at the bottom, e.g. the confirm and cancel buttons */
  footer?: ReactNode;
  /** what gets focus on open; default the first focusable element of the content, else the heading */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  className?: string;
}

/** The modal frame the Dialog and the Drawer share; `kind` decides the look (centred or from the side). */
export default function ModalFrame({
  kind,
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  initialFocusRef,
  closeOnBackdrop,
  className,
}: ModalFrameProps & { kind: 'dialog' | 'drawer' }) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const dialogRef = useModalDialog({
    open,
    onClose,
    initialFocusRef,
    contentRef,
    headingRef,
    closeOnBackdrop,
  });

  return (
    <dialog
      ref={dialogRef}
      className={['modal', `modal--${kind}`, className].filter(Boolean).join(' ')}
      aria-labelledby={open ? titleId : undefined}
      aria-modal="true"
    >
      {open && (
        <div className="modal__frame">
          <header className="modal__header">
            <h2 id={titleId} ref={headingRef} className="modal__title" tabIndex={-1}>
              {title}
            </h2>
            <CloseButton className="modal__close" label={closeLabel} size={24} onClick={onClose} />
          </header>
          <div className="modal__content" ref={contentRef}>
            {children}
          </div>
          {footer && <footer className="modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
