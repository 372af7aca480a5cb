import { startTransition, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import AppProviders from './AppProviders';

/**
 * Renders the storefront into `container` (replacing the start shell of index.html). The first
 * render is a transition: React renders it in slices of a few milliseconds and lets the browser
 * answer input in between, instead of one block of 40-50 ms (docs/product-decisions.md, "A fast
 * first page").
 */
export function mountApp(container: HTMLElement, props: ComponentProps<typeof AppProviders>): void {
  const root = createRoot(container);
  startTransition(() => root.render(<AppProviders {...props} />));
}
