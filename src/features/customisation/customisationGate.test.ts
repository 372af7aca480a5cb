/**
 * The customisation gate when the flow's code cannot be loaded (here: its module throws as it
 * loads, as a broken chunk would): the order's request ends as failed, so the amount saga puts
 * the amounts back, and the visitor is told what failed. The normal path (the gate loads the
 * flow, the flow customises and adds) runs in customisationSaga.test.ts and amountSaga.test.ts.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { startFeatureSaga } from '../../state/featureSagas';
import { demoApiPerTest } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { customisationEnded, customisationWanted } from '../orderModel/customisationRequest';
import { silenceErrorReports, until } from '../order/orderTestKit';

jest.mock('./customisationSaga', () => {
  throw new Error('the customisation chunk is broken');
});

const start = demoApiPerTest();
silenceErrorReports();

it('ends the request as failed and says what failed when the flow cannot be loaded', async () => {
  const api = await start();
  const store = api.makeStore();
  const seen: UnknownAction[] = [];
  startFeatureSaga(store, function* record(): SagaIterator {
    yield takeEvery('*', (action: UnknownAction) => {
      seen.push(action);
    });
  });

  store.dispatch(
    customisationWanted({
      requestId: 'r1',
      items: [{ placementId: 'pl-geschenkgutschein', variant: 'var-gutschein-50' }],
    }),
  );
  await until(() => seen.some(customisationEnded.match), 'the end of the request');
  expect(seen.filter(customisationEnded.match).map((action) => action.payload)).toEqual([
    { requestId: 'r1', outcome: 'failed' },
  ]);
  expect(selectErrorAlert(store.getState())).toMatchObject({
    messageKey: 'errors.network',
    failed: 'addItems',
  });
});
