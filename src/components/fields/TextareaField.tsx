import { forwardRef, type FocusEventHandler } from 'react';
import FieldShell, { type FieldCommonProps } from './FieldShell';
import { useField } from './useField';

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
const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField(props, ref) {
    const {
      shell,
      control,
      own: { value, onChange, onBlur, rows = 4, ...textareaProps },
    } = useField(props);
    return (
      <FieldShell {...shell}>
        <textarea
          {...textareaProps}
          {...control}
          ref={ref}
          className="field__control"
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </FieldShell>
    );
  },
);

export default TextareaField;
