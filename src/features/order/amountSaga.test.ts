/** Amount changes on a real store against the demo server, on jest's fake clock. */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { featureSagas } from '../../app/rootSaga';
import type { AppStore } from '../../state/rootState';
import { demoApiPerTest } from '../../test/demoApi';
import { cancelled, selectCustomisation } from '../customisation/customisationSlice';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { basketItemsAdded } from '../orderModel/orderEvents';
import { selectHasPendingAmounts } from './orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { advance, settle, silenceErrorReports, until, withFakeClock } from './orderTestKit';

import {
  amountOf,
  applied,
  IMPRO,
  itemDeletes,
  itemPosts,
  serverCount,
  set,
  STUDENT,
} from './amountTestKit';

const start = demoApiPerTest();
withFakeClock();
silenceErrorReports();
beforeEach(() => window.localStorage.clear());

// every action the sagas see, to check the domain events
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

describe('amount changes', () => {
  it('shows the new amount at once and calls nothing before 500 ms of quiet', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 2);
    expect(amountOf(store)).toBe(2);
    await advance(499);
    await settle();
    expect(api.requestsTo('/api/shop/v2/order')).toHaveLength(0);

    await advance(1);
    await applied(store, 2);
    expect(itemPosts(api)).toHaveLength(1);
    expect(amountOf(store)).toBe(2);
  });

  it('every click starts the 500 ms again; a burst of 10 clicks makes exactly one add', async () => {
    const api = await start();
    const store = api.makeStore();
    for (let amount = 1; amount <= 10; amount += 1) {
      set(store, amount);
      expect(amountOf(store)).toBe(amount);
      await advance(400);
    }
    await settle();
    expect(api.requestsTo('/api/shop/v2/order')).toHaveLength(0);
    await advance(100);
    await applied(store, 10);
    expect(itemPosts(api)).toHaveLength(1);
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(10);
  });

  it('keeps the clicks made during a round and applies them in the next one, nothing lost or doubled', async () => {
    let itemPostsSeen = 0;
    const page: { store?: AppStore } = {};
    const api = await start({
      onRequest: (info) => {
        // the visitor clicks again while the first add is on its way
        if (info.method === 'POST' && info.path.endsWith('/items') && itemPostsSeen++ === 0) {
          set(page.store!, 3);
        }
      },
    });
    const store = api.makeStore();
    page.store = store;
    set(store, 2);
    await advance(500);
    await until(() => serverCount(store) === 2, 'the first round');
    expect(amountOf(store)).toBe(3); // still pending
    expect(itemPosts(api)).toHaveLength(1);

    await advance(499);
    await settle();
    expect(itemPosts(api)).toHaveLength(1);
    await advance(1);
    await applied(store, 3);
    expect(itemPosts(api)).toHaveLength(2);
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(3);
  });

  it('removes surplus items newest first, one call each, and adds in one call', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 3);
    set(store, 1, STUDENT);
    await advance(500);
    await applied(store, 3);
    expect(itemPosts(api)).toHaveLength(1);
    const ids = selectCurrentOrder(store.getState())!
      .items.filter((i) => i.variant === IMPRO.variantId)
      .map((i) => i.id);

    set(store, 1);
    set(store, 2, STUDENT);
    await advance(500);
    await applied(store, 1);
    await applied(store, 2, STUDENT);
    expect(itemDeletes(api).map((r) => r.path.split('/').pop())).toEqual([ids[2], ids[1]]);
    expect(itemPosts(api)).toHaveLength(2);
  });

  it('one removal, or removals with an add, read nothing more: their answers show the order', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 3);
    await advance(500);
    await applied(store, 3);
    const orderId = selectCurrentOrder(store.getState())!.id;
    const reads = () => api.requestsTo(`/api/shop/v2/order/${orderId}`, 'GET').length;
    const readsBefore = reads();

    set(store, 2);
    await advance(500);
    await applied(store, 2);
    set(store, 0);
    set(store, 1, STUDENT);
    await advance(500);
    await applied(store, 0);
    await applied(store, 1, STUDENT);
    await settle();
    expect(itemDeletes(api)).toHaveLength(3);
    expect(reads()).toBe(readsBefore);
  });

  it('adds a bundle with its minimum child items at once; a CHOICE variant and several delivery options wait for the visitor', async () => {
    const api = await start();
    const store = api.makeStore();
    const bundle = { placementId: 'pl-familienpaket', variantId: 'var-familienpaket' };
    const choice = { placementId: 'pl-jazz-nacht', variantId: 'var-jazz-soli' };
    const multiDelivery = { placementId: 'pl-zauberfloete', variantId: 'var-zauberfloete-kind' };
    set(store, 1, bundle);
    set(store, 1, choice);
    set(store, 1, multiDelivery);
    await advance(500);
    await until(() => selectCurrentOrder(store.getState())?.items.length === 1, 'the bundle');
    expect(itemPosts(api)).toHaveLength(1);
    const [added] = selectCurrentOrder(store.getState())!.items;
    expect(added.variant).toBe('var-familienpaket');
    expect(added.childItems.map((c) => c.variantId).sort()).toEqual([
      'var-familienpaket-erwachsene',
      'var-familienpaket-kind',
      'var-familienpaket-kind',
    ]);
    expect(amountOf(store, bundle)).toBe(1);

    // the other two went to the customisation flow: still pending, nothing added for them
    await until(() => selectCustomisation(store.getState()).active, 'the customisation');
    expect(selectCustomisation(store.getState()).items).toEqual([
      { variant: 'var-jazz-soli', placementId: 'pl-jazz-nacht', deliveryOption: 'EMAIL' },
      { variant: 'var-zauberfloete-kind', placementId: 'pl-zauberfloete' },
    ]);
    expect(amountOf(store, choice)).toBe(1);
    expect(amountOf(store, multiDelivery)).toBe(1);

    // the visitor cancels: their amounts return to the server's order
    store.dispatch(cancelled());
    await until(() => !selectHasPendingAmounts(store.getState()), 'the revert');
    expect(amountOf(store, choice)).toBe(0);
    expect(amountOf(store, multiDelivery)).toBe(0);
    expect(amountOf(store, bundle)).toBe(1);
    expect(itemPosts(api)).toHaveLength(1);
  });

  it('tells the tracking about the add with the same event id the add call carried', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 2);
    await advance(500);
    await applied(store, 2);
    const events = seen.filter(basketItemsAdded.match);
    expect(events).toHaveLength(1);
    expect(events[0].payload.items).toHaveLength(2);
    expect(events[0].payload.items.every((item) => item.variant === IMPRO.variantId)).toBe(true);
    expect(itemPosts(api)[0].headers['x-tracking-event-id']).toBe(
      events[0].payload.trackingEventId,
    );
  });

  it('a retried add keeps its idempotency key and is not doubled', async () => {
    let failures = 1;
    let last = '';
    const api = await start({
      failureRate: 0.5,
      onRequest: (info) => {
        last = `${info.method} ${info.path}`;
      },
      random: () => (last.endsWith('/items') && failures-- > 0 ? 0.1 : 0.9),
    });
    const store = api.makeStore();
    set(store, 2);
    await advance(500);
    await applied(store, 2);
    const posts = itemPosts(api);
    expect(posts).toHaveLength(2);
    expect(posts[0].headers['idempotency-key']).toBe(posts[1].headers['idempotency-key']);
    expect(selectCurrentOrder(store.getState())?.items).toHaveLength(2);
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
  });
});
