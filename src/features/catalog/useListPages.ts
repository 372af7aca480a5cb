import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useInBrowser } from '../../components/useInBrowser';
import {
  LIST_PAGE_SIZE,
  listEntry,
  pagesAsked,
  pagesHref,
  recallShown,
  rememberShown,
} from './listPages';

interface Shown {
  entry: string;
  pathname: string;
  count: number;
  /** the browser's memory of the entry was read (never by the server, nor while hydrating) */
  recalled: boolean;
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
  /** the address of the list with one page more (without JavaScript, the way to it) */
  moreHref: string;
}

/**
 * A long list shown page by page: the first page, then one more per showMore(). The count is
 * kept per history entry (listPages.ts), so going back to the list shows as many as before;
 * a replaced entry of the same page (a query parameter taken out) keeps what showed.
 */
export function useListPages(total: number, pageSize = LIST_PAGE_SIZE): ListPages {
  const { key, pathname, search } = useLocation();
  // pages the address asks for (?page=2: a visitor without JavaScript who asked for more)
  const addressCount = pagesAsked(search) * pageSize;
  const entry = listEntry(key, pathname);
  // the memory (session storage) is read by the browser's own renders only: the server renders
  // the first page, the hydration too, and the remembered count follows right after it
  const inBrowser = useInBrowser();
  const [state, setState] = useState<Shown>(() => ({
    entry,
    pathname,
    count: Math.max(addressCount, (inBrowser ? recallShown(entry) : null) ?? pageSize),
    recalled: inBrowser,
  }));

  let current = state;
  if (state.entry !== entry) {
    // another history entry: its own count, else the same page's, else the first page
    current = {
      entry,
      pathname,
      count: Math.max(
        addressCount,
        recallShown(entry) ?? (state.pathname === pathname ? state.count : pageSize),
      ),
      recalled: true,
    };
    setState(current);
  } else if (inBrowser && !state.recalled) {
    // the hydrated page: what this entry showed before (a reload) comes back
    current = { ...state, count: Math.max(state.count, recallShown(entry) ?? 0), recalled: true };
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
    moreHref: pagesHref(pathname, search, Math.ceil((shown + Math.min(pageSize, left)) / pageSize)),
  };
}
