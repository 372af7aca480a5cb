import { forwardRef, type FocusEventHandler } from 'react';
import { EARLIEST_DATE } from '../../lib/dates';
import FieldShell, { describedBy, useFieldIds, type FieldCommonProps } from './FieldShell';

export interface DateFieldProps extends FieldCommonProps {
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** default 1900-01-01 (spec section 9) */
  min?: string;
  max?: string;
  /** e.g. 'bday' for a birth date */
  autoComplete?: string;
}

/** A date input (the browser's date picker), value as 'YYYY-MM-DD', not before 1900-01-01 by default. */
const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
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
    min = EARLIEST_DATE,
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
        type="date"
        name={name}
        min={min}
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

export default DateField;
