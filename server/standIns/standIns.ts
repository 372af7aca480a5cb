import { Router } from 'express';
import { paymentStandIns } from './payment/paymentStandIns';
import { seatsioStandIn } from './seatsio/seatsioStandIn';
import type { ShopState } from '../shopState/state';
import { trackingStandIns } from './tracking/trackingStandIns';

export const FAVICON_PATH = '/stand-ins/media/favicon.svg';

/** The demo shop's own favicon (media.favicon), distinct from the storefront's default one. */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#7a1f3d"/><path d="M16 46V18h8l8 14 8-14h8v28h-8V32l-8 13-8-13v14z" fill="#fff"/></svg>
`;

/**
 * Stand-ins for what a real deployment loads from third parties, served on the same origin.
 * (The seats.io chart, tracking and chat stand-ins are mounted by their own modules.)
 */
export function standIns(state: ShopState): Router {
  const router = Router();
  router.get(FAVICON_PATH, (_req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(FAVICON_SVG);
  });
  router.use(paymentStandIns(state));
  router.use(trackingStandIns());
  router.use(seatsioStandIn(state));
  return router;
}
