/**
 * The demo shop API's side of seats.io holds, the calls a real shop API makes to seats.io's REST
 * API (here the in-process stand-in, state.seatsio):
 *
 * - every order of a shop that sells seats gets one hold token (POST /hold-tokens), which its
 *   answer carries (`seating.holdToken`): the chart renders with `session: 'manual'` and it;
 * - the token lives as long as the order's reservation: whenever the reservation is renewed or
 *   extended, `extendSeatHolds` moves the token's expiry (POST /hold-tokens/{token}) to the
 *   reservation's end, so the two end together and the seats are free when the order expires;
 * - a seat joins the order only when seats.io says it is held with the order's token (GET
 *   /events/{key}/objects); removing its item releases it (POST .../actions/release);
 * - the checkout books the order's seats with the token (POST .../actions/book), before payment.
 */
import type { OrderItem } from '../../src/api/types';
import { ObjectStatusError, type ObjectInfo } from './seatsioObjects';
import type { OrderRecord, ShopState } from './state';

/** The seats.io event key of a placement's article, when it is sold by seat. */
export function eventKeyOf(state: ShopState, placementId: string): string | undefined {
  const { shop } = state.catalog.fixture;
  const placement = shop.placements.find((candidate) => candidate.id === placementId);
  const article =
    placement && shop.articles.find((candidate) => candidate.id === placement.articleId);
  return article?.seatsio?.eventKey;
}

const sellsSeats = (state: ShopState): boolean =>
  state.catalog.fixture.shop.articles.some((article) => article.seatsio);

/** A new order's hold token, lasting as long as its reservation; null when the shop sells no seats. */
export function openSeatHolds(state: ShopState, record: OrderRecord): void {
  if (!sellsSeats(state)) return;
  const minutes = (record.expiresAt - state.now()) / 60_000;
  record.holdToken = state.seatsio.createHoldToken(minutes).holdToken;
}

/**
 * The reservation's end as the token allows it: seats.io keeps a token for at most 2 hours after
 * it was made, so a reservation renewed again and again ends there too.
 */
export function reservationEndFor(state: ShopState, record: OrderRecord, wanted: number): number {
  const latest = record.holdToken ? state.seatsio.latestExpiry(record.holdToken) : undefined;
  return latest === undefined ? wanted : Math.min(wanted, latest);
}

/**
 * The order's hold token expires when its reservation does (called by the reservation module
 * whenever the reservation's end moves: renewed on an add, or extended).
 */
export function extendSeatHolds(state: ShopState, record: OrderRecord): void {
  if (!record.holdToken) return;
  state.seatsio.expireInMinutes(record.holdToken, (record.expiresAt - state.now()) / 60_000);
}

export type SeatProblem = 'seatTaken' | 'seatNotHeld';

/**
 * Which new items' seats are not held with the order's token: 'seatTaken' when someone else holds
 * or has booked it, 'seatNotHeld' when it is free (the visitor did not choose it on the chart).
 */
export function seatsNotHeld(
  state: ShopState,
  record: OrderRecord,
  items: readonly Pick<OrderItem, 'placementId' | 'seatLabel'>[],
): { index: number; problem: SeatProblem }[] {
  const problems: { index: number; problem: SeatProblem }[] = [];
  items.forEach((item, index) => {
    const eventKey = item.seatLabel ? eventKeyOf(state, item.placementId) : undefined;
    if (!eventKey || !item.seatLabel) return;
    const info: ObjectInfo = state.seatsio.objectInfos(eventKey, [item.seatLabel])[item.seatLabel];
    if (
      info.status === 'reservedByToken' &&
      record.holdToken &&
      info.holdToken === record.holdToken
    )
      return;
    problems.push({ index, problem: info.status === 'free' ? 'seatNotHeld' : 'seatTaken' });
  });
  return problems;
}

/**
 * A seat item left the order: its seat is released (with the token). A seat that is not held with
 * the token any more (released on the chart already) needs nothing.
 */
export function releaseSeat(state: ShopState, record: OrderRecord, item: OrderItem): void {
  const eventKey = item.seatLabel ? eventKeyOf(state, item.placementId) : undefined;
  if (!eventKey || !item.seatLabel || !record.holdToken) return;
  try {
    state.seatsio.release(eventKey, [item.seatLabel], record.holdToken);
  } catch (error) {
    if (!(error instanceof ObjectStatusError)) throw error;
  }
}

/**
 * An order expired: seats it had booked (a checkout whose payment never came back, an order put
 * back to open) are released; held ones went free with its token.
 */
export function releaseBookedSeats(state: ShopState, record: OrderRecord): void {
  for (const item of record.items) {
    const eventKey = item.seatLabel ? eventKeyOf(state, item.placementId) : undefined;
    if (!eventKey || !item.seatLabel) continue;
    const info = state.seatsio.objectInfos(eventKey, [item.seatLabel])[item.seatLabel];
    if (info.status === 'booked' && info.orderId === record.id)
      state.seatsio.release(eventKey, [item.seatLabel]);
  }
}

/** The order's seat labels by seats.io event key. */
function seatsByEvent(state: ShopState, record: OrderRecord): Map<string, string[]> {
  const byEvent = new Map<string, string[]>();
  for (const item of record.items) {
    const eventKey = item.seatLabel ? eventKeyOf(state, item.placementId) : undefined;
    if (!eventKey || !item.seatLabel) continue;
    byEvent.set(eventKey, [...(byEvent.get(eventKey) ?? []), item.seatLabel]);
  }
  return byEvent;
}

/**
 * The visitor takes up a reservation that ran out: its hold token went with it, so the order's
 * seats are held again with a new token (seats.io POST /hold-tokens, then actions/hold) lasting
 * `minutes`. Answers the seats that cannot be held (another order holds or bought them since):
 * then nothing is held and the order keeps its old token. An order whose token still lives keeps
 * it (its seats are held with it) and answers none.
 */
export function holdSeatsAgain(state: ShopState, record: OrderRecord, minutes: number): string[] {
  if (!record.holdToken || state.seatsio.retrieveHoldToken(record.holdToken)) return [];
  const byEvent = seatsByEvent(state, record);
  const lost = [...byEvent].flatMap(([eventKey, labels]) =>
    Object.values(state.seatsio.objectInfos(eventKey, labels))
      .filter((info) => info.status !== 'free')
      .map((info) => info.label),
  );
  if (lost.length > 0) return lost;
  const token = state.seatsio.createHoldToken(minutes).holdToken;
  for (const [eventKey, labels] of byEvent) state.seatsio.hold(eventKey, labels, token);
  record.holdToken = token;
  return [];
}

/**
 * The checkout books the order's seats with its hold token (seats.io: booked "right before the
 * payment gets processed"). False when seats.io refused: a seat is no longer held with the token.
 */
export function bookSeats(state: ShopState, record: OrderRecord): boolean {
  const byEvent = seatsByEvent(state, record);
  try {
    for (const [eventKey, labels] of byEvent)
      state.seatsio.book(eventKey, labels, record.holdToken ?? undefined, record.id);
    return true;
  } catch (error) {
    if (error instanceof ObjectStatusError) return false;
    throw error;
  }
}
