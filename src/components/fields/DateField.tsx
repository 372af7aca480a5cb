import { forwardRef, type FocusEventHandler } from 'react';
import { EARLIEST_DATE } from '../../lib/dates';
import type { FieldCommonProps } from './FieldShell';
import { StringInput } from './TextField';

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
  { min = EARLIEST_DATE, ...props },
  ref,
) {
  return <StringInput {...props} ref={ref} type="date" min={min} />;
});

export default DateField;
