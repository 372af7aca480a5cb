import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A phone number input: type=tel (the phone keypad), autocomplete tel. */
const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { autoComplete = 'tel', ...props },
  ref,
) {
  return <TextField ref={ref} type="tel" inputMode="tel" autoComplete={autoComplete} {...props} />;
});

export default PhoneField;
