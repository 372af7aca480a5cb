import TextField, { type TextFieldProps } from './TextField';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A phone number input: type=tel (the phone keypad), autocomplete tel. */
export default function PhoneField({ autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete={autoComplete} {...props} />;
}
