/**
 * Many visitors, many fault patterns, no browser: the amount bursts of the faults journey
 * (e2e/journeys/faults-amounts.spec.ts) on a real store against the demo server failing half of
 * the calls (a 500, or a dropped connection before or after the shop did what was asked) after
 * 0–800 ms, each visitor with its own seed for the faults. The journey keeps a few browser
 * visitors at 20 % for the page's side; here each seed is one visitor, in jest's fake time. At 20 %
 * the base query's own retries mend nearly every fault, so the amount rounds' failure paths
 * (read the order again, apply the difference) are rarely taken: at 50 % a planted round that
 * does not read the order again after a failure doubled an add for 4 of 30 visitors.
 *
 * Each visitor clicks in bursts quicker than the shop answers; when a message shows, they read
 * it, close it, look at the amounts and click what is missing, as in the journey. At the end the
 * shop holds exactly the wish (nothing lost, nothing doubled), nothing is left pending or sent
 * afterwards (nothing stuck). Which failures must be shown, and how, stays with the journey.
 */
import type { AppStore } from '../../state/rootState';
import { makeStore } from '../../app/store';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { dismissed, selectErrorAlert } from '../errors/errorAlertSlice';
import { amountChanged } from '../orderModel/orderEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { orderRead } from '../orderModel/orderRead';
import { selectVariantAmount } from './amountSelectors';
import { selectAmountProblem, selectHasPendingAmounts, selectOrderKnown } from './orderSelectors';
import { advance, settle, silenceErrorReports, withFakeClock } from './orderTestKit';
import { BURSTS, seeded, type BurstVariant, type Wish } from '../../test/faultPatterns';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const VISITORS = Number(process.env.FAULT_VISITORS ?? 30);
const FIRST_SEED = Number(process.env.FAULT_FIRST_SEED ?? 1);
const FAILURE_RATE = 0.5;
const LATENCY_MS: [number, number] = [0, 800];

