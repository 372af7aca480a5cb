import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import CountryField from './CountryField';

describe('CountryField', () => {
  it('lists countries by name in the interface language, home market first', () => {
    renderWithUi(
      <CountryField name="country" label="Land" value="" onChange={() => undefined} required />,
      { lng: 'de' },
    );
    const select = screen.getByRole('combobox', { name: 'Land' });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Land auswählen');
    expect(options[0]).toHaveValue('');
    expect(options[1]).toHaveTextContent('Schweiz');
    expect(options[1]).toHaveValue('CH');
    expect(select).toHaveAttribute('autocomplete', 'country');
  });

  it('reports the chosen code', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(
      <CountryField
        name="country"
        label="Country"
        value="CH"
        onChange={onChange}
        lang="fr"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('CH');
    expect(screen.getByRole('option', { name: 'Suisse' })).toBeInTheDocument();
    await user.selectOptions(select, 'Allemagne');
    expect(onChange).toHaveBeenCalledWith('DE');
  });

  it('can offer only some countries and shows an error', () => {
    renderWithUi(
      <CountryField
        name="country"
        label="Country"
        value=""
        onChange={() => undefined}
        countries={['CH', 'US']}
        placeholder="Pick one"
        error="Required"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pick one', 'Switzerland', 'United States']);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Required');
  });
});
