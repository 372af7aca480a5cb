import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import { startDemoServer } from '../server/listen';
import { EVICTION_RULES, type StateCounts } from '../server/demoApi/eviction';
import { buyer, DEMO, fluteAdult } from '../server/testing/fixtureIds';
import { ShopClient } from '../server/testing/shopClient';
import { progress } from './progress';
import { stateBound, type MemoryLoop } from './stateBound';

/** 10,000 visitors, a visitor every 30 s of the shop's clock (83 hours), one in five pays. */
export const MEMORY_LOOP: MemoryLoop = {
  visitors: 10_000,
  concurrency: 8,
  clockStepMs: 30_000,
  paidEvery: 5,
  checkpointEvery: 1_000,
};

/** The demo shop's reservation length (DEMO_RESERVATION_SECONDS' default). */
const RESERVATION_MS = 900_000;
/** visitors before the loop, so the heap before it holds what a warm server holds */
const WARM_UP_VISITORS = 200;

export interface MemoryCheckpoint {
  visitors: number;
  /** heap used after a full garbage collection, bytes */
  heapBytes: number;
  counts: StateCounts;
}

export interface MemoryFigures {
  loop: MemoryLoop;
  /** after the warm-up, before the loop */
  before: MemoryCheckpoint;
  checkpoints: MemoryCheckpoint[];
  /** the most of each count at any checkpoint */
  peakCounts: StateCounts;
  /** what the rules allow at most (stateBound) */
  bound: StateCounts;
  durationMs: number;
}

/** Node's garbage collector, made callable (as --expose-gc would) so each heap figure is live data. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** One anonymous visitor: a session, an order with one ticket, paid when `pays`. */
async function visit(baseUrl: string, index: number, pays: boolean): Promise<void> {
  const client = new ShopClient(baseUrl);
  await client.csrf();
  const order = await client.createOrder();
  const added = await client.addItems(order.id, [fluteAdult()], `memory-${index}`);
  if (added.status !== 201) throw new Error(`adding a ticket answered ${added.status}`);
  if (!pays) return;
  const checkout = await client.api('POST', `order/${order.id}/checkout`, {
    body: { form: buyer, paymentMethod: DEMO.redirect },
  });
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
  const paid = await fetch(
    `${baseUrl}/stand-ins/payment/complete?order=${order.id}&lang=de&result=paid`,
    { redirect: 'manual' },
  );
  if (paid.status !== 303) throw new Error(`the payment answered ${paid.status}`);
}

/**
 * The demo shop's memory under `loop.visitors` anonymous visitors, each with a session and an
 * order (one in `paidEvery` paid), `concurrency` at a time, against a real demo server on
 * 127.0.0.1 whose clock the loop moves on by `clockStepMs` per visitor: the heap after a full
 * garbage collection and the state's counts, before the loop and every `checkpointEvery` visitors.
 */
export async function boundedState(loop: MemoryLoop = MEMORY_LOOP): Promise<MemoryFigures> {
  const gc = collector();
  let time = Date.UTC(2026, 11, 1, 12);
  const server = await startDemoServer({
    now: () => time,
    reservationSeconds: RESERVATION_MS / 1000,
  });
  const checkpoint = (visitors: number): MemoryCheckpoint => {
    gc();
    return { visitors, heapBytes: process.memoryUsage().heapUsed, counts: server.counts() };
  };
  try {
    for (let index = 0; index < WARM_UP_VISITORS; index += 1) {
      await visit(server.url, -index - 1, index % loop.paidEvery === 0);
      time += loop.clockStepMs;
    }
    const before = checkpoint(0);
    const checkpoints: MemoryCheckpoint[] = [];
    const started = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < loop.visitors) {
        const index = next++;
        await visit(server.url, index, index % loop.paidEvery === 0);
        time += loop.clockStepMs;
        done += 1;
        if (done % loop.checkpointEvery === 0) {
          checkpoints.push(checkpoint(done));
          progress(`  memory: ${done} visitors, ${JSON.stringify(checkpoints.at(-1)?.counts)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: loop.concurrency }, worker));
    const all = [before, ...checkpoints];
    const peak = (key: keyof StateCounts) => Math.max(...all.map((point) => point.counts[key]));
    return {
      loop,
      before,
      checkpoints,
      peakCounts: {
        sessions: peak('sessions'),
        orders: peak('orders'),
        idempotencyKeys: peak('idempotencyKeys'),
      },
      bound: stateBound(loop, EVICTION_RULES, RESERVATION_MS),
      durationMs: Date.now() - started,
    };
  } finally {
    await server.close();
  }
}
