/**
 * The amount gate when the rounds' code cannot be loaded (here: its module throws as it loads,
 * as a broken chunk would): the visitor's click gives way to the server's order again, and they
 * are told what failed. The normal path (the gate loads the saga with the first click, which it
 * then applies) runs in amountSaga.test.ts, through the same root sagas.
 */
import { demoApiPerTest } from '../../test/demoApi';
import { selectErrorAlert } from '../errors/errorAlertSlice';
import { selectVariantAmount } from './amountSelectors';
import { amountChanged } from '../orderModel/orderEvents';
import { selectHasPendingAmounts } from './orderSelectors';
import { silenceErrorReports, until } from './orderTestKit';

jest.mock('./amountSaga', () => {
  throw new Error('the amounts chunk is broken');
});

const start = demoApiPerTest();
silenceErrorReports();

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };

it('gives the amount back and says what failed when the rounds cannot be loaded', async () => {
  const api = await start();
  const store = api.makeStore();
  store.dispatch(amountChanged({ ...IMPRO, amount: 2 }));
  // the click shows at once, as ever
  expect(selectVariantAmount(store.getState(), IMPRO.placementId, IMPRO.variantId)).toBe(2);

  await until(() => selectErrorAlert(store.getState()).messageKey !== null, 'the error alert');
  expect(selectErrorAlert(store.getState())).toMatchObject({
    messageKey: 'errors.network',
    failed: 'addItems',
  });
  expect(selectHasPendingAmounts(store.getState())).toBe(false);
  expect(selectVariantAmount(store.getState(), IMPRO.placementId, IMPRO.variantId)).toBe(0);

  // the next click tries again (and meets the same broken chunk): nothing is left pending
  store.dispatch(amountChanged({ ...IMPRO, amount: 1 }));
  await until(() => !selectHasPendingAmounts(store.getState()), 'the second click given back');
});
