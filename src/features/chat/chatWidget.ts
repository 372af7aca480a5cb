/**
 * The support chat on the page through Intercom's documented JavaScript API: the Messenger's
 * command queue (`window.Intercom`, a function that queues its calls in Intercom.q until the widget
 * script replaces it), `Intercom('boot', settings)`, `Intercom('update', settings)` and
 * `Intercom('shutdown')`, with the widget script (https://widget.intercom.io/widget/<app_id> in
 * production) loaded through the page's script loader (no inline script). A shutdown while the
 * script is still loading wins: its queued boot is followed by the shutdown.
 */
import {
  loadScript as loadScriptTag,
  removeScript,
  type ScriptLoader,
} from '../tracking/scriptLoader';
import type { IntercomSettings } from './chatConfig';

/** Intercom's stub: calls queue as argument lists until the widget takes over. */
interface IntercomQueue {
  (...args: unknown[]): void;
  q?: unknown[][];
  c?: (args: unknown[]) => void;
}

interface ChatWindow {
  Intercom?: IntercomQueue;
  intercomSettings?: IntercomSettings;
}

const chatWindow = () => window as unknown as ChatWindow;

/** the queueing stub this page put up (the widget replaces window.Intercom when it loads) */
let stub: IntercomQueue | null = null;

/** window.Intercom: the widget's own once loaded, else the documented queueing stub. */
function intercom(): IntercomQueue {
  const page = chatWindow();
  if (typeof page.Intercom === 'function') return page.Intercom;
  const queue: IntercomQueue = (...args: unknown[]) => queue.c?.(args);
  queue.q = [];
  queue.c = (args) => queue.q?.push(args);
  page.Intercom = queue;
  stub = queue;
  return queue;
}

/** the script and settings the chat was last booted with; null while no chat is wanted */
let wanted: { scriptUrl: string; settings: IntercomSettings } | null = null;

/**
 * The mark on <html> while the chat runs: the page keeps room below its content for the launcher
 * (chat.css), so no focused control lies under it and the page's end scrolls clear of it.
 */
export const LAUNCHER_ROOM_MARK = 'data-chat-launcher';

export async function startChat(
  scriptUrl: string,
  settings: IntercomSettings,
  load: ScriptLoader = loadScriptTag,
): Promise<void> {
  const previous = wanted;
  const request = { scriptUrl, settings };
  wanted = request;
  chatWindow().intercomSettings = settings;
  document.documentElement.setAttribute(LAUNCHER_ROOM_MARK, settings.alignment);
  const messenger = intercom();
  const sameWorkspace =
    previous !== null &&
    previous.scriptUrl === scriptUrl &&
    previous.settings.app_id === settings.app_id &&
    previous.settings.api_base === settings.api_base;
  if (sameWorkspace) {
    // another language or side for the running Messenger
    messenger('update', {
      alignment: settings.alignment,
      language_override: settings.language_override,
    });
  } else {
    if (previous) messenger('shutdown');
    messenger('boot', settings);
  }
  try {
    await load(scriptUrl);
  } catch (error) {
    // no launcher comes: no room for it
    if (wanted === request) document.documentElement.removeAttribute(LAUNCHER_ROOM_MARK);
    throw error;
  }
  if (wanted !== request) return;
  if (chatWindow().Intercom === stub) throw new Error(`${scriptUrl} did not take over Intercom`);
}

export function stopChat(): void {
  const running = wanted;
  wanted = null;
  document.documentElement.removeAttribute(LAUNCHER_ROOM_MARK);
  chatWindow().Intercom?.('shutdown');
  delete chatWindow().intercomSettings;
  if (running) removeScript(running.scriptUrl);
}
