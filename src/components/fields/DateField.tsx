import { forwardRef, type FocusEventHandler } from 'react';
import { EARLIEST_DATE } from '../../lib/dates';
import FieldShell, { type FieldCommonProps } from './FieldShell';
import { useField } from './useField';

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
const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  const {
    shell,
    control,
    own: { value, onChange, onBlur, min = EARLIEST_DATE, ...inputProps },
  } = useField(props);
  return (
    <FieldShell {...shell}>
      <input
        {...inputProps}
        {...control}
        ref={ref}
        className="field__control"
        type="date"
        min={min}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
});

export default DateField;
