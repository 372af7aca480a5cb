import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import CurrencyField from './CurrencyField';

function Controlled({
  initial,
  onValue,
}: {
  initial: number | null;
  onValue: (minor: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CurrencyField
        name="price"
        label="Your price"
        currency="CHF"
        value={value}
        onChange={(minor) => {
          setValue(minor);
          onValue(minor);
        }}
        required
      />
      <button type="button" onClick={() => setValue(2000)}>
        Reset
      </button>
    </>
  );
}

describe('CurrencyField', () => {
  it('shows major units with the currency code and reports minor units', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Controlled initial={1500} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Your price' });
    expect(input).toHaveValue('15.00');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('CHF');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    await user.type(input, '12,5');
    expect(onValue).toHaveBeenLastCalledWith(1250);
    expect(input).toHaveValue('12,5');
    await user.tab();
    expect(input).toHaveValue('12.50');
  });

  it('reports null for text that is no amount and keeps the text', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithUi(<Controlled initial={null} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Your price' });
    await user.type(input, 'abc');
    expect(onValue).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input).toHaveValue('abc');
  });

  it('follows a value set from outside', async () => {
    const user = userEvent.setup();
    renderWithUi(<Controlled initial={100} onValue={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Your price' })).toHaveValue('20.00');
  });

  it('describes the error along with the currency', () => {
    renderWithUi(
      <CurrencyField
        name="price"
        label="Price"
        currency="EUR"
        value={null}
        onChange={() => undefined}
        error="Too small"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Too small EUR');
  });
});
