import { MAIN_CONTENT_ID } from './mainContent';

/** The elements inside `root` that the Tab key reaches, in document order. Framework-free DOM helper. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

export function focusableElements(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && !element.hidden,
  );
}

/**
 * Focus back after a dialog or a notice closes: to `opener` when it is still in the page, else
 * to the page's main content (#main, tabindex -1) without scrolling. Focusing a main taller than
 * the screen would scroll its top to the top of the screen: the header out of view and the
 * visitor's place in the page lost, for a choice that did not ask to go anywhere.
 */
export function returnFocus(opener: HTMLElement | null | undefined): void {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
