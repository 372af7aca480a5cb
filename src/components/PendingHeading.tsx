import type { ReactNode } from 'react';

/** The attribute that marks a page's h1 as standing in for the heading still to come. */
export const PENDING_HEADING_ATTRIBUTE = 'data-pending-heading';

export interface PendingHeadingProps {
  /** what the page is about while its own title is unknown ('Angebot', 'Bestellstatus') */
  children: ReactNode;
  className?: string;
}

/**
 * The h1 of a page whose content is still on its way (or could not be loaded), so a screen reader
 * lands on a named page. The page's own h1 replaces it; focus that was put on it after a
 * navigation moves on to that h1 (useFocusHeadingOnNavigate).
 */
export default function PendingHeading({ children, className }: PendingHeadingProps) {
  return (
    <h1 className={className} tabIndex={-1} {...{ [PENDING_HEADING_ATTRIBUTE]: '' }}>
      {children}
    </h1>
  );
}
