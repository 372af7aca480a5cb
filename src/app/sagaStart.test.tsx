/**
 * The storefront's start makes its store without the sagas and loads them as a chunk once needed
 * (shopStore.ts, sagaSlot.ts, sagaStart.ts, start/sagaLoad.ts): what is dispatched before they run
 * reaches the reducers at once and the sagas when they arrive, in order; a page's saga started
 * meanwhile runs with them and sees its page's actions; and they are asked for no sooner than needed.
 */
import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useEffect } from 'react';
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import {
  CONSENT_COOKIE,
  readConsentCookie,
  writeConsentCookie,
} from '../features/consent/consentCookie';
import {
  accepted,
  selectConsentDialogDue,
  selectConsentStatus,
} from '../features/consent/consentSlice';
import { opened } from '../features/order/cartSlice';
import { presaleTokenEntered } from '../features/orderModel/orderEvents';
import { ORDER_STORAGE_KEY } from '../features/order/orderStorage';
import { useFeatureSaga, startFeatureSaga } from '../state/featureSagas';
import { useAppDispatch } from '../state/hooks';
import { dispatchedAt } from '../state/dispatchTime';
import { loadSagasWhenNeeded } from './start/sagaLoad';
import { sagaSlotOf } from './sagaSlot';
import { runSagas } from './sagaStart';
import { createShopStore } from './shopStore';

const pageShown = createAction<string>('test/pageShown');
let seen: string[] = [];

function* pageSaga(): SagaIterator {
  seen.push('start');
  yield takeEvery(pageShown, (action: ReturnType<typeof pageShown>) => {
    seen.push(action.payload);
  });
}

function Page() {
  useFeatureSaga(pageSaga);
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(pageShown('first effect'));
  }, [dispatch]);
  return <p>page</p>;
}

/** Until the chunk (a dynamic import) has arrived and the sagas run. */
const waitForAttached = (store: object) =>
  waitFor(() => expect(sagaSlotOf(store).attached).toBe(true));

beforeEach(() => {
  seen = [];
});
afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
  jest.useRealTimers();
});

describe('a store whose sagas come later', () => {
  it('updates the state at once and hands the sagas every action from before, in order', () => {
    const store = createShopStore();
    startFeatureSaga(store, pageSaga);
    store.dispatch(pageShown('one'));
    store.dispatch(opened());
    store.dispatch(pageShown('two'));
    expect(store.getState().cart.open).toBe(true);
    expect(seen).toEqual([]);
    expect(sagaSlotOf(store).attached).toBe(false);

    runSagas(store);
    expect(sagaSlotOf(store).attached).toBe(true);
    expect(seen).toEqual(['start', 'one', 'two']);
    // from now on, as any store's
    store.dispatch(pageShown('three'));
    expect(seen).toEqual(['start', 'one', 'two', 'three']);
  });

  it('remembers a consent choice while it is dispatched, not when the sagas come', () => {
    const store = createShopStore();
    store.dispatch(accepted());
    expect(selectConsentStatus(store.getState())).toBe('accepted');
    expect(readConsentCookie()).toEqual({ consentAll: true, policyVersion: 0 });
    expect(sagaSlotOf(store).attached).toBe(false);
  });

  it('restores the remembered consent as it is made, so the first paint shows no banner', () => {
    writeConsentCookie(false);
    const store = createShopStore();
    expect(selectConsentStatus(store.getState())).toBe('rejected');
    expect(selectConsentDialogDue(store.getState())).toBe(false);
  });

  it("runs a page's saga, started before they arrived, with them: it sees the page's first actions", () => {
    const store = createShopStore();
    render(
      <Provider store={store}>
        <Page />
      </Provider>,
    );
    expect(seen).toEqual([]);
    runSagas(store);
    expect(seen).toEqual(['start', 'first effect']);
    store.dispatch(pageShown('later'));
    expect(seen).toEqual(['start', 'first effect', 'later']);
  });

  it('tells the sagas when each action that waited for them was dispatched', () => {
    jest.useFakeTimers({ now: new Date('2026-12-12T19:30:00Z') });
    const store = createShopStore();
    const times: number[] = [];
    startFeatureSaga(store, function* timedSaga(): SagaIterator {
      yield takeEvery(pageShown, (action: ReturnType<typeof pageShown>) => {
        times.push(dispatchedAt(action));
      });
    });
    store.dispatch(pageShown('before'));
    jest.advanceTimersByTime(1500);
    runSagas(store);
    store.dispatch(pageShown('after'));
    expect(times).toEqual([
      Date.parse('2026-12-12T19:30:00Z'),
      Date.parse('2026-12-12T19:30:01.500Z'),
    ]);
  });
});

describe('when the sagas are asked for', () => {
  it('not before the first input or the idle browser', async () => {
    jest.useFakeTimers();
    const store = createShopStore();
    loadSagasWhenNeeded(store);
    store.dispatch(accepted());
    await Promise.resolve();
    expect(sagaSlotOf(store).attached).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    jest.useRealTimers();
    await waitForAttached(store);
    expect(readConsentCookie()).toEqual({ consentAll: true, policyVersion: 0 });
  });

  it('else with the pages fetched ahead, a second after load, once the browser is idle', async () => {
    const store = createShopStore();
    loadSagasWhenNeeded(store);
    await waitForAttached(store);
  });

  it('at once when an order is stored, or a page starts its saga', async () => {
    jest.useFakeTimers();
    localStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify({ orderId: 'o-1', shop: 'demo' }));
    const withOrder = createShopStore();
    loadSagasWhenNeeded(withOrder);
    localStorage.clear();
    const withPage = createShopStore();
    loadSagasWhenNeeded(withPage);
    render(
      <Provider store={withPage}>
        <Page />
      </Provider>,
    );
    jest.useRealTimers();
    await waitForAttached(withOrder);
    await waitForAttached(withPage);
    expect(seen).toEqual(['start', 'first effect']);
  });

  it('at once when a call fails or a presale address comes: the sagas must answer those promptly', async () => {
    jest.useFakeTimers();
    const failing = createAsyncThunk('test/call', (_: void, { rejectWithValue }) =>
      rejectWithValue({ status: 500 }),
    );
    const afterFailure = createShopStore();
    loadSagasWhenNeeded(afterFailure);
    await afterFailure.dispatch(failing());
    const afterPresale = createShopStore();
    loadSagasWhenNeeded(afterPresale);
    afterPresale.dispatch(presaleTokenEntered('PRESALE-1'));
    const quiet = createShopStore();
    loadSagasWhenNeeded(quiet);
    quiet.dispatch(pageShown('nothing urgent'));
    jest.useRealTimers();
    await waitForAttached(afterFailure);
    await waitForAttached(afterPresale);
    expect(sagaSlotOf(quiet).attached).toBe(false);
  });

  it('with data saver on, not ahead: only once needed', async () => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    try {
      const store = createShopStore();
      loadSagasWhenNeeded(store);
      jest.advanceTimersByTime(10_000);
      await Promise.resolve();
      expect(sagaSlotOf(store).attached).toBe(false);
      window.dispatchEvent(new Event('keydown'));
      jest.useRealTimers();
      await waitForAttached(store);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
