/**
 * Tracking events -> fbq calls for the shop's Meta pixels (pure). Each active pixel whose flag
 * for the event type is on gets it on its own (trackSingle / trackSingleCustom, so pixels with
 * different flags never receive each other's events), with the tracking event id as eventID so
 * the pixel and the server's conversion events can be matched. A page view is Meta's standard
 * PageView, as the base code sends it.
 */
import type { TrackingIntegration } from '../../../api/types';
import type { TrackingEvent } from '../trackingTypes';
import { toMajor } from '../values';
import { activePixels, defined, isStandardPixelEvent, pixelCalls } from './pixelEvents';

/** fbq(...args) */
export type FbqCall =
  | ['init', string]
  | [
      'trackSingle' | 'trackSingleCustom',
      string,
      string,
      Record<string, unknown>,
      { eventID: string },
    ];

/** Set-up once the pixel script is loaded: one init per active pixel. */
export function metaPixelSetupCalls(pixels: readonly TrackingIntegration[]): FbqCall[] {
  return activePixels(pixels).map((pixel) => ['init', pixel.id]);
}

function params(event: TrackingEvent): Record<string, unknown> {
  if (event.type === 'pageView') {
    return defined({
      page_path: event.page?.path,
      category_id: event.page?.categoryId,
      placement_id: event.page?.placementId,
    });
  }
  return defined({
    content_type: 'product',
    content_ids: event.items.map((item) => item.id),
    contents: event.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      item_price: toMajor(item.price),
    })),
    content_name: event.articleName,
    content_category: event.listName ?? event.eventName,
    num_items: event.items.reduce((sum, item) => sum + item.quantity, 0),
    currency: event.currencyCode,
    value: event.conversionValue,
    order_id: event.transactionId,
  });
}

/**
 * Meta's own standard events (developers.facebook.com/docs/meta-pixel/reference): the shared ones
 * and PageView, which Meta's base code sends as `fbq('track', 'PageView')`.
 */
const isMetaStandardEvent = (name: string): boolean =>
  name === 'PageView' || isStandardPixelEvent(name);

export function metaPixelEventCalls(
  event: TrackingEvent,
  pixels: readonly TrackingIntegration[],
): FbqCall[] {
  return pixelCalls(event, pixels, (pixelId, name): FbqCall => [
    isMetaStandardEvent(name) ? 'trackSingle' : 'trackSingleCustom',
    pixelId,
    name,
    params(event),
    { eventID: event.trackingEventId },
  ]);
}
