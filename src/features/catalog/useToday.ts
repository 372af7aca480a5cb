import { useSyncExternalStore } from 'react';
import { usePageContext } from '../../components/pageContext';
import { shopDay } from '../../lib/calendarDays';

const nothingChanges = () => () => undefined;

/**
 * 'Today' at the venue (YYYY-MM-DD): on the server and while the browser hydrates its page, the
 * day of the server's render time (pageContext's renderedAt, which travels with the page); after
 * that, and on every page the browser renders itself, the day of the clock. A page left open past
 * midnight keeps its day until it is rendered again.
 */
export function useToday(): string {
  const { renderedAt } = usePageContext();
  return useSyncExternalStore(
    nothingChanges,
    () => shopDay(Date.now()),
    () => shopDay(renderedAt),
  );
}
