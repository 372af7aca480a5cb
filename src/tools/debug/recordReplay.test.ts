/**
 * Round trips: a real store (makeStore, its sagas, the demo shop API) records a visitor's session;
 * the exported log, read back from its JSON, replays through the root reducer to the same state.
 * And no access token, e-mail address or personal form value is in the exported file.
 */
import { checkoutApi } from '../../features/checkout/checkoutApi';
import { makeStore, rootReducer } from '../../app/store';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { opened } from '../../features/order/cartSlice';
import { amountChanged, presaleTokenEntered } from '../../features/orderModel/orderEvents';
import {
  createOrder,
  settle,
  silenceErrorReports,
  until,
  withFakeClock,
  advance,
} from '../../features/order/orderTestKit';
import { accessTokenReceived } from '../../features/session/sessionSlice';
import { parseActionLog, STORE_CREATED } from './actionLog';
import { loadActionRecorder } from './actionTap';
import { withLocalApiUid } from './localApiUid';
import { redactState } from './redaction';
import { replayActionLog } from './replay';
import { stableState, stateHash } from './stateHash';
import { orderApi } from '../../features/order/orderApi';
import { personalisationApi } from '../../features/personalisation/personalisationApi';
import { shopQuery } from '../../features/shop/shopQuery';

const ACCESS_TOKEN = 'demo-access-2026';
const SECOND_TOKEN = 'tok-second-9f3c1e';
const PRESALE_TOKEN = 'PRESALE-2026';
/** values a visitor typed: none may appear in an exported log */
const buyerForm = {
  firstName: 'Zoravia',
  lastName: 'Quellbrunn',
  email: 'zoravia.quellbrunn@example.ch',
  phone: '+41 79 555 12 34',
  terms: true,
};
const ticketHolder = { firstName: 'Ilvaro', lastName: 'Nettlebeck', email: 'ilvaro@example.org' };
const PERSONAL_VALUES = [
  ACCESS_TOKEN,
  SECOND_TOKEN,
  PRESALE_TOKEN,
  buyerForm.firstName,
  buyerForm.lastName,
  buyerForm.email,
  buyerForm.phone,
  ticketHolder.firstName,
  ticketHolder.lastName,
  ticketHolder.email,
];
const EMAIL = /[^\s@"']+@[^\s@"']+\.[a-z]{2,}/i;

/** The store's recorder, loaded now: it takes over every action the store's tap kept since its first. */
const recorderOf = async (store: AppStore) => {
  const recorder = await loadActionRecorder(store);
  if (!recorder) throw new Error('makeStore registers no action tap');
  return recorder;
};

const replay = (json: string) =>
  replayActionLog(parseActionLog(json), rootReducer, { prepareAction: withLocalApiUid });

describe('record and replay', () => {
  withFakeClock();
  silenceErrorReports();
  const start = demoApiPerTest();

  /** A visitor with the access token: shop, an order, items, personalisation, a checkout. */
  async function visitorSession() {
    const api = await start();
    const store = api.makeStore({
      session: { accessToken: ACCESS_TOKEN },
    });
    await store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
    const order = await createOrder(store);
    await until(() => store.getState().currentOrder.id === order.id, 'the order to be current');
    store.dispatch(
      amountChanged({
        placementId: 'pl-kammermusik',
        variantId: 'var-kammermusik-erwachsene',
        amount: 1,
      }),
    );
    await advance(600);
    await until(() => store.getState().order.pendingAmounts !== undefined, 'the amounts');
    await settle();
    const withItem = await store
      .dispatch(
        orderApi.endpoints.addItems.initiate({
          orderId: order.id,
          items: [
            {
              variant: 'var-zauberfloete-erwachsene',
              placementId: 'pl-zauberfloete',
              deliveryOption: 'EMAIL',
            },
          ],
        }),
      )
      .unwrap();
    const personalised = withItem.items.find((item) => item.personalisation !== null);
    if (!personalised) throw new Error('the demo order has no personalised item');
    await store
      .dispatch(
        personalisationApi.endpoints.savePersonalisation.initiate({
          orderId: order.id,
          items: { [personalised.id]: ticketHolder },
        }),
      )
      .unwrap();
    store.dispatch(opened());
    store.dispatch(accessTokenReceived(SECOND_TOKEN));
    store.dispatch(presaleTokenEntered(PRESALE_TOKEN));
    await store
      .dispatch(
        checkoutApi.endpoints.payOrder.initiate({
          orderId: order.id,
          form: buyerForm,
          paymentMethod: 'twint-redirect',
        }),
      )
      .unwrap();
    await advance(3000);
    await settle();
    return { store, orderId: order.id };
  }

  it('a recorded session replays to the identical (redacted) state', async () => {
    const { store, orderId } = await visitorSession();
    const json = (await recorderOf(store)).exportJson();
    const log = parseActionLog(json);
    const live = store.getState();

    expect(log.actions[0].type).toBe(STORE_CREATED);
    expect(log.actions.map((action) => action.type)).toEqual(
      expect.arrayContaining([
        'shopApi/executeQuery/fulfilled',
        'shopApi/executeMutation/fulfilled',
        'order/amountChanged',
        'order/reservationTicked',
        'session/accessTokenReceived',
      ]),
    );
    expect(log.finalState).toEqual(stateHash(live));

    const result = replay(json);
    expect(result.differingSlices).toEqual([]);
    expect(result.newSlices).toEqual([]);
    expect(result.hash.hash).toBe(log.finalState.hash);
    // not only the hash: the replayed state IS the redacted live state, volatile fields and all
    expect(result.state).toEqual(JSON.parse(JSON.stringify(redactState(live))));
    expect(result.state.currentOrder.id).toBe(live.currentOrder.id);
    expect(Object.keys(result.state.shopApi.queries)).toEqual(
      expect.arrayContaining([`getShop("demo")`]),
    );
    expect(JSON.stringify(result.state.shopApi)).toContain(orderId);
    expect(result.state.session.accessToken).toBe('[redacted]');
    expect(result.state.cart.open).toBe(true);
  });

  it('no access token, e-mail address or personal form value is in the exported file', async () => {
    const { store } = await visitorSession();
    const json = (await recorderOf(store)).exportJson();
    for (const value of PERSONAL_VALUES) expect(json.includes(value) ? value : null).toBeNull();
    expect(json.match(EMAIL)?.[0] ?? null).toBeNull();
    // the Redux DevTools part is redacted the same way (it is JSON inside the JSON)
    const { payload, preloadedState } = parseActionLog(json);
    for (const text of [payload, preloadedState])
      for (const value of PERSONAL_VALUES) expect(text.includes(value) ? value : null).toBeNull();
    // ... while the live state does hold them (the redaction happened on the way into the log)
    expect(store.getState().session.accessToken).toBe(SECOND_TOKEN);
  });

  it('the Redux DevTools form replays to the same state', async () => {
    const { store } = await visitorSession();
    const log = parseActionLog((await recorderOf(store)).exportJson());
    // what Redux DevTools' IMPORT_STATE does with an array payload: committedState, then every action
    const actions = JSON.parse(log.payload) as { type: string }[];
    let state = JSON.parse(log.preloadedState) as ReturnType<typeof rootReducer>;
    state = rootReducer(state, { type: '@@INIT' });
    for (const action of actions) state = rootReducer(state, action);
    expect(stateHash(state).hash).toBe(log.finalState.hash);
    expect(actions.some((action) => action.type === STORE_CREATED)).toBe(false);
  });

  it('a store made with a preloaded state starts its log from it', async () => {
    const store = makeStore({ locale: { lang: 'fr' } });
    store.dispatch(opened());
    const log = parseActionLog((await recorderOf(store)).exportJson());
    expect(log.actions.map((action) => action.type)).toEqual([
      STORE_CREATED,
      'shopApi/config/middlewareRegistered',
      'cart/opened',
    ]);
    const result = replay(JSON.stringify(log));
    expect(result.state.locale.lang).toBe('fr');
    expect(stableState(result.state)).toEqual(stableState(store.getState()));
  });
});
