import type { RequestHandler } from 'express';
import { parseCookies } from '../http/cookies';
import { SESSION_COOKIE } from './csrf';
import type { OrderRecord, ShopState } from '../shopState/state';

/**
 * The demo shop forgets what nobody can use any more, so its memory stays bounded however long
 * it runs (docs/decisions/demo-shop-state.md). All times are the shop's clock.
 */
export interface EvictionRules {
  /**
   * An order whose reservation ran out without checkout is kept this long after the end: its
   * status page says "expired" meanwhile, then "no such order".
   */
  expiredGraceMs: number;
  /**
   * An order that went to payment (pending, paid, failed, cancelled) is kept this long after its
   * reservation's end, so the status page works for a day after the purchase. A paid order's seats
   * stay sold when it is forgotten: seats.io keeps them booked
   * (server/shopState/seatsioObjects.ts).
   */
  settledRetentionMs: number;
  /** A session not seen for this long is forgotten (Laravel's default session lifetime). */
  sessionIdleMs: number;
  /** At most this many orders: past it, the least useful go first (see capOrders). */
  maxOrders: number;
  /** At most this many sessions: past it, the longest unseen go first. */
  maxSessions: number;
  /** How often everything is looked through; a count past its cap also starts a sweep. */
  sweepIntervalMs: number;
}

const MINUTE = 60_000;

export const EVICTION_RULES: EvictionRules = {
  expiredGraceMs: 60 * MINUTE,
  settledRetentionMs: 24 * 60 * MINUTE,
  sessionIdleMs: 120 * MINUTE,
  maxOrders: 20_000,
  maxSessions: 50_000,
  sweepIntervalMs: MINUTE,
};

/** Past a cap, the state is cut to this share of it, so a flood does not sweep on every call. */
const CUT_TO = 0.9;

/** When an order may be forgotten (ms since the epoch); Infinity: never. */
export function evictableAt(record: OrderRecord, rules: EvictionRules = EVICTION_RULES): number {
  switch (record.status) {
    case 'open':
    case 'expired':
      return record.expiresAt + rules.expiredGraceMs;
    default:
      return record.expiresAt + rules.settledRetentionMs;
  }
}

/**
 * Which orders go first when there are too many: those already past their reservation, then
 * those that went to payment, then the open baskets of visitors still shopping (the oldest
 * first in each).
 */
function evictionRank(record: OrderRecord, now: number): number {
  if (record.status === 'expired' || (record.status === 'open' && now >= record.expiresAt))
    return 0;
  return record.status === 'open' ? 2 : 1;
}

function capOrders(state: ShopState, rules: EvictionRules, now: number): void {
  if (state.orders.size <= rules.maxOrders) return;
  const keep = Math.floor(rules.maxOrders * CUT_TO);
  const candidates = [...state.orders.values()]
    .filter((record) => Number.isFinite(evictableAt(record, rules)))
    .sort(
      (a, b) =>
        evictionRank(a, now) - evictionRank(b, now) ||
        evictableAt(a, rules) - evictableAt(b, rules),
    );
  for (const record of candidates) {
    if (state.orders.size <= keep) break;
    state.orders.delete(record.id);
  }
}

/** The idempotency keys (`${orderId} ${key}`) of orders that are gone. */
function dropOrphanKeys(state: ShopState): void {
  for (const key of state.idempotency.keys()) {
    if (!state.orders.has(key.slice(0, key.indexOf(' ')))) state.idempotency.delete(key);
  }
}

/** How much the shop remembers. */
export interface StateCounts {
  sessions: number;
  orders: number;
  idempotencyKeys: number;
}

export const countState = (state: ShopState): StateCounts => ({
  sessions: state.sessions.size,
  orders: state.orders.size,
  idempotencyKeys: state.idempotency.size,
});

export interface Eviction {
  /** Notes that a session was used now (it is kept at least sessionIdleMs from now). */
  seen(sessionId: string): void;
  /** Forgets every session, order and idempotency key the rules say may go. */
  sweep(): void;
  /** Sweeps when the interval has passed or a count is past its cap (cheap otherwise). */
  sweepWhenDue(): void;
}

export function createEviction(state: ShopState, rules: EvictionRules = EVICTION_RULES): Eviction {
  /** session id -> when it was last seen, least recently seen first */
  const lastSeen = new Map<string, number>();
  let lastSweep = state.now();

  const sweepSessions = (now: number): void => {
    // a session made since the last sweep counts as seen now
    for (const id of state.sessions.keys()) if (!lastSeen.has(id)) lastSeen.set(id, now);
    const keep =
      state.sessions.size > rules.maxSessions ? Math.floor(rules.maxSessions * CUT_TO) : Infinity;
    for (const [id, at] of lastSeen) {
      if (!state.sessions.has(id)) lastSeen.delete(id);
      else if (now - at >= rules.sessionIdleMs || state.sessions.size > keep) {
        state.sessions.delete(id);
        lastSeen.delete(id);
      }
    }
  };

  const sweepOrders = (now: number): void => {
    const before = state.orders.size;
    for (const record of state.orders.values()) {
      if (now >= evictableAt(record, rules)) state.orders.delete(record.id);
    }
    capOrders(state, rules, now);
    if (state.orders.size < before) dropOrphanKeys(state);
  };

  const eviction: Eviction = {
    seen(sessionId) {
      if (!state.sessions.has(sessionId)) return;
      lastSeen.delete(sessionId);
      lastSeen.set(sessionId, state.now());
    },
    sweep() {
      const now = state.now();
      lastSweep = now;
      sweepSessions(now);
      sweepOrders(now);
    },
    sweepWhenDue() {
      if (
        state.now() - lastSweep >= rules.sweepIntervalMs ||
        state.sessions.size > rules.maxSessions ||
        state.orders.size > rules.maxOrders
      )
        eviction.sweep();
    },
  };
  return eviction;
}

/**
 * Middleware at the front of the demo shop: notes the visitor's session as seen and sweeps
 * when due. The one place the shop's state is bounded from.
 */
export function evictionMiddleware(eviction: Eviction): RequestHandler {
  return (req, _res, next) => {
    eviction.sweepWhenDue();
    const sessionId = parseCookies(req.headers.cookie)[SESSION_COOKIE];
    if (sessionId) eviction.seen(sessionId);
    next();
  };
}
