import { forwardRef, type FocusEventHandler } from 'react';
import FieldShell, { describedBy, useFieldIds, type FieldCommonProps } from './FieldShell';

export interface TextareaFieldProps extends FieldCommonProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled multi-line text input (e.g. an inscription). */
const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
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
    rows = 4,
    ...textareaProps
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
      <textarea
        {...textareaProps}
        ref={ref}
        id={ids.inputId}
        className="field__control"
        name={name}
        rows={rows}
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

export default TextareaField;
