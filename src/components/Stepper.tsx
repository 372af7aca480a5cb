import Button from './Button';
import './Stepper.css';

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** accessible names, from the caller's locale texts */
  names: { group: string; decrease: string; increase: string };
  min?: number;
  max?: number;
  className?: string;
  /** the id of a text that says why "one more" does nothing (e.g. sold out), read with the + button */
  increaseDescribedBy?: string;
}

/**
 * − value +. Presentational: the caller owns the value and the words. At a limit the button
 * stays focusable (aria-disabled) so keyboard focus is not lost, but does nothing.
 */
export default function Stepper({
  value,
  onChange,
  names,
  min = 0,
  max = 20,
  className,
  increaseDescribedBy,
}: StepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  const change = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div
      className={['amount-control', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={names.group}
    >
      <StepButton
        label={names.decrease}
        atLimit={atMin}
        onClick={() => change(value - 1)}
        sign={'\u2212'}
      />
      <output className="amount-control__value" aria-live="polite" aria-label={names.group}>
        {value}
      </output>
      <StepButton
        label={names.increase}
        atLimit={atMax}
        describedBy={increaseDescribedBy}
        onClick={() => change(value + 1)}
        sign="+"
      />
    </div>
  );
}

/** − or +: at its limit it stays focusable (aria-disabled) and does nothing. */
function StepButton({
  label,
  atLimit,
  describedBy,
  onClick,
  sign,
}: {
  label: string;
  atLimit: boolean;
  describedBy?: string;
  onClick: () => void;
  sign: string;
}) {
  return (
    <Button
      variant="outline"
      size="small"
      className="amount-control__button"
      aria-label={label}
      aria-disabled={atLimit || undefined}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <span aria-hidden="true">{sign}</span>
    </Button>
  );
}
