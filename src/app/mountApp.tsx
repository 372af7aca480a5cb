import { createRoot } from 'react-dom/client';
import type { ComponentProps } from 'react';
import AppProviders from './AppProviders';

/** Renders the storefront into `container` (replacing the start shell of index.html). */
export function mountApp(container: HTMLElement, props: ComponentProps<typeof AppProviders>): void {
  createRoot(container).render(<AppProviders {...props} />);
}
