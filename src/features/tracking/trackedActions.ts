/**
 * The domain events the tracking saga takes (every page has them; what they become is built in
 * the 'tracking' chunk, buildTrackingEvent.ts, after full consent).
 */
import { basketItemsAdded, basketViewed } from '../orderModel/orderEvents';
import {
  addPaymentInfo,
  beginCheckout,
  pageView,
  purchase,
  selectItem,
  viewItem,
  viewItemList,
} from './trackingEvents';

export const TRACKED_ACTIONS = [
  basketItemsAdded,
  basketViewed,
  beginCheckout,
  addPaymentInfo,
  purchase,
  viewItem,
  selectItem,
  viewItemList,
  pageView,
] as const;

export const TRACKED_TYPES: string[] = TRACKED_ACTIONS.map((creator) => creator.type);
