/** Downloads the recorder's log as a JSON file (the browser's download of a Blob URL). */
import { isLogRecord } from './actionLog';
import type { ActionRecorder } from './actionRecorder';

export interface DownloadedLog {
  fileName: string;
  /** the number of actions in the file (page-load and page-left records not counted, as in the panel) */
  actions: number;
}

/** 'billett-action-log-2025-03-01T10-20-30.json': sortable, safe in every file system. */
export const logFileName = (at: Date): string =>
  `billett-action-log-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;

export function downloadActionLog(recorder: ActionRecorder, at: Date = new Date()): DownloadedLog {
  const log = recorder.exportLog();
  const fileName = logFileName(at);
  const blob = new Blob([JSON.stringify(log, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once it started
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return {
    fileName,
    actions: log.actions.filter((action) => !isLogRecord(action.type)).length,
  };
}
