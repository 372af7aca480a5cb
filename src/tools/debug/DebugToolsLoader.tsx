/**
 * The debug tools as a chunk of their own ('debug'), out of every visitor's first page: loaded
 * when the address asks for the panel (?debug=1, remembered for the session) or at the first
 * Ctrl+Alt+Shift+L, whose download then happens as soon as the chunk is there. From then on
 * DebugTools itself answers the shortcut. The action recorder is not here: the store's action tap
 * keeps every action from the first (actionTap.ts), and the recorder, a chunk of its own
 * ('action-log'), comes when the tools ask for it (or with the page in a tab that records).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppStore } from '../../state/hooks';
import { Part, preloadablePart, usePart } from '../../features/navigation/preloadablePart';
import { loadActionRecorder } from './actionTap';
import { debugModeFor } from './debugMode';
import type { DebugToolsProps } from './DebugTools';
import type { downloadActionLog } from './downloadLog';
import { isExportShortcut } from './exportShortcut';

export const debugTools = preloadablePart<DebugToolsProps>(
  () => import(/* webpackChunkName: "debug" */ './DebugTools'),
  ['debug'],
);

const loadDownload = (): Promise<typeof downloadActionLog> =>
  import(/* webpackChunkName: "debug" */ './downloadLog').then(
    (module) => module.downloadActionLog,
  );

/** `download`: default the browser's download (tests pass their own), as DebugTools. */
export default function DebugToolsLoader({ download }: DebugToolsProps) {
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
      void Promise.all([
        loadActionRecorder(store),
        download ? Promise.resolve(download) : loadDownload(),
      ])
        .then(([recorder, run]) => {
          if (recorder) run(recorder);
        })
        .catch(() => undefined); // not there (offline): the next press tries again
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [loaded, store, download]);

  return <Part part={debugTools} wanted={wanted} props={download ? { download } : {}} />;
}
