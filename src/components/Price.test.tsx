import { screen } from '@testing-library/react';
import Price from './Price';
import { renderWithUi } from './testUtils';

describe('Price', () => {
  it('shows the amount in the interface language with a machine-readable value', () => {
    const { container } = renderWithUi(<Price amount={4550} currency="CHF" />, { lng: 'fr' });
    const data = container.querySelector('data');
    expect(data).toHaveAttribute('value', '45.50');
    expect(data?.textContent?.replace(/\u00a0/g, ' ')).toBe('45.50 CHF');
  });

  it('takes a language and negative amounts', () => {
    renderWithUi(<Price amount={-500} currency="CHF" lang="de" className="discount" />);
    const price = screen.getByText('CHF-5.00');
    expect(price).toHaveClass('price', 'discount');
    expect(price).toHaveAttribute('value', '-5.00');
  });
});
