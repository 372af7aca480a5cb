import { trackingConfiguration } from '../tracking/trackingTestKit';
import { chatBootConfig } from './chatConfig';

const chat = trackingConfiguration().supportChat;

describe('chatBootConfig', () => {
  it.each([
    ['EU', '/chat/eu'],
    ['US', '/chat/us'],
    ['AU', '/chat/au'],
  ] as const)('region %s picks its API base', (region, apiBase) => {
    expect(chatBootConfig({ ...chat, region }, 'fr')).toEqual({
      appId: 'chat-app',
      apiBase,
      alignment: 'right',
      language: 'fr',
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
