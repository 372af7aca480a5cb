/**
 * The action log in the running app: a keyboard shortcut (Ctrl+Alt+Shift+L) downloads it on
 * every page of the shop layout, and with ?debug=1 in the address a small panel shows how many
 * actions are recorded, with buttons to download and to clear the log.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Button from '../../components/Button';
import { useAppStore } from '../../state/hooks';
import type { ActionRecorder } from './actionRecorder';
import { actionRecorderOf, loadActionRecorder } from './actionTap';
import { debugModeFor } from './debugMode';
import { downloadActionLog } from './downloadLog';
import { EXPORT_SHORTCUT_LABEL, isExportShortcut } from './exportShortcut';
import './DebugTools.css';

export interface DebugToolsProps {
  /** default: the browser download (tests pass their own) */
  download?: typeof downloadActionLog;
}

/** The store's recorder, once its chunk is there (asked for at once). */
function useActionRecorder(): ActionRecorder | null {
  const store = useAppStore();
  const [recorder, setRecorder] = useState(() => actionRecorderOf(store) ?? null);
  useEffect(() => {
    if (recorder) return undefined;
    let current = true;
    loadActionRecorder(store).then(
      (loaded) => {
        if (current && loaded) setRecorder(loaded);
      },
      () => undefined, // the panel stays away; the shortcut asks again
    );
    return () => {
      current = false;
    };
  }, [store, recorder]);
  return recorder;
}

export default function DebugTools({ download = downloadActionLog }: DebugToolsProps) {
  const store = useAppStore();
  const recorder = useActionRecorder();
  const { search } = useLocation();
  const debug = debugModeFor(search);
  const [downloaded, setDownloaded] = useState<number | null>(null);

  const exportLog = useCallback(() => {
    if (recorder) {
      setDownloaded(download(recorder).actions);
      return;
    }
    // a press while the recorder is still on its way downloads once it is there
    loadActionRecorder(store).then(
      (loaded) => {
        if (loaded) setDownloaded(download(loaded).actions);
      },
      () => undefined,
    );
  }, [store, recorder, download]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isExportShortcut(event)) return;
      event.preventDefault();
      exportLog();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [exportLog]);

  if (!recorder || !debug) return null;
  return <DebugPanel recorder={recorder} onDownload={exportLog} downloaded={downloaded} />;
}

interface DebugPanelProps {
  recorder: ActionRecorder;
  onDownload: () => void;
  downloaded: number | null;
}

function DebugPanel({ recorder, onDownload, downloaded }: DebugPanelProps) {
  const { t } = useTranslation('debug');
  const count = useSyncExternalStore(recorder.subscribe, recorder.count, recorder.count);
  const [cleared, setCleared] = useState(false);

  return (
    <aside className="debug-panel" aria-label={t('panel.label')}>
      <details className="debug-panel__details">
        <summary className="debug-panel__summary">{t('panel.title', { count })}</summary>
        <div className="debug-panel__body">
          <p className="debug-panel__text">{t('panel.recorded', { count })}</p>
          <p className="debug-panel__text">
            {t('panel.shortcut', { keys: EXPORT_SHORTCUT_LABEL })}
          </p>
          <div className="debug-panel__actions">
            <Button size="small" onClick={onDownload}>
              {t('panel.download')}
            </Button>
            <Button
              size="small"
              variant="outline"
              onClick={() => {
                recorder.clear();
                setCleared(true);
              }}
            >
              {t('panel.clear')}
            </Button>
          </div>
        </div>
      </details>
      <p className="debug-panel__status" role="status">
        {downloaded !== null
          ? t('panel.downloaded', { count: downloaded })
          : cleared
            ? t('panel.cleared')
            : ''}
      </p>
    </aside>
  );
}
