/**
 * The customisation flow on a real store against the demo server, on jest's fake clock: the
 * amount saga hands the items that need the visitor to the flow; the test answers each screen
 * the way the dialog does (stepCompleted with the drafts) and reads the server's order.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import type { NewOrderItem, Order } from '../../api/types';
import { startFeatureSaga } from '../../state/featureSagas';
import { featureSagas } from '../../app/rootSaga';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest, type TestApi } from '../../test/demoApi';
import { amountChanged, reservationExpired } from '../orderModel/orderEvents';
import { selectHasPendingAmounts } from '../order/orderSelectors';
import { selectVariantAmount } from '../order/amountSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { advance, settle, silenceErrorReports, until, withFakeClock } from '../order/orderTestKit';
import { customisationEnded, customisationRequested } from '../orderModel/customisationRequest';
import { customisationSaga } from './customisationSaga';
import {
  cancelled,
  selectCustomisation,
  selectLastAddedPlacementId,
  started,
  stepCompleted,
  type CustomisationStep,
} from './customisationSlice';
import { orderRead } from '../orderModel/orderRead';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

const seen: UnknownAction[] = [];
function* recordActions(): SagaIterator {
  yield takeEvery('*', (action: UnknownAction) => {
    seen.push(action);
  });
}
beforeAll(() => featureSagas.push(recordActions));
afterAll(() => featureSagas.splice(featureSagas.indexOf(recordActions), 1));
beforeEach(() => {
  seen.length = 0;
});

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const ZAUBER = { placementId: 'pl-zauberfloete', variantId: 'var-zauberfloete-kind' };
const VOUCHER = { placementId: 'pl-geschenkgutschein', variantId: 'var-gutschein-50' };
const WISH = { placementId: 'pl-geschenkgutschein', variantId: 'var-gutschein-wunschbetrag' };
const CONCERT = { placementId: 'pl-konzertgutschein', variantId: 'var-konzertgutschein' };
const SOLI = { placementId: 'pl-jazz-nacht', variantId: 'var-jazz-soli' };
type Target = typeof IMPRO;

const itemPosts = (api: TestApi) =>
  api.requests.filter(
    (r) => r.method === 'POST' && /^\/api\/shop\/v2\/order\/[^/]+\/items$/.test(r.path),
  );
const set = (store: AppStore, target: Target, amount: number) =>
  store.dispatch(amountChanged({ ...target, amount }));
const flow = (store: AppStore) => selectCustomisation(store.getState());
const startedFlows = () => seen.filter(started.match);
const endings = () => seen.filter(customisationEnded.match).map((a) => a.payload.outcome);

/** Wait until the dialog shows `step`. */
const showing = (store: AppStore, step: CustomisationStep) =>
  until(() => flow(store).active && flow(store).step === step, `the ${step} screen`);

/** Answer the current screen as the dialog does: every draft, changed by `change`. */
function answer(store: AppStore, change: (item: NewOrderItem) => NewOrderItem) {
  const { step, items } = flow(store);
  if (!step) throw new Error('no screen is open');
  store.dispatch(stepCompleted({ step, items: items.map(change) }));
}

/** The order as the server holds it now. */
async function serverOrder(store: AppStore): Promise<Order> {
  return store
    .dispatch(
      orderRead.endpoints.getOrder.initiate(selectCurrentOrder(store.getState())!.id, {
        subscribe: false,
        forceRefetch: true,
      }),
    )
    .unwrap();
}

/** Until the flow is over and the amounts agree with the server again. */
const over = (store: AppStore) =>
  until(
    () => !flow(store).active && endings().length > 0 && !selectHasPendingAmounts(store.getState()),
    'the end of the flow',
  );

