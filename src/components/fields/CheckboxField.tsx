import { forwardRef, type FocusEventHandler, type ReactNode } from 'react';
import { FieldMessages, LabelText, fieldClassName, type FieldCommonProps } from './FieldShell';
import { useField } from './useField';
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
const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField(props, ref) {
    const {
      ids,
      shell,
      control,
      own: { checked, onChange, onBlur },
    } = useField(props);
    return (
      <div className={fieldClassName('checkbox-field', shell)}>
        <div className="checkbox-field__row">
          <input
            {...control}
            ref={ref}
            className="checkbox-field__input"
            type="checkbox"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
          <label className="checkbox-field__label" htmlFor={ids.inputId}>
            <LabelText {...shell} markOptional={shell.markOptional ?? false} />
          </label>
        </div>
        <FieldMessages ids={ids} hint={shell.hint} error={shell.error} />
      </div>
    );
  },
);

export default CheckboxField;
