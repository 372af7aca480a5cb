/**
 * The support chat widget on the page: its script loaded (once), then SupportChat.boot(config);
 * shutdown() takes the launcher off the page and the script element out. A shutdown while the
 * script is still loading wins: the late load boots nothing.
 */
import {
  loadScript as loadScriptTag,
  removeScript,
  type ScriptLoader,
} from '../tracking/scriptLoader';
import type { ChatBootConfig } from './chatConfig';

interface SupportChatApi {
  boot(config: ChatBootConfig): void;
  shutdown(): void;
}

const chatApi = () => (window as unknown as { SupportChat?: SupportChatApi }).SupportChat;

/** the script the chat was last started from; null while no chat is wanted */
let wanted: { scriptUrl: string; config: ChatBootConfig } | null = null;

export async function startChat(
  scriptUrl: string,
  config: ChatBootConfig,
  load: ScriptLoader = loadScriptTag,
): Promise<void> {
  const request = { scriptUrl, config };
  wanted = request;
  await load(scriptUrl);
  if (wanted !== request) return;
  const api = chatApi();
  if (!api) throw new Error(`${scriptUrl} defined no SupportChat`);
  api.boot(config);
}

export function stopChat(): void {
  const running = wanted;
  wanted = null;
  chatApi()?.shutdown();
  if (running) removeScript(running.scriptUrl);
}
