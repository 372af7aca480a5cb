import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import CheckboxField from './CheckboxField';

describe('CheckboxField', () => {
  it('is a labelled checkbox reporting checked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(
      <CheckboxField
        name="terms"
        label="I accept the terms"
        checked={false}
        onChange={onChange}
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
    await user.click(screen.getByText('I accept the terms'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows its error and hint', () => {
    renderWithUi(
      <CheckboxField
        name="terms"
        label="I accept the terms"
        checked
        onChange={() => undefined}
        hint="Read them first"
        error="You must accept"
        required
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Read them first Error: You must accept');
  });
});
