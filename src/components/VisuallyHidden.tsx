import type { ComponentPropsWithoutRef } from 'react';
import './VisuallyHidden.css';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Content for screen readers only: off screen, but read out (e.g. a live region's announcement). */
export default function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={['visually-hidden', className].filter(Boolean).join(' ')} {...rest} />;
}
