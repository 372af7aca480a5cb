/**
 * The amount rounds when calls fail (spec section 4, "Item amounts"; issue 17, point 5): a wish
 * kept through the rounds or given up and told, refusals, lost answers, answers out of order and
 * faults. A real store against the demo server, on jest's fake clock.
 */
import { makeStore } from '../../app/store';
import { buyer } from '../../../server/testing/fixtureIds';
import { visitor } from '../../../server/testing/shopClient';
import { demoApiPerTest } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { amountChanged, orderRestoreRequested } from '../orderModel/orderEvents';
import { REMOVALS_AT_ONCE, ROUND_PAUSE_MS } from './amountSaga';
import { selectAmountProblem, selectHasPendingAmounts } from './orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import {
  advance,
  lostAnswerDraw,
  PASS_DRAW,
  scriptedFaults,
  SERVER_ERROR_DRAW,
  settle,
  silenceErrorReports,
  until,
  withFakeClock,
} from './orderTestKit';
import { orderApi } from './orderApi';
import { orderRead } from '../orderModel/orderRead';

import {
  amountOf,
  applied,
  appliedAsClockRuns,
  IMPRO,
  INTRO,
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

describe('amount rounds when calls fail', () => {
  it('a failing add is kept through the rounds; then the visitor is told exactly what was not added', async () => {
    let failAdds = false;
    let last = '';
    const api = await start({
      failureRate: 0.5,
      onRequest: (info) => {
        last = `${info.method} ${info.path}`;
      },
      // a fault, and a 500 (nothing done): the adds fail, everything else goes through
      random: () => (failAdds && last.endsWith('/items') ? 0.1 : 0.9),
    });
    const store = api.makeStore();
    set(store, 1);
    set(store, 1, STUDENT);
    await advance(500);
    await applied(store, 1);
    expect(serverCount(store, STUDENT)).toBe(1);

    failAdds = true;
    set(store, 2);
    set(store, 3);
    set(store, 0, STUDENT);
    await advance(300);
    set(store, 4);
    expect(amountOf(store)).toBe(4);
    await advance(500);
    // the first round: the student's item is removed, the add fails (and is shown as it fails)
    const before = itemPosts(api).length;
    await until(() => selectErrorAlert(store.getState()).visible, 'the alert');
    await until(() => itemPosts(api).length === before + 3, 'the base query’s two retries');
    // the wish is kept meanwhile: still 4 on screen
    expect(amountOf(store)).toBe(4);
    expect(selectHasPendingAmounts(store.getState())).toBe(true);
    expect(serverCount(store, STUDENT)).toBe(0);

    // two more rounds, ROUND_PAUSE_MS apart, each sending the difference that is left
    await settle();
    await advance(ROUND_PAUSE_MS - 1);
    await settle();
    expect(itemPosts(api)).toHaveLength(before + 3);
    await advance(1);
    await until(() => itemPosts(api).length === before + 6, 'the second round');
    await settle();
    await advance(ROUND_PAUSE_MS);
    await until(() => itemPosts(api).length === before + 9, 'the third round');
    await until(() => !selectHasPendingAmounts(store.getState()), 'the wish given up');
    await advance(ROUND_PAUSE_MS);
    await settle();
    expect(itemPosts(api)).toHaveLength(before + 9);
    // the visitor is told what was not done, at the amount; the server's order counts again
    expect(selectAmountProblem(store.getState(), IMPRO.placementId, IMPRO.variantId)).toEqual({
      ...IMPRO,
      wanted: 4,
      held: 1,
      message: { detail: 'Interner Serverfehler' },
    });
    expect(selectAmountProblem(store.getState(), STUDENT.placementId, STUDENT.variantId)).toBe(
      undefined,
    );
    expect(amountOf(store)).toBe(1);
    expect(amountOf(store, STUDENT)).toBe(0);
    // asked again: what they were told is past
    set(store, 2);
    expect(selectAmountProblem(store.getState(), IMPRO.placementId, IMPRO.variantId)).toBe(
      undefined,
    );
  });

  it('a refusal among failures that may work again: the round is not sent again, the visitor is told', async () => {
    const api = await start();
    let failing = false;
    let refusedAdds = 0;
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (failing && request.method === 'DELETE')
          return new Response(JSON.stringify({ errors: [] }), { status: 503 });
        if (failing && request.method === 'POST' && request.url.endsWith('/items')) {
          refusedAdds += 1;
          return new Response(JSON.stringify({ errors: [{ detail: 'Ausverkauft.' }] }), {
            status: 409,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return api.services.fetchFn!(input, init);
      },
    });
    set(store, 2);
    await advance(500);
    await applied(store, 2);

    failing = true;
    set(store, 1);
    set(store, 1, STUDENT);
    await advance(500);
    await until(() => !selectHasPendingAmounts(store.getState()), 'the wish given up');
    await settle();
    await advance(ROUND_PAUSE_MS * 2);
    await settle();
    // one round: the refusal is not asked again (the removal's retries are the base query's)
    expect(refusedAdds).toBe(1);
    expect(
      selectAmountProblem(store.getState(), STUDENT.placementId, STUDENT.variantId),
    ).toMatchObject({ wanted: 1, held: 0 });
  });

  it('a refusal of the shop (409) is not asked again: the visitor is told at once', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 1, INTRO);
    await advance(500);
    await applied(store, 1, INTRO);
    const order = selectCurrentOrder(store.getState())!;
    // the order is checked out in another tab: it can no longer be changed
    const other = await visitor(api.url);
    const checkedOut = await other.api('POST', `order/${order.id}/checkout`, {
      body: { form: buyer, paymentMethod: 'twint-redirect' },
    });
    expect(checkedOut.status).toBe(200);

    set(store, 3, INTRO);
    await advance(500);
    await until(() => !selectHasPendingAmounts(store.getState()), 'the wish given up');
    expect(itemPosts(api)).toHaveLength(2);
    expect(selectAmountProblem(store.getState(), INTRO.placementId, INTRO.variantId)).toMatchObject(
      {
        wanted: 3,
        held: 1,
        message: { detail: 'Diese Bestellung kann nicht mehr geändert werden.' },
      },
    );
  });

  it('an amount asked on top of the order is added once, though its answers are lost and the round is sent again', async () => {
    let losePosts = false;
    // POST …/items: the connection dropped after the items were added
    const api = await start(
      scriptedFaults((request, n) =>
        losePosts && /^POST .*\/items$/.test(request) ? lostAnswerDraw(n) : PASS_DRAW,
      ),
    );
    const store = api.makeStore();
    set(store, 2);
    await advance(500);
    await applied(store, 2);

    // asked while the visitor could not see the order (a reload whose read had not come)
    losePosts = true;
    store.dispatch(amountChanged({ ...IMPRO, amount: 1, onTopOfOrder: true }));
    expect(amountOf(store)).toBe(3);
    const before = itemPosts(api).length;
    await advance(500);
    // the add and its two retries: every answer lost, the failure shown
    await until(() => selectErrorAlert(store.getState()).visible, 'the failure shown');
    expect(itemPosts(api)).toHaveLength(before + 3);
    losePosts = false;
    await settle();
    await advance(ROUND_PAUSE_MS);
    await settle();
    await applied(store, 3);
    // the second round read the order, found the ticket the lost answers had added: no second add
    expect(itemPosts(api)).toHaveLength(before + 3);
    expect(amountOf(store)).toBe(3);
  });

  it('an add whose answers were lost, and every read after it failed: asked again, it reads the order first and adds nothing twice', async () => {
    // basketUnderFaults.test.ts, visitor 27 at 50 % faults: the rounds gave up with the cache
    // still showing the order before the lost add; the visitor asked again, the round planned
    // from that cache and the shop held two tickets for one asked
    let faulty = false;
    const api = await start(
      scriptedFaults((request, n) => {
        if (!faulty) return PASS_DRAW;
        // POST …/items: the connection dropped after the items were added
        if (/^POST .*\/items$/.test(request)) return lostAnswerDraw(n);
        // GET the order: a 500 (nothing done)
        return /^GET .*\/order\/[^/]+$/.test(request) ? SERVER_ERROR_DRAW : PASS_DRAW;
      }),
    );
    const store = api.makeStore();
    set(store, 1, STUDENT);
    await advance(500);
    await applied(store, 1, STUDENT);

    // the add and its retries: every answer lost (the shop holds the ticket); every read of the
    // order fails, round after round, ROUND_PAUSE_MS apart, until the rounds give up
    faulty = true;
    const posts = itemPosts(api).length;
    set(store, 1);
    const told = () =>
      selectAmountProblem(store.getState(), IMPRO.placementId, IMPRO.variantId) !== undefined;
    for (let round = 0; round < 10 && !told(); round += 1) {
      await advance(500);
      await settle();
      await advance(ROUND_PAUSE_MS);
      await settle();
    }
    expect(told()).toBe(true);
    expect(itemPosts(api)).toHaveLength(posts + 3);
    expect(selectHasPendingAmounts(store.getState())).toBe(false);
    expect(serverCount(store)).toBe(0); // what the page last heard

    // the shop answers again; the visitor asks for the one ticket once more
    faulty = false;
    set(store, 1);
    await advance(500);
    await applied(store, 1);
    await settle();
    await advance(ROUND_PAUSE_MS);
    await settle();
    // the order was read first and held the ticket: no second add
    expect(itemPosts(api)).toHaveLength(posts + 3);
    const held = await (await visitor(api.url)).getOrder(selectCurrentOrder(store.getState())!.id);
    expect(held.body.items.filter((item) => item.variant === IMPRO.variantId)).toHaveLength(1);
  });

  it('an item another tab removed already counts as removed: no alert, the amount is reached', async () => {
    const api = await start();
    const store = api.makeStore();
    set(store, 2);
    await advance(500);
    await applied(store, 2);
    const order = selectCurrentOrder(store.getState())!;
    // another tab removes the newest item; this page does not know
    const otherTab = api.makeStore();
    await otherTab.dispatch(
      orderApi.endpoints.removeItem.initiate({ orderId: order.id, itemId: order.items[1].id }),
    );

    set(store, 1);
    await advance(500);
    await applied(store, 1);
    expect(amountOf(store)).toBe(1);
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
  });

  it('removals whose answers arrive out of order: the basket shows what the server holds, not the older answer', async () => {
    // the removal the server makes first answers last: its answer still holds the other item
    let madeFirst: string | null = null;
    const api = await start({
      onRequest: (info) => {
        if (info.method === 'DELETE') madeFirst ??= info.path;
      },
    });
    let answered = 0;
    let releaseOlder: (() => void) | null = null;
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: async (input, init) => {
        const method = init?.method ?? (typeof input === 'string' ? 'GET' : input.method);
        const url = typeof input === 'string' ? input : input.url;
        const answer = await api.services.fetchFn!(input, init);
        if (method !== 'DELETE') return answer;
        answered += 1;
        if (madeFirst !== null && new URL(url).pathname === madeFirst) {
          await new Promise<void>((resolve) => {
            releaseOlder = resolve;
          });
        }
        return answer;
      },
    });
    set(store, 3);
    await advance(500);
    await applied(store, 3);

    set(store, 1);
    await advance(500);
    await until(
      () => answered === 2 && releaseOlder !== null && serverCount(store) === 1,
      'the newer answer',
    );
    releaseOlder!();
    await applied(store, 1);
    await settle();
    expect(serverCount(store)).toBe(1);
    expect(amountOf(store)).toBe(1);
  });

  it('ten quick − under faults: each removal sent again until done, three at a time, nothing lost', async () => {
    // every third DELETE attempt fails, alternating a 500 and an answer lost after the removal
    let deletes = 0;
    let last = '';
    const api = await start({
      failureRate: 0.5,
      onRequest: (info) => {
        last = `${info.method} ${info.path}`;
        if (info.method === 'DELETE') deletes += 1;
      },
      random: (() => {
        const script: number[] = [];
        return () => {
          if (script.length > 0) return script.shift()!;
          if (!last.startsWith('DELETE') || deletes % 3 !== 0) return 0.9;
          // a fault; then a 500, or a dropped connection after handling
          script.push(deletes % 2 === 0 ? 0.2 : 0.7, 0.9);
          return 0.1;
        };
      })(),
    });
    let inFlight = 0;
    let most = 0;
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: async (input, init) => {
        const method = init?.method ?? (typeof input === 'string' ? 'GET' : input.method);
        if (method !== 'DELETE') return api.services.fetchFn!(input, init);
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          return await api.services.fetchFn!(input, init);
        } finally {
          inFlight -= 1;
        }
      },
    });
    set(store, 12);
    await advance(500);
    await applied(store, 12);

    for (let amount = 11; amount >= 2; amount -= 1) set(store, amount);
    // the failed removals are sent again after the base query's backoff, on the fake clock
    await appliedAsClockRuns(store, 2);
    expect(most).toBe(REMOVALS_AT_ONCE);
    const server = await store
      .dispatch(
        orderRead.endpoints.getOrder.initiate(selectCurrentOrder(store.getState())!.id, {
          subscribe: false,
          forceRefetch: true,
        }),
      )
      .unwrap();
    expect(server.items).toHaveLength(2);
    // every removal was asked once more after a fault; a 500 is shown, a lost answer is not
    expect(itemDeletes(api).length).toBeGreaterThan(10);
    expect(amountOf(store)).toBe(2);
  });

  it('an amount on top of an order that cannot be read: the visitor is told it was not added', async () => {
    const api = await start({ reservationSeconds: 600 });
    const first = api.makeStore();
    set(first, 2);
    await advance(500);
    await applied(first, 2);
    const orderId = selectCurrentOrder(first.getState())!.id;

    // the next page holds the stored order's id, but every read of the order fails
    let reads = 0;
    const store = makeStore(undefined, {
      ...api.services,
      fetchFn: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.method === 'GET' && request.url.endsWith(`/order/${orderId}`)) {
          reads += 1;
          return new Response(JSON.stringify({ errors: [] }), { status: 503 });
        }
        return api.services.fetchFn!(input, init);
      },
    });
    store.dispatch(orderRestoreRequested());
    await until(() => selectErrorAlert(store.getState()).visible, 'the failed read shown');
    await settle();
    const oneRead = reads;
    store.dispatch(amountChanged({ ...IMPRO, amount: 1, onTopOfOrder: true }));
    await advance(500);
    for (let round = 2; round <= 3; round += 1) {
      await settle();
      await advance(ROUND_PAUSE_MS);
    }
    await until(() => !selectHasPendingAmounts(store.getState()), 'the wish given up');
    // each of the three rounds tried to read it (a read and its retries), and giving up once more
    expect(reads - oneRead).toBe(4 * oneRead);
    expect(selectAmountProblem(store.getState(), IMPRO.placementId, IMPRO.variantId)).toMatchObject(
      { ...IMPRO, wanted: 1, held: 0 },
    );
    expect(itemPosts(api)).toHaveLength(1);
  });
});
