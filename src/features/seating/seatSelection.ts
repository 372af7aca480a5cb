/**
 * Which seats show as selected (pure). Three things say it, the newest first:
 *
 * 1. the visitor's own click (an intent), from the moment they click until the seat saga has
 *    called the server for it: so a seat answers at once, even while an order is being created;
 * 2. a call under way for the seat: a release shows it unselected, a hold or the removal that
 *    starts a ticket type swap selected;
 * 3. the server's order: the seats its items are on.
 *
 * An intent only counts while an order is starting or active: when creating the order failed or
 * the reservation ran out, nothing the visitor asked for is under way any more.
 */
import type { OrderPhase } from '../order/orderLifecycleSlice';
import type { SeatCall } from './seatCalls';

export interface SeatIntent {
  /** selected (true) or let go (false) */
  wanted: boolean;
  /** ms since the epoch, taken before the event was dispatched */
  at: number;
}

export type SeatIntents = ReadonlyMap<string, SeatIntent>;

/** An order is starting or active: the saga can act on what the visitor asks. */
export const intentsCount = (phase: OrderPhase): boolean =>
  phase === 'starting' || phase === 'active';

/**
 * A hold or release call that started at or after the intent answers it: the intent has done its
 * work. A swap's removal does not: the seat stays wanted until its new item's add starts (the
 * chart must not let the seat go in between).
 */
const answered = (intent: SeatIntent, call: SeatCall | undefined): boolean =>
  call !== undefined && call.kind !== 'swap' && call.startedAt >= intent.at;

/** Whether a seat shows as selected. */
export function isSeatSelected(
  label: string,
  inOrder: ReadonlySet<string>,
  calls: ReadonlyMap<string, SeatCall>,
  intents: SeatIntents,
  phase: OrderPhase,
): boolean {
  const intent = intents.get(label);
  const call = calls.get(label);
  if (intent && intentsCount(phase) && !answered(intent, call)) return intent.wanted;
  if (call?.status === 'pending') return call.kind !== 'release';
  return inOrder.has(label);
}

/** Every seat that shows as selected. */
export function selectedSeats(
  inOrder: ReadonlySet<string>,
  calls: ReadonlyMap<string, SeatCall>,
  intents: SeatIntents,
  phase: OrderPhase,
): Set<string> {
  const labels = new Set<string>([...inOrder, ...intents.keys()]);
  for (const call of calls.values()) labels.add(call.seatLabel);
  const selected = new Set<string>();
  for (const label of labels) {
    if (isSeatSelected(label, inOrder, calls, intents, phase)) selected.add(label);
  }
  return selected;
}

/**
 * The intents that say nothing any more: answered by a call that is over, agreeing with the order
 * while no call is under way (the saga had nothing to do), or made void by the order's phase.
 */
export function spentIntents(
  intents: SeatIntents,
  inOrder: ReadonlySet<string>,
  calls: ReadonlyMap<string, SeatCall>,
  phase: OrderPhase,
): string[] {
  const spent: string[] = [];
  for (const [label, intent] of intents) {
    const call = calls.get(label);
    const pending = call?.status === 'pending';
    if (
      !intentsCount(phase) ||
      (answered(intent, call) && !pending) ||
      (!pending && intent.wanted === inOrder.has(label))
    ) {
      spent.push(label);
    }
  }
  return spent;
}

/** The intents without the given seats (the same map when there is nothing to drop). */
export function withoutIntents(intents: SeatIntents, labels: readonly string[]): SeatIntents {
  if (labels.length === 0) return intents;
  const next = new Map(intents);
  for (const label of labels) next.delete(label);
  return next;
}

/** The intents with one more. */
export function withIntent(intents: SeatIntents, label: string, intent: SeatIntent): SeatIntents {
  return new Map(intents).set(label, intent);
}
