/**
 * The support chat's boot settings from the shop's tracking configuration (pure). The shop's chat
 * settings are Intercom's: the workspace (app) id, the data-hosting region whose API base the
 * Messenger talks to (US, EU, AU), the launcher's side. The result is Intercom's own settings
 * object (developers.intercom.com, "Javascript API: Attributes & Objects"): `app_id`, `api_base`,
 * `alignment`, `language_override` (the storefront's language) and the launcher's distance from
 * the window's edges (`vertical_padding`, `horizontal_padding`; "Customizing the Messenger"),
 * which the page's room for the launcher counts on (chat.css).
 */
import type { Lang, TrackingConfiguration } from '../../api/types';

export type SupportChatConfiguration = TrackingConfiguration['supportChat'];

/** Intercom's settings for Intercom('boot', settings) (window.intercomSettings). */
export interface IntercomSettings {
  app_id: string;
  api_base: string;
  alignment: 'left' | 'right';
  language_override: Lang;
  vertical_padding: number;
  horizontal_padding: number;
}

/**
 * The launcher's distance from the window's bottom and side (px): Intercom's default, said
 * explicitly because the room the page keeps below its content for the launcher (chat.css:
 * this, the launcher's at most 60 px and 16 px between) counts on it.
 */
export const LAUNCHER_PADDING_PX = 20;

/** The boot settings, or null when the chat is off, has no app id or no API base for its region. */
export function chatBootConfig(
  chat: SupportChatConfiguration | undefined,
  language: Lang,
): IntercomSettings | null {
  if (!chat?.active || !chat.appId || !chat.scriptUrl) return null;
  const apiBase = chat.apiBases[chat.region];
  if (!apiBase) return null;
  return {
    app_id: chat.appId,
    api_base: apiBase,
    alignment: chat.alignment === 'left' ? 'left' : 'right',
    language_override: language,
    vertical_padding: LAUNCHER_PADDING_PX,
    horizontal_padding: LAUNCHER_PADDING_PX,
  };
}
