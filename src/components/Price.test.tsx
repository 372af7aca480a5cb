import { screen } from '@testing-library/react';
import Price from './Price';
import { renderWithUi } from './testUtils';
import { LANGUAGES } from '../lib/languages';
import { plain } from '../test/plainSpaces';

describe('Price', () => {
  it('shows the amount in the interface language with a machine-readable value', () => {
    const { container } = renderWithUi(<Price amount={4550} currency="CHF" />, { lng: 'fr' });
    const data = container.querySelector('data');
    expect(data).toHaveAttribute('value', '45.50');
    expect(plain(data?.textContent)).toBe('45.50 CHF');
  });

  it('shows a negative amount with a real minus sign and reads it as a discount', () => {
    const { container } = renderWithUi(
      <Price amount={-5660} currency="CHF" lang="de" className="discount" />,
      { lng: 'de' },
    );
    const data = container.querySelector('data');
    expect(data).toHaveClass('price', 'discount');
    expect(data).toHaveAttribute('value', '-56.60');
    // what is seen: hidden from screen readers, which read the words instead
    const seen = screen.getByText((_, node) => plain(node?.textContent) === 'CHF −56.60');
    expect(seen).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByText((_, node) => plain(node?.textContent) === 'Rabatt von CHF 56.60'),
    ).toHaveClass('visually-hidden');
  });

  it.each([...LANGUAGES])('reads a discount in %s without a hyphen anywhere', (lng) => {
    const { container } = renderWithUi(<Price amount={-280} currency="CHF" />, { lng });
    const text = container.textContent ?? '';
    expect(text).toContain('\u2212');
    expect(text).not.toContain('-');
    expect(container.querySelector('.visually-hidden')?.textContent).toMatch(/2[.,]80/);
  });
});
