/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { EVICTION_RULES } from '../server/demoApi/eviction';
import { stateBound, type MemoryLoop } from './stateBound';

const loop: MemoryLoop = {
  visitors: 10_000,
  concurrency: 8,
  clockStepMs: 30_000,
  paidEvery: 5,
  checkpointEvery: 1_000,
};

describe('stateBound', () => {
  it('allows what the eviction rules keep at a visitor every 30 s', () => {
    // sessions: 2 h idle + 1 min sweep + 8 under way (4 min) = 250 visitors, + 8 under way
    // orders: 15 min + 1 h + 1 min + 4 min = 160 visitors, + paid: (15 min + 24 h + 5 min) / 30 s / 5 = 584
    expect(stateBound(loop, EVICTION_RULES, 900_000)).toEqual({
      sessions: 258,
      orders: 744,
      idempotencyKeys: 744,
    });
  });

  it('grows with the rules’ windows and shrinks as the clock runs faster', () => {
    const bound = stateBound(loop, EVICTION_RULES, 900_000);
    const longer = stateBound(
      loop,
      { ...EVICTION_RULES, settledRetentionMs: 48 * 3_600_000 },
      900_000,
    );
    expect(longer.orders).toBeGreaterThan(bound.orders);
    expect(
      stateBound({ ...loop, clockStepMs: 60_000 }, EVICTION_RULES, 900_000).sessions,
    ).toBeLessThan(bound.sessions);
  });
});
