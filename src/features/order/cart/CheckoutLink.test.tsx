/**
 * The cart's way to checkout: a link dressed as the main button, full width at the panel's foot;
 * with nothing to check out, a dimmed link that says so and goes nowhere.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CheckoutLink from './CheckoutLink';

describe('CheckoutLink', () => {
  it('leads to the checkout in the visitor’s language, looking like the main button', async () => {
    const followed = jest.fn();
    renderWithProviders(<CheckoutLink lang="fr" disabled={false} onFollow={followed} />, {
      lang: 'fr',
    });
    const link = screen.getByRole('link', { name: 'Passer à la caisse' });
    expect(link).toHaveAttribute('href', '/fr/order/checkout');
    expect(link).toHaveClass('button', 'button--full-width', 'cart-checkout');
    expect(link).not.toHaveClass('cart-checkout--disabled');
    await userEvent.setup().click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('with nothing to check out: dimmed, announced as disabled, no address to follow', () => {
    renderWithProviders(<CheckoutLink lang="de" disabled />);
    const link = screen.getByRole('link', { name: 'Zur Kasse' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveClass(
      'button',
      'button--full-width',
      'cart-checkout',
      'cart-checkout--disabled',
    );
  });
});
