/**
 * The debug panel shows when the address has ?debug=1; the choice lasts for the tab's session
 * (sessionStorage), so it survives the in-app navigation that drops the parameter. ?debug=0 ends it.
 */
export const DEBUG_PARAM = 'debug';
export const DEBUG_STORAGE_KEY = 'billett.debug';
/** Where the recorder keeps the tab's log (sessionStorage); a tab with a log records from its load. */
export const ACTION_LOG_STORAGE_KEY = 'billett.actionLog';

/** The tab's sessionStorage, or null where there is none (or it is blocked). */
export function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Whether debug mode is on for an address's query string; ?debug=1 and ?debug=0 are remembered. */
export function debugModeFor(search: string, storage: Storage | null = sessionStore()): boolean {
  const asked = new URLSearchParams(search).get(DEBUG_PARAM);
  try {
    if (asked === '1' || asked === 'true') storage?.setItem(DEBUG_STORAGE_KEY, '1');
    else if (asked === '0' || asked === 'false') storage?.removeItem(DEBUG_STORAGE_KEY);
    return storage?.getItem(DEBUG_STORAGE_KEY) === '1' || asked === '1' || asked === 'true';
  } catch {
    return asked === '1' || asked === 'true';
  }
}
