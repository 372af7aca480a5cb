/**
 * What the two ad pixels share (spec section 9): the standard events AddToCart, AddPaymentInfo,
 * InitiateCheckout, ViewContent, Lead and Purchase; every other event goes as a custom event.
 */
import type { TrackingIntegration } from '../../../api/types';
import type { TrackingEvent, TrackingEventType } from '../trackingTypes';

export const PIXEL_STANDARD_EVENTS = [
  'AddToCart',
  'AddPaymentInfo',
  'InitiateCheckout',
  'ViewContent',
  'Lead',
  'Purchase',
] as const;

/**
 * The pixel event name of each type. No tracking event type is a lead, so Lead is never sent;
 * page views, picked items, the basket and lists are custom events.
 */
export const PIXEL_EVENT_NAMES: Record<TrackingEventType, string> = {
  addToBasket: 'AddToCart',
  addPaymentInfo: 'AddPaymentInfo',
  beginCheckout: 'InitiateCheckout',
  viewItem: 'ViewContent',
  purchase: 'Purchase',
  pageView: 'PageView',
  selectItem: 'SelectItem',
  viewBasket: 'ViewCart',
  viewItemList: 'ViewItemList',
};

export const isStandardPixelEvent = (name: string): boolean =>
  (PIXEL_STANDARD_EVENTS as readonly string[]).includes(name);

/** The active pixels whose flag for this event type is on. */
export const pixelsFor = (event: TrackingEvent, pixels: readonly TrackingIntegration[]) =>
  pixels.filter((pixel) => pixel.active && pixel.id && pixel.events[event.type]);

export const activePixels = (pixels: readonly TrackingIntegration[]) =>
  pixels.filter((pixel) => pixel.active && pixel.id);

export const defined = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

/**
 * One call per active pixel whose flag for this event type is on; `call` makes it from the
 * pixel's id and the event's pixel name.
 */
export function pixelCalls<Call>(
  event: TrackingEvent,
  pixels: readonly TrackingIntegration[],
  call: (pixelId: string, name: string) => Call,
): Call[] {
  const name = PIXEL_EVENT_NAMES[event.type];
  return pixelsFor(event, pixels).map((pixel) => call(pixel.id, name));
}
