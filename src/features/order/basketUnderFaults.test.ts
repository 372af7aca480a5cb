/**
 * Many visitors, many fault patterns, no browser: the basket of the faults journey
 * (e2e/journeys/faults-basket.spec.ts) built on a real store against the demo server failing half
 * of the calls (a 500, or a dropped connection before or after the shop did what was asked) after
 * 0–800 ms, each visitor with its own seed. The journey keeps a few browser visitors at 20 % for
 * the page's side (the messages, the cart panel); here each seed is one visitor, in fake time.
 *
 * As in the journey, a visitor adds three adults to the improv night and a guided tour, lowers the
 * adults to two, tries the used-up code USED-2025 until the shop refuses it, then SOMMER10 until
 * the basket shows it; a failure that was told is followed by trying again, as a visitor does.
 * At the end the shop holds exactly that basket: three items, one voucher, nothing doubled.
 */
import type { AppStore } from '../../state/rootState';
import { makeStore } from '../../app/store';
import { demoApiPerTest } from '../../test/demoApi';
import { message } from '../../../server/messages/messages';
import { dismissed, selectErrorAlert } from '../errors/errorAlertSlice';
import { amountChanged } from '../orderModel/orderEvents';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { orderRead } from '../orderModel/orderRead';
import { startFeatureSaga } from '../../state/featureSagas';
import { voucherRedeemed } from '../orderModel/basketEvents';
import { basketChangeKey, selectBasketChange } from './basketChanges';
import { basketSaga } from './basketSaga';
import { selectVariantAmount } from './amountSelectors';
import { selectAmountProblem, selectHasPendingAmounts, selectOrderKnown } from './orderSelectors';
import { advance, silenceErrorReports, withFakeClock } from './orderTestKit';
import { seeded } from '../../test/faultPatterns';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const VISITORS = Number(process.env.FAULT_VISITORS ?? 30);
const FIRST_SEED = Number(process.env.FAULT_FIRST_SEED ?? 1);
const FAILURE_RATE = 0.5;

const ADULT = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const TOUR = { placementId: 'pl-fuehrung', variantId: 'var-fuehrung-erwachsene' };
type Variant = typeof ADULT;

const shown = (store: AppStore, { placementId, variantId }: Variant) =>
  selectVariantAmount(store.getState(), placementId, variantId);

const held = (store: AppStore, { placementId, variantId }: Variant) =>
  (selectCurrentOrder(store.getState())?.items ?? []).filter(
    (item) => item.placementId === placementId && item.variant === variantId,
  ).length;

/** The visitor sets an amount (the stepper's clicks end there) and waits until the basket holds it. */
async function setAmount(store: AppStore, variant: Variant, amount: number): Promise<void> {
  for (let step = 0; step < 300; step += 1) {
    const pending = selectHasPendingAmounts(store.getState());
    if (!pending && shown(store, variant) === amount && held(store, variant) === amount) return;
    const told =
      selectErrorAlert(store.getState()).visible ||
      selectAmountProblem(store.getState(), variant.placementId, variant.variantId) !== undefined;
    if (step === 0 || told) {
      // the first time, or after a message (the alert, or at the amount: what the rounds could
      // not reach), read and closed: the visitor sets the amount (again). Nothing else makes
      // them set it again: a wish dropped without a word fails
      store.dispatch(dismissed());
      store.dispatch(
        amountChanged({
          ...variant,
          amount,
          ...(selectOrderKnown(store.getState()) ? {} : { onTopOfOrder: true }),
        }),
      );
    }
    await advance(100);
  }
  throw new Error(
    `${variant.variantId} did not reach ${amount} (shown ${shown(store, variant)}, held ` +
      `${held(store, variant)}; pending ${selectHasPendingAmounts(store.getState())}; message ` +
      `${selectErrorAlert(store.getState()).visible})`,
  );
}

/** A call the visitor makes, in fake time: its answer once the shop's latency has passed. */
async function answered<T>(call: Promise<T>): Promise<T> {
  let done = false;
  void call.finally(() => {
    done = true;
  });
  for (let step = 0; step < 200 && !done; step += 1) await advance(100);
  return call;
}

/** Redeems `code` as the voucher field does, until `until` holds for what the shop answered. */
async function redeem(
  store: AppStore,
  code: string,
  until: (outcome: { refusal?: string; applied: boolean }) => boolean,
): Promise<string | undefined> {
  const field = () => selectBasketChange(store.getState(), basketChangeKey.voucherField);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    // the visitor presses "Einlösen" (the button is busy until the change is through)
    store.dispatch(voucherRedeemed({ code }));
    for (let step = 0; step < 200 && field()?.status === 'pending'; step += 1) await advance(100);
    store.dispatch(dismissed());
    const refusal = field()?.refusal;
    const applied = (selectCurrentOrder(store.getState())?.vouchers ?? []).some(
      (voucher) => voucher.code === code,
    );
    if (until({ refusal, applied })) return refusal;
  }
  throw new Error(`${code}: no answer the visitor was waiting for`);
}

describe(`${VISITORS} visitors, each their own faults: a basket with a voucher under ${FAILURE_RATE * 100} % failures`, () => {
  it.each(Array.from({ length: VISITORS }, (_, index) => index + FIRST_SEED))(
    'visitor %i: the shop holds exactly the basket asked for; the used code refused, the good one once',
    async (seed) => {
      const faults = { on: true };
      const random = seeded(seed);
      const api = await start({
        failureRate: FAILURE_RATE,
        latencyMs: [0, 800],
        random: () => (faults.on ? random() : 0.99),
      });
      const store = makeStore(undefined, api.services);
      startFeatureSaga(store, basketSaga); // as the cart panel does

      await setAmount(store, ADULT, 3);
      await setAmount(store, TOUR, 1);
      await setAmount(store, ADULT, 2);

      // the used-up code: refused with the shop's reason, never applied
      const used = await redeem(store, 'USED-2025', ({ refusal, applied }) => {
        expect(applied).toBe(false);
        return refusal !== undefined;
      });
      expect(used).toBe(message('de', 'voucherUsed'));
      // the good one, tried until the basket shows it. Its first press is never told "already
      // applied": the base query's retries of one press send the same key, so a lost answer is
      // answered again, not redeemed twice (a later press after a failure told may hear it)
      let press = 0;
      await redeem(store, 'SOMMER10', ({ refusal, applied }) => {
        press += 1;
        if (press === 1) expect(refusal).not.toBe(message('de', 'voucherDuplicate'));
        return applied;
      });

      faults.on = false;
      const orderId = selectCurrentOrder(store.getState())!.id;
      const order = await answered(
        store
          .dispatch(
            orderRead.endpoints.getOrder.initiate(orderId, {
              subscribe: false,
              forceRefetch: true,
            }),
          )
          .unwrap(),
      );
      expect(order.items.map((item) => `${item.placementId} ${item.variant}`).sort()).toEqual([
        'pl-fuehrung var-fuehrung-erwachsene',
        'pl-improtheater var-impro-erwachsene',
        'pl-improtheater var-impro-erwachsene',
      ]);
      expect(order.vouchers.map((voucher) => voucher.code)).toEqual(['SOMMER10']);
    },
    60_000,
  );
});
