/**
 * What Chromium does to a focused control that becomes disabled: it drops the focus (to the
 * body). jsdom keeps it there, and its blur() does nothing on a disabled control, so a test that
 * needs the browser's behaviour calls this while the control is disabled. Used by tests only.
 */
export function dropFocusOfDisabled(control: HTMLElement): void {
  const input = control as HTMLInputElement;
  input.disabled = false;
  input.blur();
  input.disabled = true;
}
