/**
 * The button look as class names, so anything can look like a button: a <button> (Button) or a
 * router link (<Link className={buttonClassName({ variant: 'outline' })}>). Spec section 9:
 * sizes normal | small | tiny, variants solid | outline | soft | neutral, default solid and normal.
 */
import './Button.css';

export const BUTTON_VARIANTS = ['solid', 'outline', 'soft', 'neutral'] as const;
export const BUTTON_SIZES = ['normal', 'small', 'tiny'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const variantClasses: Record<ButtonVariant, string> = {
  solid: 'button--solid',
  outline: 'button--outline',
  soft: 'button--soft',
  neutral: 'button--neutral',
};

export const sizeClasses: Record<ButtonSize, string> = {
  normal: 'button--normal',
  small: 'button--small',
  tiny: 'button--tiny',
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** stretch to the container's width */
  fullWidth?: boolean;
  className?: string;
}

export function buttonClassName({
  variant = 'solid',
  size = 'normal',
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  return [
    'button',
    variantClasses[variant],
    sizeClasses[size],
    fullWidth && 'button--full-width',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
