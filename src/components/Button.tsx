import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClassName, type ButtonLook } from './buttonClassName';
import Spinner from './Spinner';

export interface ButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className'>, ButtonLook {
  /** busy: aria-busy, disabled, and a spinner before the text */
  loading?: boolean;
  /** an icon (or anything) before the text */
  startIcon?: ReactNode;
  /** an icon (or anything) after the text */
  endIcon?: ReactNode;
}

/** A <button type="button"> in one of the kit's variants and sizes. */
export default function Button({
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
}: ButtonProps) {
  return (
    <button
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
}
