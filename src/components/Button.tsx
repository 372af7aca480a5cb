import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName';
import Spinner from './Spinner';

export interface ButtonProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'className'>, ButtonLook {
  /** busy: aria-busy, disabled, and a spinner before the text */
  loading?: boolean;
  /** an icon (or anything) before the text */
  startIcon?: ReactNode;
  /** an icon (or anything) after the text */
  endIcon?: ReactNode;
}

/** A <button type="button"> in one of the kit's variants and sizes; its ref is the button's. */
const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    className,
    loading = false,
    disabled,
    type = 'button',
    startIcon,
    endIcon,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
});

export default Button;
