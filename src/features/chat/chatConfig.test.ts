import { trackingConfiguration } from '../tracking/trackingTestKit';
import { chatBootConfig } from './chatConfig';

const chat = trackingConfiguration().supportChat;

describe('chatBootConfig', () => {
  it.each([
    ['EU', '/chat/eu'],
    ['US', '/chat/us'],
    ['AU', '/chat/au'],
  ] as const)('region %s picks its API base', (region, apiBase) => {
    // Intercom's own settings names (window.intercomSettings / Intercom('boot', …))
    expect(chatBootConfig({ ...chat, region }, 'fr')).toEqual({
      app_id: 'chat-app',
      api_base: apiBase,
      alignment: 'right',
      language_override: 'fr',
      // the launcher's place, which the page's room for it counts on (chat.css)
      vertical_padding: 20,
      horizontal_padding: 20,
    });
  });

  it('keeps the alignment', () => {
    expect(chatBootConfig({ ...chat, alignment: 'left' }, 'de')?.alignment).toBe('left');
  });

  it('is null when the chat is off, has no app id or no API base for its region', () => {
    expect(chatBootConfig(undefined, 'de')).toBeNull();
    expect(chatBootConfig({ ...chat, active: false }, 'de')).toBeNull();
    expect(chatBootConfig({ ...chat, appId: '' }, 'de')).toBeNull();
    expect(chatBootConfig({ ...chat, apiBases: { ...chat.apiBases, EU: '' } }, 'de')).toBeNull();
  });
});
