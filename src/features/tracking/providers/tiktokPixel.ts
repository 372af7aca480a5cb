/**
 * Tracking events -> ttq calls for the shop's TikTok pixels (pure). Each active pixel whose flag
 * for the event type is on gets it through its own instance (ttq.instance(id).track), standard
 * events by their standard name and the others under a custom event name, with event_id set to
 * the tracking event id; a page view is the pixel's own page() (TikTok's base code).
 */
import type { TrackingIntegration } from '../../../api/types';
import type { TrackingEvent } from '../trackingTypes';
import { toMajor } from '../values';
import { activePixels, defined, isStandardPixelEvent, pixelCalls } from './pixelEvents';

/**
 * ttq.instance(pixelId).track(name, params, options), or ttq.instance(pixelId).page() for a page
 * view (TikTok's base code: `ttq.load(id); ttq.page();`).
 */
export type TtqCall =
  | {
      pixelId: string;
      method: 'track';
      name: string;
      /** whether `name` is one of the standard events (else a custom event name) */
      standard: boolean;
      params: Record<string, unknown>;
      options: { event_id: string };
    }
  | { pixelId: string; method: 'page' };

/** The pixels to load (ttq.load) once consent is given. */
export function tiktokPixelIds(pixels: readonly TrackingIntegration[]): string[] {
  return activePixels(pixels).map((pixel) => pixel.id);
}

function params(event: TrackingEvent): Record<string, unknown> {
  return defined({
    content_type: 'product',
    contents: event.items.map((item) =>
      defined({
        content_id: item.id,
        content_type: 'product',
        content_name: item.name,
        content_category: item.categoryName,
        quantity: item.quantity,
        price: toMajor(item.price),
      }),
    ),
    description: event.articleName ?? event.listName,
    currency: event.currencyCode,
    value: event.conversionValue,
    order_id: event.transactionId,
  });
}

export function tiktokPixelEventCalls(
  event: TrackingEvent,
  pixels: readonly TrackingIntegration[],
): TtqCall[] {
  return pixelCalls(event, pixels, (pixelId, name): TtqCall =>
    event.type === 'pageView'
      ? { pixelId, method: 'page' }
      : {
          pixelId,
          method: 'track',
          name,
          standard: isStandardPixelEvent(name),
          params: params(event),
          options: { event_id: event.trackingEventId },
        },
  );
}
