import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import RadioGroupField from './RadioGroupField';

const options = [
  { value: 'EMAIL', label: 'E-mail', hint: 'Free' },
  { value: 'POST', label: 'Post', hint: 'CHF 5.00' },
  { value: 'PICKUP', label: 'Pick-up', disabled: true },
];

describe('RadioGroupField', () => {
  it('is a group named by its legend with a radio per option', () => {
    renderWithUi(
      <RadioGroupField
        name="delivery"
        label="Delivery"
        options={options}
        value="POST"
        onChange={() => undefined}
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Post CHF 5.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /E-mail/ })).toHaveAccessibleDescription('Free');
    expect(screen.getByRole('radio', { name: 'Pick-up' })).toBeDisabled();
  });

  it('reports the chosen value, with the arrow keys too', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(
      <RadioGroupField
        name="delivery"
        label="Delivery"
        options={options}
        value={null}
        onChange={onChange}
        required
      />,
    );
    await user.click(screen.getByRole('radio', { name: /E-mail/ }));
    expect(onChange).toHaveBeenLastCalledWith('EMAIL');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('POST');
  });

  it('describes the group with hint and error and marks it invalid', () => {
    renderWithUi(
      <RadioGroupField
        name="delivery"
        label="Delivery"
        options={options}
        value={null}
        onChange={() => undefined}
        hint="How the tickets reach you"
        error="Please choose"
      />,
      { lng: 'fr' },
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery (facultatif)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('How the tickets reach you Erreur : Please choose');
  });
});
