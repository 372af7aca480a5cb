import { screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { renderWithUi } from '../testUtils';
import DateField from './DateField';

describe('DateField', () => {
  it('is a date input not before 1900-01-01', () => {
    const onChange = jest.fn();
    const { container } = renderWithUi(
      <DateField
        name="birthDate"
        label="Date of birth"
        value="1990-05-01"
        onChange={onChange}
        autoComplete="bday"
        required
      />,
    );
    const input = screen.getByLabelText('Date of birth');
    expect(input).toBe(container.querySelector('input[type="date"]'));
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveValue('1990-05-01');
    fireEvent.change(input, { target: { value: '1985-12-24' } });
    expect(onChange).toHaveBeenCalledWith('1985-12-24');
  });

  it('links its error', () => {
    renderWithUi(
      <DateField
        name="d"
        label="Date"
        value=""
        onChange={() => undefined}
        error="Invalid date"
        max="2030-01-01"
      />,
    );
    const input = screen.getByLabelText(/Date/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('max', '2030-01-01');
    expect(input).toHaveAccessibleDescription('Error: Invalid date');
  });
});
