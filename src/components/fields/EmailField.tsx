import { forwardRef } from 'react';
import TextField, { type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** An e-mail address input: type=email, autocomplete email, no spell checking or capitals. */
const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
});

export default EmailField;
