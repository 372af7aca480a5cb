/**
 * The debug tools are a chunk of their own: nothing of them renders until asked for; ?debug=1
 * brings the panel, and the first Ctrl+Alt+Shift+L downloads the log once, then the tools answer
 * the shortcut themselves (never two downloads for one press).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { parseActionLog } from './actionLog';
import type { ActionRecorder } from './actionRecorder';
import DebugToolsLoader, { debugTools } from './DebugToolsLoader';
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

const SHORTCUT = '{Control>}{Alt>}{Shift>}L{/Shift}{/Alt}{/Control}';

afterEach(() => window.sessionStorage.clear());

describe('the debug tools loader', () => {
  it('downloads the log at the first shortcut, then leaves the shortcut to the tools', async () => {
    const { logs, download } = fakeDownload();
    const { i18n } = renderWithProviders(<DebugToolsLoader download={download} />, {
      path: '/de',
    });
    expect(screen.queryByRole('complementary')).toBeNull();

    await userEvent.keyboard(SHORTCUT);
    await waitFor(() => expect(logs).toHaveLength(1));
    expect(parseActionLog(logs[0]).format).toBe('billett-action-log');
    await waitFor(() => expect(debugTools.ready(i18n, 'de')).not.toBeNull());

    // the tools answer the press at once; an answer of the loader too (were it still listening)
    // would come in the promise callbacks the press started, which have all run when the
    // keyboard is done
    await userEvent.keyboard(SHORTCUT);
    expect(logs).toHaveLength(2);
    // no panel without ?debug=1
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('brings the panel with ?debug=1', async () => {
    const { download } = fakeDownload();
    renderWithProviders(<DebugToolsLoader download={download} />, { path: '/de?debug=1' });
    expect(
      await screen.findByRole('complementary', { name: 'Debug: Aktionsprotokoll' }),
    ).toBeInTheDocument();
  });
});
