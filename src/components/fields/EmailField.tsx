import TextField, { type TextFieldProps } from './TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** An e-mail address input: type=email, autocomplete email, no spell checking or capitals. */
export default function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
