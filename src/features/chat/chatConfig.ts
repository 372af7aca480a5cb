/**
 * The support chat's boot configuration from the shop's tracking configuration (pure): the
 * region picks one of the three regional API bases; the launcher sits on the configured side.
 */
import type { Lang, TrackingConfiguration } from '../../api/types';

export type SupportChatConfiguration = TrackingConfiguration['supportChat'];

/** What the widget's boot() is given. */
export interface ChatBootConfig {
  appId: string;
  apiBase: string;
  alignment: 'left' | 'right';
  language: Lang;
}

/** The boot configuration, or null when the chat is off, has no app id or no API base for its region. */
export function chatBootConfig(
  chat: SupportChatConfiguration | undefined,
  language: Lang,
): ChatBootConfig | null {
  if (!chat?.active || !chat.appId || !chat.scriptUrl) return null;
  const apiBase = chat.apiBases[chat.region];
  if (!apiBase) return null;
  return {
    appId: chat.appId,
    apiBase,
    alignment: chat.alignment === 'left' ? 'left' : 'right',
    language,
  };
}
