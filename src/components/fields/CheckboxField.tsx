import { forwardRef, type FocusEventHandler, type ReactNode } from 'react';
import {
  describedBy,
  FieldMessages,
  OptionalMarker,
  useFieldIds,
  type FieldCommonProps,
} from './FieldShell';
import './CheckboxField.css';

export interface CheckboxFieldProps extends Omit<FieldCommonProps, 'markOptional'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** the label can hold a link (e.g. to the terms) */
  label: ReactNode;
  /** mark as optional when not required (default false: a lone checkbox rarely needs it) */
  markOptional?: boolean;
}

/** A checkbox with its label beside it (e.g. accepting the terms). */
const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  {
    name,
    label,
    hint,
    error,
    required,
    markOptional = false,
    optionalLabel,
    disabled,
    id,
    className,
    checked,
    onChange,
    onBlur,
  },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div
      className={['field', 'checkbox-field', error ? 'field--invalid' : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="checkbox-field__row">
        <input
          ref={ref}
          id={ids.inputId}
          className="checkbox-field__input"
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label className="checkbox-field__label" htmlFor={ids.inputId}>
          {label}
          <OptionalMarker
            required={required}
            markOptional={markOptional}
            optionalLabel={optionalLabel}
          />
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
});

export default CheckboxField;
