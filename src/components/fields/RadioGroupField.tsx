import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { FieldMessages, LabelText, fieldClassName, type FieldCommonProps } from './FieldShell';
import { useField } from './useField';
import './RadioGroupField.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** a line of detail under the option's label (e.g. a surcharge) */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupFieldProps extends FieldCommonProps {
  /** the legend */
  label: ReactNode;
  options: readonly RadioOption[];
  /** the chosen option's value, or null */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/** One choice out of a few: a fieldset with a legend and a radio button per option. */
export default function RadioGroupField(props: RadioGroupFieldProps) {
  const {
    ids,
    shell,
    control: { name, disabled, 'aria-describedby': describedByIds, 'aria-invalid': invalid },
    own: { options, value, onChange, onBlur },
  } = useField(props);
  const optionIdBase = useId();
  return (
    <fieldset
      id={ids.inputId}
      className={fieldClassName('radio-group-field', shell)}
      // radiogroup (not the fieldset's plain group) is the role that carries invalid and required
      role="radiogroup"
      aria-labelledby={`${ids.inputId}-legend`}
      aria-describedby={describedByIds}
      aria-invalid={invalid}
      aria-required={shell.required || undefined}
      disabled={disabled}
    >
      <legend className="field__label radio-group-field__legend" id={`${ids.inputId}-legend`}>
        <LabelText {...shell} />
      </legend>
      <FieldMessages ids={ids} hint={shell.hint} error={undefined} />
      <div className="radio-group-field__options">
        {options.map((option, index) => {
          const optionId = `${optionIdBase}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div className="radio-group-field__option" key={option.value}>
              <input
                id={optionId}
                className="radio-group-field__input"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                required={shell.required}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label className="radio-group-field__label" htmlFor={optionId}>
                {option.label}
                {option.hint && (
                  <span className="radio-group-field__hint" id={optionHintId}>
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={undefined} error={shell.error} />
    </fieldset>
  );
}
