import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LIST_PAGE_SIZE, listEntry, recallShown, rememberShown } from './listPages';

interface Shown {
  entry: string;
  pathname: string;
  count: number;
}

export interface ListPages {
  /** how many of the list's items show */
  shown: number;
  /** the next page's size (0: all show) */
  next: number;
  /** how many do not show yet */
  left: number;
  /** shows the next page; returns the index of its first item */
  showMore: () => number;
}

/**
 * A long list shown page by page: the first page, then one more per showMore(). The count is
 * kept per history entry (listPages.ts), so going back to the list shows as many as before;
 * a replaced entry of the same page (a query parameter taken out) keeps what showed.
 */
export function useListPages(total: number, pageSize = LIST_PAGE_SIZE): ListPages {
  const { key, pathname } = useLocation();
  const entry = listEntry(key, pathname);
  const [state, setState] = useState<Shown>(() => ({
    entry,
    pathname,
    count: recallShown(entry) ?? pageSize,
  }));

  let current = state;
  if (state.entry !== entry) {
    // another history entry: its own count, else the same page's, else the first page
    current = {
      entry,
      pathname,
      count: recallShown(entry) ?? (state.pathname === pathname ? state.count : pageSize),
    };
    setState(current);
  }

  useEffect(() => {
    if (current.count > pageSize) rememberShown(current.entry, current.count);
  }, [current.entry, current.count, pageSize]);

  const shown = Math.min(current.count, total);
  const left = total - shown;
  return {
    shown,
    next: Math.min(pageSize, left),
    left,
    showMore: () => {
      setState({ ...current, count: shown + Math.min(pageSize, left) });
      return shown;
    },
  };
}
