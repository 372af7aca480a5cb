import { useEffect, useRef, type RefObject } from 'react';
import { focusableElements } from './focusable';
import { useLayoutEffectInBrowser } from './useLayoutEffectInBrowser';

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** the element to focus on open; default the first focusable element of `contentRef`, else `headingRef` */
  initialFocusRef?: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLElement | null>;
  /** a click on the backdrop closes (default true) */
  closeOnBackdrop?: boolean;
}

/**
 * The focus logic the Dialog and the Drawer share, on a native <dialog>:
 * showModal() on open (or the `open` attribute where the engine lacks it, e.g. jsdom), focus moved
 * inside, Tab kept inside, Escape (and a click on the backdrop) calls onClose, and on close focus goes back to the opener.
 * Returns the ref for the <dialog> element.
 */
export function useModalDialog({
  open,
  onClose,
  initialFocusRef,
  contentRef,
  headingRef,
  closeOnBackdrop = true,
}: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnBackdropRef = useRef(closeOnBackdrop);
  useLayoutEffectInBrowser(() => {
    onCloseRef.current = onClose;
    closeOnBackdropRef.current = closeOnBackdrop;
  });

  // open and close the element, move focus in, and give it back on close
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') {
        try {
          dialog.showModal();
        } catch {
          dialog.setAttribute('open', '');
        }
      } else {
        dialog.setAttribute('open', '');
      }
    }
    const target =
      initialFocusRef?.current ??
      (contentRef.current ? focusableElements(contentRef.current)[0] : undefined) ??
      headingRef.current;
    target?.focus();

    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef, contentRef, headingRef]);

  // Escape (keydown, and the native 'cancel' request) and the Tab trap
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;

    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusableElements(dialog);
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // a click on the backdrop lands on the <dialog> itself (its content fills it edge to edge)
    const onClick = (event: MouseEvent) => {
      if (closeOnBackdropRef.current && event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [open]);

  return dialogRef;
}
