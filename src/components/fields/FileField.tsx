import { forwardRef, type FocusEventHandler } from 'react';
import FieldShell, { describedBy, useFieldIds, type FieldCommonProps } from './FieldShell';

export interface FileFieldProps extends FieldCommonProps {
  /** called with the chosen files (empty when the choice is cleared) */
  onChange: (files: File[]) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** e.g. 'image/*,.pdf' */
  accept?: string;
  multiple?: boolean;
}

/** A file input. Browsers do not let a page set a file input's value, so it is not controlled. */
const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
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
    onChange,
    onBlur,
    accept,
    multiple,
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
        ref={ref}
        id={ids.inputId}
        className="field__control"
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        onBlur={onBlur}
      />
    </FieldShell>
  );
});

export default FileField;
