/**
 * The debug tools as a chunk of their own ('debug'), out of every visitor's first page: loaded
 * when the address asks for the panel (?debug=1, remembered for the session) or at the first
 * Ctrl+Alt+Shift+L, whose download then happens as soon as the chunk is there. From then on
 * DebugTools itself answers the shortcut. The action recorder is not here: it records from the
 * store's first action (store.ts).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../../app/hooks';
import { Part, preloadablePart, usePart } from '../navigation/preloadablePart';
import { actionRecorderOf } from './actionRecorder';
import { debugModeFor } from './debugMode';
import { isExportShortcut } from './exportShortcut';

export const debugTools = preloadablePart(
  () => import(/* webpackChunkName: "debug" */ './DebugTools'),
  ['debug'],
);

const downloads = () => import(/* webpackChunkName: "debug" */ './downloadLog');

export default function DebugToolsLoader() {
  const store = useAppStore();
  const { search } = useLocation();
  const [shortcutUsed, setShortcutUsed] = useState(false);
  const wanted = shortcutUsed || debugModeFor(search);
  const loaded = usePart(debugTools, wanted) !== null;

  // until the tools are here, the shortcut loads them and downloads the log once they are
  useEffect(() => {
    if (loaded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isExportShortcut(event)) return;
      event.preventDefault();
      setShortcutUsed(true);
      const recorder = actionRecorderOf(store);
      if (recorder) void downloads().then(({ downloadActionLog }) => downloadActionLog(recorder));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [loaded, store]);

  return <Part part={debugTools} wanted={wanted} props={{}} />;
}