describe('the customisation flow', () => {
  it('adds an item with a single delivery option and nothing else at once, without a screen', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, IMPRO, 1);
    await advance(500);
    await until(() => selectCurrentOrder(store.getState())?.items.length === 1, 'the item');
    expect(startedFlows()).toHaveLength(0);
    expect(seen.filter(customisationRequested.match)).toHaveLength(0);
    expect(selectCurrentOrder(store.getState())!.items[0].deliveryOption).toBe('EMAIL');
    expect(selectLastAddedPlacementId(store.getState())).toBe(IMPRO.placementId);
  });

  it('finishes at once when every eligible step resolves itself, also when handed items directly', async () => {
    const api = await start();
    const store = api.makeStore();
    // handed items directly, not through customise(): the flow is started as customise() does
    startFeatureSaga(store, customisationSaga);
    store.dispatch(
      customisationRequested({
        requestId: 'r1',
        items: [
          { placementId: IMPRO.placementId, variant: IMPRO.variantId },
          {
            placementId: 'pl-familienpaket',
            variant: 'var-familienpaket',
            childItems: [
              { variantId: 'var-familienpaket-erwachsene' },
              { variantId: 'var-familienpaket-kind' },
              { variantId: 'var-familienpaket-kind' },
            ],
          },
        ],
      }),
    );
    await until(() => endings().length === 1, 'the end');
    expect(endings()).toEqual(['added']);
    expect(startedFlows()).toHaveLength(0);
    expect(itemPosts(api)).toHaveLength(1);
    const order = await serverOrder(store);
    expect(order.items.map((item) => [item.placementId, item.deliveryOption])).toEqual([
      [IMPRO.placementId, 'EMAIL'],
      ['pl-familienpaket', 'EMAIL'],
    ]);
    // the first item's placement is the last added one
    expect(selectLastAddedPlacementId(store.getState())).toBe(IMPRO.placementId);
    expect(flow(store)).toMatchObject({ active: false, step: null, items: [] });
  });

  it('pl-zauberfloete asks for the delivery, then the options, and adds with the chosen ones', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, ZAUBER, 2);
    await advance(500);
    await showing(store, 'delivery');
    expect(flow(store)).toMatchObject({
      group: 0,
      items: [{ variant: ZAUBER.variantId }, { variant: ZAUBER.variantId }],
    });
    // the visitor sees what they asked for while they choose; nothing is added yet
    expect(selectVariantAmount(store.getState(), ZAUBER.placementId, ZAUBER.variantId)).toBe(2);
    await settle();
    expect(itemPosts(api)).toHaveLength(0);

    answer(store, (item) => ({ ...item, deliveryOption: 'POST' }));
    await showing(store, 'options');
    expect(flow(store).group).toBe(1);
    const park = { articleId: 'art-parkticket', variantId: 'var-parkticket' };
    const booklet = { articleId: 'art-programmheft', variantId: 'var-programmheft' };
    let first = true;
    answer(store, (item) => {
      const options = first ? [booklet, park] : [];
      first = false;
      return { ...item, options };
    });
    await over(store);

    expect(endings()).toEqual(['added']);
    expect(itemPosts(api)).toHaveLength(1);
    const order = await serverOrder(store);
    expect(order.items.map((item) => item.deliveryOption)).toEqual(['POST', 'POST']);
    expect(order.items[0].options).toEqual([booklet, park]);
    expect(order.items[1].options).toEqual([]);
    expect(selectVariantAmount(store.getState(), ZAUBER.placementId, ZAUBER.variantId)).toBe(2);
    expect(selectLastAddedPlacementId(store.getState())).toBe(ZAUBER.placementId);
  });

  it('a voucher with inscription ENABLED asks for the inscription after the delivery', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, VOUCHER, 1);
    await advance(500);
    await showing(store, 'delivery');
    answer(store, (item) => ({ ...item, deliveryOption: 'POST' }));
    await showing(store, 'inscription');
    answer(store, (item) => ({ ...item, inscription: 'Alles Gute!' }));
    await over(store);
    const [item] = (await serverOrder(store)).items;
    expect(item).toMatchObject({ deliveryOption: 'POST', inscription: 'Alles Gute!' });
  });

  it('EMAIL_SHIPPING_ONLY asks for the inscription only when EMAIL was chosen', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, CONCERT, 1);
    await advance(500);
    await showing(store, 'delivery');
    answer(store, (item) => ({ ...item, deliveryOption: 'PICKUP' }));
    await over(store);
    expect(seen.filter((a) => a.type === 'customisation/groupAdvanced')).toHaveLength(0);
    expect((await serverOrder(store)).items[0]).toMatchObject({
      deliveryOption: 'PICKUP',
      inscription: null,
    });

    seen.length = 0;
    set(store, CONCERT, 2);
    await advance(500);
    await showing(store, 'delivery');
    answer(store, (item) => ({ ...item, deliveryOption: 'EMAIL' }));
    await showing(store, 'inscription');
    answer(store, (item) => ({ ...item, inscription: 'Für Anna' }));
    await over(store);
    expect((await serverOrder(store)).items[1]).toMatchObject({
      deliveryOption: 'EMAIL',
      inscription: 'Für Anna',
    });
  });

  it('a CHOICE price below the minimum adds nothing; a valid one is added with that price', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, SOLI, 1);
    await advance(500);
    // the single delivery option resolved itself, the general options alone ask nothing
    await showing(store, 'choicePrice');
    expect(flow(store).items[0].deliveryOption).toBe('EMAIL');

    answer(store, (item) => ({ ...item, price: 1499 }));
    await settle();
    expect(flow(store)).toMatchObject({ active: true, step: 'choicePrice' });
    expect(itemPosts(api)).toHaveLength(0);

    answer(store, (item) => ({ ...item, price: 2500 }));
    await over(store);
    expect((await serverOrder(store)).items[0]).toMatchObject({
      variant: SOLI.variantId,
      price: 2500,
    });
  });

  it('walks delivery, inscription and price for the voucher of your choice', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, WISH, 1);
    await advance(500);
    await showing(store, 'delivery');
    answer(store, (item) => ({ ...item, deliveryOption: 'EMAIL' }));
    await showing(store, 'inscription');
    answer(store, (item) => ({ ...item, inscription: 'Happy birthday' }));
    await showing(store, 'choicePrice');
    expect(flow(store).group).toBe(2);
    answer(store, (item) => ({ ...item, price: 4200 }));
    await over(store);
    expect((await serverOrder(store)).items[0]).toMatchObject({
      deliveryOption: 'EMAIL',
      inscription: 'Happy birthday',
      price: 4200,
    });
    expect(selectLastAddedPlacementId(store.getState())).toBe(WISH.placementId);
  });

  it('adds what needs nothing at once and waits for the visitor with the rest', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, IMPRO, 1);
    set(store, ZAUBER, 1);
    await advance(500);
    await showing(store, 'delivery');
    await until(() => selectCurrentOrder(store.getState())?.items.length === 1, 'the ready item');
    expect(selectCurrentOrder(store.getState())!.items[0].variant).toBe(IMPRO.variantId);
    expect(flow(store).items).toEqual([
      { placementId: ZAUBER.placementId, variant: ZAUBER.variantId },
    ]);
    answer(store, (item) => ({ ...item, deliveryOption: 'EMAIL' }));
    await showing(store, 'options');
    answer(store, (item) => item);
    await over(store);
    expect(itemPosts(api)).toHaveLength(2);
    expect((await serverOrder(store)).items).toHaveLength(2);
  });

  it('cancel adds nothing and the amount returns to the server’s order', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, ZAUBER, 1);
    await advance(500);
    await showing(store, 'delivery');
    answer(store, (item) => ({ ...item, deliveryOption: 'POST' }));
    await showing(store, 'options');
    store.dispatch(cancelled());
    await over(store);
    expect(endings()).toEqual(['cancelled']);
    expect(itemPosts(api)).toHaveLength(0);
    expect(selectVariantAmount(store.getState(), ZAUBER.placementId, ZAUBER.variantId)).toBe(0);
    expect((await serverOrder(store)).items).toHaveLength(0);
    expect(selectLastAddedPlacementId(store.getState())).toBeNull();

    // the next click starts a new flow at group 0
    set(store, ZAUBER, 1);
    await advance(500);
    await showing(store, 'delivery');
    expect(flow(store).group).toBe(0);
  });

  it('an expired reservation ends the flow without adding', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, VOUCHER, 1);
    await advance(500);
    await showing(store, 'delivery');
    store.dispatch(reservationExpired());
    await until(() => !flow(store).active && endings().length === 1, 'the end');
    expect(endings()).toEqual(['cancelled']);
    expect(itemPosts(api)).toHaveLength(0);
  });
});
