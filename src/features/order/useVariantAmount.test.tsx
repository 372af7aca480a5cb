import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectCurrentOrder } from './orderSelectors';
import { useVariantAmount } from './useVariantAmount';

const start = demoApiPerTest();
beforeEach(() => window.localStorage.clear());

function Amount() {
  const [amount, setAmount] = useVariantAmount('pl-improtheater', 'var-impro-erwachsene');
  return (
    <>
      <output aria-label="amount">{amount}</output>
      <button type="button" onClick={() => setAmount(amount + 1)}>
        more
      </button>
      <button type="button" onClick={() => setAmount(amount - 1)}>
        fewer
      </button>
    </>
  );
}

describe('useVariantAmount', () => {
  it('shows the new amount at once and brings the order in line after the pause', async () => {
    const user = userEvent.setup();
    const api = await start();
    const store = api.makeStore();
    renderWithProviders(<Amount />, { store });
    const amount = screen.getByLabelText('amount');
    expect(amount).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'more' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(amount).toHaveTextContent('2');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(2));
    expect(amount).toHaveTextContent('2');
    expect(api.requestsTo('/api/shop/v2/order/', 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'fewer' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(amount).toHaveTextContent('0');
    await waitFor(() => expect(selectCurrentOrder(store.getState())?.items).toHaveLength(0));
    expect(amount).toHaveTextContent('0');
  });
});
