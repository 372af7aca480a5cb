import { forwardRef, type FocusEventHandler, type HTMLAttributes } from 'react';
import FieldShell, { type FieldCommonProps } from './FieldShell';
import { useField } from './useField';

export interface TextFieldProps extends FieldCommonProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  spellCheck?: boolean;
  autoCapitalize?: string;
  readOnly?: boolean;
}

/** A labelled one-line text input, controlled by value/onChange(value)/onBlur. */
const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const {
    shell,
    control,
    own: { value, onChange, onBlur, type = 'text', ...inputProps },
  } = useField(props);
  return (
    <FieldShell {...shell}>
      <input
        {...inputProps}
        {...control}
        ref={ref}
        className="field__control"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
});

export default TextField;
