import { forwardRef, type FocusEventHandler } from 'react';
import FieldShell, { type FieldCommonProps } from './FieldShell';
import { useField } from './useField';

export interface FileFieldProps extends FieldCommonProps {
  /** called with the chosen files (empty when the choice is cleared) */
  onChange: (files: File[]) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** e.g. 'image/*,.pdf' */
  accept?: string;
  multiple?: boolean;
}

/** A file input. Browsers do not let a page set a file input's value, so it is not controlled. */
const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(props, ref) {
  const {
    shell,
    control,
    own: { onChange, onBlur, accept, multiple },
  } = useField(props);
  return (
    <FieldShell {...shell}>
      <input
        {...control}
        ref={ref}
        className="field__control"
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        onBlur={onBlur}
      />
    </FieldShell>
  );
});

export default FileField;
