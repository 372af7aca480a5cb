/**
 * Test helpers for tracking: integrations, configurations and tracking events with sensible
 * defaults. Used by tests only.
 */
import type {
  TrackingConfiguration,
  TrackingEventFlags,
  TrackingIntegration,
} from '../../api/types';
import type { TrackingProvider } from './browserProviders';
import { TRACKING_EVENT_TYPES, type TrackingEvent, type TrackingItem } from './trackingTypes';

export const allFlags = (value = true): TrackingEventFlags =>
  Object.fromEntries(
    TRACKING_EVENT_TYPES.map((type) => [type, value]),
  ) as unknown as TrackingEventFlags;

export function integration(
  id: string,
  overrides: Partial<Omit<TrackingIntegration, 'events'>> & {
    events?: Partial<TrackingEventFlags>;
  } = {},
): TrackingIntegration {
  const { events, ...rest } = overrides;
  return {
    id,
    active: true,
    scriptUrl: `/stand-ins/${id}.js`,
    ...rest,
    events: { ...allFlags(true), ...events },
  };
}

export function trackingConfiguration(
  overrides: Partial<TrackingConfiguration> = {},
): TrackingConfiguration {
  return {
    googleAnalytics: { measurements: [integration('G-1')] },
    metaAds: { pixels: [integration('111')] },
    tiktokAds: { pixels: [integration('TT1')] },
    supportChat: {
      active: true,
      appId: 'chat-app',
      region: 'EU',
      apiBases: { EU: '/chat/eu', US: '/chat/us', AU: '/chat/au' },
      alignment: 'right',
      scriptUrl: '/stand-ins/chat/widget.js',
    },
    ...overrides,
  };
}

export const trackingItem = (overrides: Partial<TrackingItem> = {}): TrackingItem => ({
  id: 'art-1',
  name: 'Jazznacht',
  placementId: 'pl-1',
  variantId: 'var-1',
  variantName: 'Erwachsene',
  price: 4500,
  quantity: 2,
  eventId: 'ev-1',
  eventName: 'Jazznacht im Foyer',
  categoryId: 'cat-1',
  categoryName: 'Jazz',
  ...overrides,
});

export const trackingEvent = (overrides: Partial<TrackingEvent> = {}): TrackingEvent => ({
  type: 'addToBasket',
  items: [trackingItem()],
  currencyCode: 'CHF',
  conversionValue: 90,
  trackingEventId: 'te-1',
  articleName: 'Jazznacht',
  eventId: 'ev-1',
  eventName: 'Jazznacht im Foyer',
  page: { routeId: 'article', path: '/de/a/jazz-pl-1', placementId: 'pl-1' },
  ...overrides,
});

/** A provider that records what it is given (and can be told to fail). */
export function recordingProvider(name: TrackingProvider['name'] = 'analytics') {
  const sent: TrackingEvent[] = [];
  const loads: TrackingConfiguration[] = [];
  const consent: boolean[] = [];
  const provider: TrackingProvider & { fail: Error | null } = {
    name,
    fail: null,
    async load(config) {
      loads.push(config);
    },
    async send(event) {
      if (provider.fail) throw provider.fail;
      sent.push(event);
    },
    consentChanged(granted) {
      consent.push(granted);
    },
  };
  return { provider, sent, loads, consent };
}
