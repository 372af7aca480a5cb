import './Spinner.css';

export interface SpinnerProps {
  /** with a label the spinner is a status message; without it, it is decorative */
  label?: string;
  /** diameter; default '1em' */
  size?: number | string;
  className?: string;
}

/** A small rotating ring that shows something is in progress. */
export default function Spinner({ label, size = '1em', className }: SpinnerProps) {
  const dimension = typeof size === 'number' ? `${size}px` : size;
  const classes = ['spinner', className].filter(Boolean).join(' ');
  const style = { width: dimension, height: dimension };
  if (label) return <span className={classes} style={style} role="status" aria-label={label} />;
  return <span className={classes} style={style} aria-hidden="true" />;
}
