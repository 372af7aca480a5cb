import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import AmountControl from './AmountControl';

function Controlled({
  initial = 0,
  min,
  max,
  onChange,
}: {
  initial?: number;
  min?: number;
  max?: number;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AmountControl
      label="Erwachsene"
      value={value}
      min={min}
      max={max}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('AmountControl', () => {
  it('names its buttons and value after the label (de)', () => {
    renderWithProviders(<Controlled />);
    const group = screen.getByRole('group', { name: 'Anzahl: Erwachsene' });
    expect(
      within(group).getByRole('button', { name: 'Eins weniger: Erwachsene' }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole('button', { name: 'Eins mehr: Erwachsene' }),
    ).toBeInTheDocument();
    expect(within(group).getByRole('status', { name: 'Anzahl: Erwachsene' })).toHaveTextContent(
      '0',
    );
  });

  it('counts up and down with Enter and Space, tabbing between the buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />, { lang: 'en' });
    const value = screen.getByRole('status');
    await user.tab();
    expect(screen.getByRole('button', { name: 'One less: Erwachsene' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'One more: Erwachsene' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter} ');
    expect(value).toHaveTextContent('3');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(value).toHaveTextContent('2');
  });

  it('stays within min and max, keeping focus on the button at the limit', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Controlled initial={1} min={1} max={3} onChange={onChange} />, {
      lang: 'fr',
    });
    const less = screen.getByRole('button', { name: 'Un de moins : Erwachsene' });
    const more = screen.getByRole('button', { name: 'Un de plus : Erwachsene' });
    expect(less).toHaveAttribute('aria-disabled', 'true');
    less.focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(less).toHaveFocus();

    more.focus();
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('3');
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
  });

  it('works with the mouse too, with the default limits 0 and 20', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial={19} />, { lang: 'it' });
    await user.click(screen.getByRole('button', { name: 'Uno in più: Erwachsene' }));
    await user.click(screen.getByRole('button', { name: 'Uno in più: Erwachsene' }));
    expect(screen.getByRole('status')).toHaveTextContent('20');
  });
});
