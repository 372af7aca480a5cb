/** The keyboard shortcut that downloads the action log: Ctrl+Alt+Shift+L (⌘⌥⇧L on a Mac). */
export const EXPORT_SHORTCUT_LABEL = 'Ctrl+Alt+Shift+L';

export const isExportShortcut = (
  event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean =>
  event.code === 'KeyL' && event.altKey && event.shiftKey && (event.ctrlKey || event.metaKey);
