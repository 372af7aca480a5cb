/** The amount control says, where the visitor asked, what the order could not be brought to. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountsNotReached, orderStarted } from '../orderModel/orderEvents';
import { orderRead } from '../orderModel/orderRead';
import { orderApi } from '../order/orderApi';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import VariantAmount from './VariantAmount';

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const start = demoApiPerTest();

/** A store whose current order holds `count` of IMPRO, on the demo shop. */
async function storeHolding(count: number) {
  const store = (await start()).makeStore();
  const order = await store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap();
  const items = Array.from({ length: count }, () => ({
    variant: IMPRO.variantId,
    placementId: IMPRO.placementId,
  }));
  const filled = await store
    .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items }))
    .unwrap();
  store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 60_000 }));
  store.dispatch(orderRead.util.upsertQueryData('getOrder', order.id, filled));
  return store;
}

describe('VariantAmount', () => {
  it('says how many could not be removed, and why, until the visitor asks again', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<VariantAmount {...IMPRO} label="Erwachsene" />, {
      store: await storeHolding(3),
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        amountsNotReached([
          { ...IMPRO, wanted: 1, held: 3, message: { detail: 'Interner Serverfehler' } },
        ]),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 × Erwachsene konnten nicht entfernt werden. Interner Serverfehler',
    );
    await user.click(screen.getByRole('button', { name: 'Eins mehr: Erwachsene' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how many could not be added, in the visitor’s language', async () => {
    const { store } = renderWithProviders(<VariantAmount {...IMPRO} label="Adults" />, {
      lang: 'en',
      store: await storeHolding(3),
    });
    act(() => {
      store.dispatch(
        amountsNotReached([
          { ...IMPRO, wanted: 4, held: 3, message: { messageKey: 'errors.network' } },
        ]),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 × Adults could not be added. A network error occurred',
    );
  });

  it('says nothing once the order holds what was asked (a change whose answer was lost)', async () => {
    const store = await storeHolding(2);
    renderWithProviders(<VariantAmount {...IMPRO} label="Erwachsene" />, { store });
    // told with the order as it was known then: 1 held, 2 wanted; a later read shows 2
    act(() => {
      store.dispatch(
        amountsNotReached([
          { ...IMPRO, wanted: 2, held: 1, message: { messageKey: 'errors.network' } },
        ]),
      );
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
