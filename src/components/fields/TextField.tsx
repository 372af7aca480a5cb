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

/** What a one-line input whose value is a string takes: a text field's props, any input type. */
export interface StringInputProps extends Omit<TextFieldProps, 'type'> {
  type: 'date' | NonNullable<TextFieldProps['type']>;
  min?: string;
  max?: string;
}

/** A labelled one-line input whose value is a string (a text or a date), in the field's shell. */
export const StringInput = forwardRef<HTMLInputElement, StringInputProps>(
  function StringInput(props, ref) {
    const {
      shell,
      control,
      own: { value, onChange, onBlur, type, ...inputProps },
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
  },
);

/** A labelled one-line text input, controlled by value/onChange(value)/onBlur. */
const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', ...props },
  ref,
) {
  return <StringInput {...props} ref={ref} type={type} />;
});

export default TextField;
