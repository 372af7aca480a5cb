import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { opened } from '../../features/order/cartSlice';
import { parseActionLog } from './actionLog';
import type { ActionRecorder } from './actionRecorder';
import { DEBUG_STORAGE_KEY, debugModeFor } from './debugMode';
import DebugTools from './DebugTools';
import type { downloadActionLog } from './downloadLog';

function fakeDownload() {
  const logs: string[] = [];
  const download: typeof downloadActionLog = (recorder: ActionRecorder) => {
    const json = recorder.exportJson();
    logs.push(json);
    return { fileName: 'log.json', actions: parseActionLog(json).actionCount - 1 };
  };
  return { logs, download };
}

afterEach(() => window.sessionStorage.clear());

describe('the debug tools', () => {
  it('show no panel without ?debug=1, and the shortcut still downloads the log', async () => {
    const { logs, download } = fakeDownload();
    renderWithProviders(<DebugTools download={download} />, { path: '/de' });
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.keyboard('{Control>}{Alt>}{Shift>}L{/Shift}{/Alt}{/Control}');
    expect(logs).toHaveLength(1);
    expect(parseActionLog(logs[0]).format).toBe('billett-action-log');
    await userEvent.keyboard('{Control>}L{/Control}');
    expect(logs).toHaveLength(1);
  });

  it('show a panel with ?debug=1: the count, download and clear', async () => {
    const { logs, download } = fakeDownload();
    const { store } = renderWithProviders(<DebugTools download={download} />, {
      path: '/en?debug=1',
      lang: 'en',
    });
    // the panel shows once the recorder is there (its chunk)
    const panel = await screen.findByRole('complementary', { name: 'Debug: action log' });
    await userEvent.click(screen.getByText('Action log'));
    act(() => {
      store.dispatch(opened());
    });
    expect(panel).toHaveTextContent('2 actions recorded');
    await userEvent.click(screen.getByRole('button', { name: 'Download log' }));
    expect(logs).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Log with 2 actions downloaded');
    await userEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(panel).toHaveTextContent('0 actions recorded');
    expect(screen.getByText('Download shortcut: Ctrl+Alt+Shift+L')).toBeInTheDocument();
  });
});

describe('debug mode', () => {
  it('is switched on by ?debug=1 for the session and off by ?debug=0', () => {
    expect(debugModeFor('')).toBe(false);
    expect(debugModeFor('?debug=1')).toBe(true);
    expect(window.sessionStorage.getItem(DEBUG_STORAGE_KEY)).toBe('1');
    expect(debugModeFor('?page=2')).toBe(true);
    expect(debugModeFor('?debug=0')).toBe(false);
    expect(debugModeFor('')).toBe(false);
  });
});

describe('downloadActionLog', () => {
  it('downloads the log as a JSON file', async () => {
    const { makeStore } = await import('../../app/store');
    const { loadActionRecorder } = await import('./actionTap');
    const { downloadActionLog } = await import('./downloadLog');
    const store = makeStore();
    store.dispatch(opened());
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:log';
      },
      revokeObjectURL: () => {},
    });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const result = downloadActionLog(
      (await loadActionRecorder(store))!,
      new Date('2025-03-01T10:20:30.456Z'),
    );
    expect(result).toEqual({ fileName: 'billett-action-log-2025-03-01T10-20-30.json', actions: 2 });
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['billett-action-log-2025-03-01T10-20-30.json', 'blob:log'],
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0].type).toBe('application/json');
    expect(parseActionLog(await blobs[0].text()).actionCount).toBe(3);
  });
});
