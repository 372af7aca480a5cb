import { forwardRef, useState, type FocusEventHandler } from 'react';
import { minorToInputText, parseMajorToMinor } from '../../lib/moneyInput';
import FieldShell, { describedBy, type FieldCommonProps } from './FieldShell';
import { useField } from './useField';
import './CurrencyField.css';

export interface CurrencyFieldProps extends FieldCommonProps {
  /** the amount in minor units (Rappen), or null when empty or unreadable */
  value: number | null;
  /** called with minor units: typing '12.5' in CHF reports 1250; '' or text that is no number reports null */
  onChange: (minor: number | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** ISO 4217 code, shown beside the input */
  currency: string;
  placeholder?: string;
}

/**
 * An amount input in major units (the visitor types 12.50 or 12,50) that reports minor units.
 * While the visitor types, their text stays as typed; on blur it is tidied ('12,5' -> '12.50').
 */
const CurrencyField = forwardRef<HTMLInputElement, CurrencyFieldProps>(
  function CurrencyField(props, ref) {
    const {
      ids,
      shell,
      control,
      messages,
      own: { value, onChange, onBlur, currency, placeholder },
    } = useField(props);
    const currencyId = `${ids.inputId}-currency`;
    const [text, setText] = useState(() => minorToInputText(value, currency));
    const [shown, setShown] = useState<{ value: number | null; currency: string }>({
      value,
      currency,
    });

    // a value (or currency) from outside, e.g. a form reset, replaces the text (state that follows a prop)
    if (shown.value !== value || shown.currency !== currency) {
      setShown({ value, currency });
      if (parseMajorToMinor(text, currency) !== value) setText(minorToInputText(value, currency));
    }

    return (
      <FieldShell
        {...shell}
        className={['currency-field', shell.className].filter(Boolean).join(' ')}
      >
        <div className="currency-field__row">
          <span className="currency-field__code" id={currencyId}>
            {currency}
          </span>
          <input
            {...control}
            ref={ref}
            className="field__control currency-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            aria-describedby={describedBy(ids, messages, currencyId)}
            onChange={(event) => {
              const next = event.target.value;
              const minor = parseMajorToMinor(next, currency);
              setText(next);
              setShown({ value: minor, currency });
              onChange(minor);
            }}
            onBlur={(event) => {
              const minor = parseMajorToMinor(text, currency);
              if (minor !== null) setText(minorToInputText(minor, currency));
              onBlur?.(event);
            }}
          />
        </div>
      </FieldShell>
    );
  },
);

export default CurrencyField;
