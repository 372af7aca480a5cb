/**
 * The seats.io session's end, as the storefront handles it: seats.io's chart counts down its hold
 * token's expiry (what onSessionInitialized said) and, when it runs out, shows its own "session
 * expired" dialog (docs.seats.io/docs/renderer/events-onholdtokenexpired). The storefront has its
 * own expiry dialog, in the visitor's language; there must be one only. So shortly before the
 * token the chart knows runs out (SESSION_LEAD_MS), the page decides:
 *
 * - the shop renewed or extended the reservation since the chart learnt its token (the shop API
 *   moves the token's expiry with it): the chart is redrawn, which is how seats.io documents that
 *   it learns a token's expiry again ("when the chart is (re-)rendered with an already active
 *   session", onSessionInitialized), and the count starts over;
 * - else the reservation ends with the token: the chart is taken down before its own dialog
 *   could show, and the storefront's dialog follows when its countdown reaches 0.
 *
 * (docs/decisions/seatsio-session-end.md)
 */

/** How long before the chart's token runs out the page redraws the chart or takes it down. */
export const SESSION_LEAD_MS = 2000;

/**
 * A reservation end later by more than this than when the chart learnt its token was renewed or
 * extended; less is the same end read again (each answer's receipt time differs by its latency).
 */
export const RENEWED_BY_MS = 250;

export type SessionOutcome = 'redraw' | 'end';

/**
 * At the lead before the token's end: `learnedWith` the reservation's end (ms since the epoch)
 * when the chart last learnt its token, `now` the reservation's end now (null: not known).
 */
export function sessionOutcome(learnedWith: number | null, now: number | null): SessionOutcome {
  if (now === null) return 'end';
  if (learnedWith === null) return 'redraw';
  return now - learnedWith > RENEWED_BY_MS ? 'redraw' : 'end';
}

/** When to decide, in ms from now, for a token that expires in `expiresInSeconds`. */
export const sessionCheckDelay = (expiresInSeconds: number): number =>
  Math.max(0, expiresInSeconds * 1000 - SESSION_LEAD_MS);
