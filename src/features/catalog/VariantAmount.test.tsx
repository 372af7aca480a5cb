/** The amount control says, where the visitor asked, what the order could not be brought to. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amountsNotReached } from '../orderModel/orderEvents';
import { renderWithProviders } from '../../test/renderWithProviders';
import VariantAmount from './VariantAmount';

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };

describe('VariantAmount', () => {
  it('says how many could not be removed, and why, until the visitor asks again', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<VariantAmount {...IMPRO} label="Erwachsene" />);
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

  it('says how many could not be added, in the visitor’s language', () => {
    const { store } = renderWithProviders(<VariantAmount {...IMPRO} label="Adults" />, {
      lang: 'en',
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
});
