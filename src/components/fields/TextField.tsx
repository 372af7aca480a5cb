import { forwardRef, type FocusEventHandler, type HTMLAttributes } from 'react';
import FieldShell, { describedBy, useFieldIds, type FieldCommonProps } from './FieldShell';

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
const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    name,
    label,
    hint,
    error,
    required,
    markOptional,
    optionalLabel,
    disabled,
    id,
    className,
    value,
    onChange,
    onBlur,
    type = 'text',
    ...inputProps
  },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      markOptional={markOptional}
      optionalLabel={optionalLabel}
      className={className}
    >
      <input
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        className="field__control"
        type={type}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
});

export default TextField;
