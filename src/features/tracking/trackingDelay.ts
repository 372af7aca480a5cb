/** spec section 9: a domain event becomes a tracking event 100 ms after it happened (trackingSaga.ts). */
export const TRACKING_DELAY_MS = 100;
