/**
 * Feature sagas started by their page (useFeatureSaga) or by another saga from a lazily loaded
 * chunk (startLazyFeatureSaga), on a real store: each runs once however often it is started,
 * and sees the actions of the page that started it from its first one.
 */
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createAction } from '@reduxjs/toolkit';
import type { Saga, SagaIterator } from 'redux-saga';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { startFeatureSaga, useFeatureSaga } from './featureSagas';
import { startLazyFeatureSaga } from './lazyFeatureSaga';
import { useAppDispatch } from './hooks';
import { featureSagas } from '../app/rootSaga';
import { makeStore } from '../app/store';

const pageShown = createAction<string>('test/pageShown');
const askedLazily = createAction<number>('test/askedLazily');

/** What the sagas below saw, in order: 'start' each time one starts, then the payloads. */
let seen: string[] = [];
beforeEach(() => {
  seen = [];
});

function* pageSaga(): SagaIterator {
  seen.push('start');
  yield takeEvery(pageShown, function* onShown(action: ReturnType<typeof pageShown>) {
    seen.push(action.payload);
    yield call(() => undefined);
  });
}

/** A page that dispatches on its first render's effects, the earliest a page can. */
function Page({ name }: { name: string }) {
  useFeatureSaga(pageSaga);
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(pageShown(`${name} layout`));
  }, [dispatch, name]);
  useEffect(() => {
    dispatch(pageShown(`${name} effect`));
  }, [dispatch, name]);
  return <p>{name}</p>;
}

describe('feature sagas', () => {
  it('are not in the root saga: a store runs them only once something starts them', () => {
    const store = makeStore();
    store.dispatch(pageShown('before'));
    expect(featureSagas).not.toContain(pageSaga);
    expect(seen).toEqual([]);
    startFeatureSaga(store, pageSaga);
    store.dispatch(pageShown('after'));
    expect(seen).toEqual(['start', 'after']);
  });

  it("a page's saga runs once per store, from before the page's first action, in StrictMode too", () => {
    const store = makeStore();
    const { rerender, unmount } = render(
      <StrictMode>
        <Provider store={store}>
          <Page name="first" />
        </Provider>
      </StrictMode>,
    );
    // StrictMode renders twice and runs the effects twice: the saga started once and saw them all
    expect(seen[0]).toBe('start');
    expect(seen.filter((entry) => entry === 'start')).toHaveLength(1);
    expect(seen).toContain('first layout');
    expect(seen).toContain('first effect');

    rerender(
      <StrictMode>
        <Provider store={store}>
          <Page name="second" />
        </Provider>
      </StrictMode>,
    );
    unmount();
    startFeatureSaga(store, pageSaga);
    store.dispatch(pageShown('later'));
    expect(seen.filter((entry) => entry === 'start')).toHaveLength(1);
    expect(seen.filter((entry) => entry === 'later')).toHaveLength(1);

    // another store runs its own
    const other = makeStore();
    render(
      <Provider store={other}>
        <Page name="elsewhere" />
      </Provider>,
    );
    expect(seen.filter((entry) => entry === 'start')).toHaveLength(2);
  });

  it('a saga started from another one, out of a chunk, runs once and hears what is put after', async () => {
    function* lazySaga(): SagaIterator {
      seen.push('start');
      for (;;) {
        const { payload } = (yield take(askedLazily)) as ReturnType<typeof askedLazily>;
        seen.push(`asked ${payload}`);
      }
    }
    let loads = 0;
    // a chunk that arrives later (a dynamic import)
    const load = (): Promise<Saga> =>
      new Promise((resolve) => {
        loads += 1;
        setTimeout(() => resolve(lazySaga), 5);
      });
    let done = 0;
    function* asker(round: number): SagaIterator {
      yield call(startLazyFeatureSaga, load);
      yield put(askedLazily(round));
      done += 1;
    }
    const store = makeStore();
    // two sagas of the store ask at once, each starting the lazy one first
    startFeatureSaga(store, function* first(): SagaIterator {
      yield call(asker, 1);
    });
    startFeatureSaga(store, function* second(): SagaIterator {
      yield call(asker, 2);
    });
    await waitFor(() => expect(done).toBe(2));
    expect(loads).toBe(2);
    expect(seen.filter((entry) => entry === 'start')).toHaveLength(1);
    expect(seen.slice(1).sort()).toEqual(['asked 1', 'asked 2']);
  });
});
