import { createRoot } from 'react-dom/client';
import { startTransition, type ComponentProps } from 'react';
import AppProviders from './AppProviders';

/**
 * Renders the storefront into `container` (replacing the start shell of index.html). The first
 * render is a transition: React renders it in slices of a few milliseconds and the browser answers
 * input in between; the commit is one step (docs/decisions/start-in-short-steps.md, "The first
 * render in slices").
 */
export function mountApp(container: HTMLElement, props: ComponentProps<typeof AppProviders>): void {
  const root = createRoot(container);
  startTransition(() => root.render(<AppProviders {...props} />));
}