const VARIANTS = {
  adult: { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' },
  student: { placementId: 'pl-improtheater', variantId: 'var-impro-student' },
} as const;
type Which = BurstVariant;

const shown = (store: AppStore, which: Which) =>
  selectVariantAmount(store.getState(), VARIANTS[which].placementId, VARIANTS[which].variantId);

/** One click on + or −, as the amount control dispatches it (useVariantAmount). */
function click(store: AppStore, which: Which, step: 1 | -1): void {
  const state = store.getState();
  store.dispatch(
    amountChanged({
      ...VARIANTS[which],
      amount: Math.max(0, shown(store, which) + step),
      ...(selectOrderKnown(state) ? {} : { onTopOfOrder: true }),
    }),
  );
}

const clickTimes = (store: AppStore, which: Which, times: number) => {
  for (let i = 0; i < Math.abs(times); i += 1) click(store, which, times > 0 ? 1 : -1);
};

const serverCount = (store: AppStore, which: Which) =>
  (selectCurrentOrder(store.getState())?.items ?? []).filter(
    (item) =>
      item.placementId === VARIANTS[which].placementId &&
      item.variant === VARIANTS[which].variantId,
  ).length;

const reached = (store: AppStore, wish: Wish) =>
  !selectHasPendingAmounts(store.getState()) &&
  (Object.keys(wish) as Which[]).every(
    (which) => shown(store, which) === wish[which] && serverCount(store, which) === wish[which],
  );

/** Whether the page says at an amount what the rounds could not reach (VariantAmount). */
const toldAtAmount = (store: AppStore) =>
  (Object.keys(VARIANTS) as Which[]).some((which) =>
    selectAmountProblem(store.getState(), VARIANTS[which].placementId, VARIANTS[which].variantId),
  );

/**
 * The time passes (the shop answering, the 500 ms of quiet) until the page shows the wish; a
 * message is read and closed, and the visitor clicks what is missing.
 */
async function untilWish(store: AppStore, wish: Wish): Promise<void> {
  // two minutes of the shop's time: at 50 % faults a round may fail three times over, and the
  // visitor then reads the message and clicks again
  for (let step = 0; step < 1200; step += 1) {
    if (reached(store, wish)) return;
    // a message: the alert (a call failed), or at an amount (what the rounds could not reach,
    // amountsNotReached): the visitor reads it, closes the alert, looks at the amounts and clicks
    // what is missing. Nothing else makes them click: a wish the storefront drops silently fails
    const told = selectErrorAlert(store.getState()).visible || toldAtAmount(store);
    if (told) {
      store.dispatch(dismissed());
      for (const which of Object.keys(wish) as Which[])
        clickTimes(store, which, wish[which] - shown(store, which));
    }
    await advance(100);
  }
  const state = (Object.keys(wish) as Which[]).map(
    (which) => `${which}: shown ${shown(store, which)}, held ${serverCount(store, which)}`,
  );
  throw new Error(
    `the wish ${JSON.stringify(wish)} was not reached (${state.join('; ')}; pending ` +
      `${selectHasPendingAmounts(store.getState())}; message ${selectErrorAlert(store.getState()).visible})`,
  );
}

/** The shop's own order, read once the faults are off. */
async function orderOnTheServer(store: AppStore, faults: { on: boolean }) {
  faults.on = false;
  const orderId = selectCurrentOrder(store.getState())!.id;
  const read = store
    .dispatch(
      orderRead.endpoints.getOrder.initiate(orderId, { subscribe: false, forceRefetch: true }),
    )
    .unwrap();
  let answered = false;
  void read.finally(() => {
    answered = true;
  });
  // the server's latency is a timer on the fake clock, set when the request arrives: time passes
  // until the answer is in
  for (let step = 0; step < 100 && !answered; step += 1) await advance(100);
  return read;
}

const orderCalls = (api: TestApi, from: number) =>
  api.requests.slice(from).filter((request) => request.path.startsWith('/api/shop/v2/order'));

describe(`${VISITORS} visitors, each their own faults: bursts of + and − under ${FAILURE_RATE * 100} % failures`, () => {
  it.each(Array.from({ length: VISITORS }, (_, index) => index + FIRST_SEED))(
    'visitor %i: the shop holds exactly the wish; nothing lost, doubled or stuck',
    async (seed) => {
      const faults = { on: true };
      const random = seeded(seed);
      const api = await start({
        failureRate: FAILURE_RATE,
        latencyMs: LATENCY_MS,
        // once the visitor is done the faults stop, so the check reads the shop's truth
        random: () => (faults.on ? random() : 0.99),
      });
      const store = makeStore(undefined, api.services);
      // nothing doubled on the way either: no answer of the shop ever holds more of a variant
      // than the visitor has asked for at any moment (a retried add without its idempotency key
      // would double it, and the next round would quietly remove the surplus)
      const asked: Wish = { adult: 0, student: 0 };
      const held: Wish = { adult: 0, student: 0 };
      store.subscribe(() => {
        for (const which of Object.keys(VARIANTS) as Which[]) {
          asked[which] = Math.max(asked[which], shown(store, which));
          held[which] = Math.max(held[which], serverCount(store, which));
        }
      });

      for (const { clicks, wish } of BURSTS) {
        for (const [which, times] of clicks) clickTimes(store, which, times);
        await untilWish(store, wish);
      }
      const wish = BURSTS[BURSTS.length - 1].wish;

      // nothing stuck: once reached, nothing more is sent however long the page stays open
      await settle();
      const calls = api.requests.length;
      await advance(30_000);
      expect(orderCalls(api, calls)).toEqual([]);
      expect(selectHasPendingAmounts(store.getState())).toBe(false);

      // nothing lost, nothing doubled: the shop holds exactly the wish
      const order = await orderOnTheServer(store, faults);
      const count = (which: Which) =>
        order.items.filter(
          (item) =>
            item.placementId === VARIANTS[which].placementId &&
            item.variant === VARIANTS[which].variantId,
        ).length;
      expect({ adult: count('adult'), student: count('student'), all: order.items.length }).toEqual(
        { ...wish, all: wish.adult + wish.student },
      );
      expect([shown(store, 'adult'), shown(store, 'student')]).toEqual([wish.adult, wish.student]);
      expect(held.adult).toBeLessThanOrEqual(asked.adult);
      expect(held.student).toBeLessThanOrEqual(asked.student);
    },
    // a visitor takes 1–6 s of real time on a busy two-core machine (the shop's answers are real)
    60_000,
  );
});
