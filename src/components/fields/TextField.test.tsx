import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import EmailField from './EmailField';
import PhoneField from './PhoneField';
import TextareaField from './TextareaField';
import TextField from './TextField';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField name="firstName" label="First name" value={value} onChange={setValue} required />
  );
}

describe('TextField', () => {
  it('is a labelled, controlled text input that reports the value', async () => {
    const user = userEvent.setup();
    renderWithUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('name', 'firstName');
    expect(input).toBeRequired();
    await user.type(input, 'Anna');
    expect(input).toHaveValue('Anna');
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    renderWithUi(
      <TextField
        name="city"
        label="City"
        value=""
        onChange={() => undefined}
        hint="As on your ID"
        error="Please fill in this field"
      />,
    );
    const input = screen.getByRole('textbox', { name: /City/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Error: Please fill in this field');
  });

  it('is not invalid without an error, and marks optional fields', () => {
    renderWithUi(<TextField name="company" label="Company" value="" onChange={() => undefined} />, {
      lng: 'de',
    });
    const input = screen.getByRole('textbox', { name: 'Company (optional)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('hands blur events to onBlur with the field name (Formik handleBlur)', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithUi(
      <TextField
        name="zip"
        label="ZIP"
        value=""
        onChange={() => undefined}
        onBlur={onBlur}
        required
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'ZIP' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur.mock.calls[0][0].target.name).toBe('zip');
  });
});

describe('EmailField and PhoneField', () => {
  it('are an e-mail input and a phone input with autocomplete', () => {
    renderWithUi(
      <>
        <EmailField name="email" label="E-mail" value="" onChange={() => undefined} required />
        <PhoneField name="phone" label="Phone" value="" onChange={() => undefined} required />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });
});

describe('TextareaField', () => {
  it('is a labelled multi-line input', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(
      <TextareaField
        name="inscription"
        label="Inscription"
        value=""
        onChange={onChange}
        error="Too long"
        required
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Inscription' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('Error: Too long');
    await user.type(textarea, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });
});
