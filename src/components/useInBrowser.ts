import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and while the browser hydrates the server's page, true right after and in
 * every render the browser makes itself: for what only the browser can show (a third party's
 * widget, a style set from script), so the hydrated markup is the server's.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(nothingChanges, inBrowser, onServer);
