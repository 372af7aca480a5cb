import type { EvictionRules } from '../server/demoApi/eviction';
import type { StateCounts } from '../server/demoApi/eviction';

/** The memory step's loop: visitors in a row on the shop's clock, `concurrency` at a time. */
export interface MemoryLoop {
  visitors: number;
  concurrency: number;
  /** how far the shop's clock moves on per visitor */
  clockStepMs: number;
  /** every n-th visitor pays for the order; the others leave it open */
  paidEvery: number;
  /** heap and counts after every n visitors */
  checkpointEvery: number;
}

/**
 * The most the shop may remember at any time in the loop if the rules hold: a session lives
 * until it has been idle for sessionIdleMs and the next sweep, an unpaid order until its
 * reservation's end plus the grace and the next sweep, a paid one until the end plus the
 * retention and the next sweep; each visitor makes one session, one order and one idempotency
 * key, and up to `concurrency` visitors are under way, each while the clock moves on.
 */
export function stateBound(
  loop: MemoryLoop,
  rules: EvictionRules,
  reservationMs: number,
): StateCounts {
  const visitorsWithin = (windowMs: number) =>
    Math.ceil(
      (windowMs + rules.sweepIntervalMs + loop.concurrency * loop.clockStepMs) / loop.clockStepMs,
    );
  const sessions = visitorsWithin(rules.sessionIdleMs) + loop.concurrency;
  const unpaid = visitorsWithin(reservationMs + rules.expiredGraceMs);
  const paid = Math.ceil(visitorsWithin(reservationMs + rules.settledRetentionMs) / loop.paidEvery);
  const orders = unpaid + paid;
  return { sessions, orders, idempotencyKeys: orders };
}
