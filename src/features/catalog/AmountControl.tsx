import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import './AmountControl.css';

export interface AmountControlProps {
  value: number;
  onChange: (value: number) => void;
  /** what is counted, e.g. the variant's name; part of every accessible name */
  label: string;
  min?: number;
  max?: number;
  /** the id of the text that says why "one more" does nothing (e.g. sold out), read with the button */
  increaseDescribedBy?: string;
}

/**
 * − value +, for one variant. Presentational: the caller owns the value. At a limit the button
 * stays focusable (aria-disabled) so keyboard focus is not lost, but does nothing.
 */
export default function AmountControl({
  value,
  onChange,
  label,
  min = 0,
  max = 20,
  increaseDescribedBy,
}: AmountControlProps) {
  const { t } = useTranslation('catalog');
  const atMin = value <= min;
  const atMax = value >= max;
  const change = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className="amount-control" role="group" aria-label={t('amount.value', { label })}>
      <Button
        variant="outline"
        size="small"
        className="amount-control__button"
        aria-label={t('amount.decrease', { label })}
        aria-disabled={atMin || undefined}
        onClick={() => change(value - 1)}
      >
        <span aria-hidden="true">{'\u2212'}</span>
      </Button>
      <output
        className="amount-control__value"
        aria-live="polite"
        aria-label={t('amount.value', { label })}
      >
        {value}
      </output>
      <Button
        variant="outline"
        size="small"
        className="amount-control__button"
        aria-label={t('amount.increase', { label })}
        aria-disabled={atMax || undefined}
        aria-describedby={increaseDescribedBy}
        onClick={() => change(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </div>
  );
}
