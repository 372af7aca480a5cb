import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../state/hooks';
import {
  pageView,
  selectItem,
  viewItem,
  viewItemList,
  type PageViewPayload,
} from './trackingEvents';

/**
 * Page-view tracking for a page: once per navigation (location key), the page view with the route's
 * id and its categoryId / placementId and the title it shows (read in the effect, after the page's
 * own head effects, as children's effects run first), then what the page shows. Rendered by a page once its
 * content is known (not while it is loading or redirecting). Sends nothing by itself: the
 * tracking saga decides (consent, configuration, 100 ms).
 */
/** What each store has tracked, by kind and location key: a page that mounts again tracks nothing new. */
const trackedByStore = new WeakMap<object, Set<string>>();

function useOncePerNavigation(kind: string, track: () => void, ready: boolean): void {
  const { key } = useLocation();
  const dispatch = useAppDispatch();
  const trackRef = useRef(track);
  useEffect(() => {
    trackRef.current = track;
  });
  useEffect(() => {
    if (!ready) return;
    let tracked = trackedByStore.get(dispatch);
    if (!tracked) {
      tracked = new Set();
      trackedByStore.set(dispatch, tracked);
    }
    const id = `${kind}:${key}`;
    if (tracked.has(id)) return;
    tracked.add(id);
    trackRef.current();
  }, [kind, key, ready, dispatch]);
}

/** The page view of any page; `params` are the route's categoryId / placementId. */
export function usePageView(
  routeId: string,
  params: Pick<PageViewPayload, 'categoryId' | 'placementId'> = {},
  ready = true,
): void {
  const dispatch = useAppDispatch();
  const { pathname, key } = useLocation();
  useOncePerNavigation(
    `page:${routeId}`,
    () => {
      dispatch(
        pageView({ routeId, path: pathname, viewId: key, title: document.title, ...params }),
      );
    },
    ready,
  );
}

export interface TrackCategoryViewProps {
  /** 'categories-home' or 'category' */
  routeId: string;
  /** the category shown (the root category on the categories home) */
  categoryId?: string;
  /** the placements listed, in the order shown */
  placementIds: readonly string[];
}

/** A category page (or the categories home): its page view, then its list when it has one. */
export function TrackCategoryView({ routeId, categoryId, placementIds }: TrackCategoryViewProps) {
  const dispatch = useAppDispatch();
  const { pathname, key } = useLocation();
  useOncePerNavigation(
    `list:${routeId}`,
    () => {
      dispatch(
        pageView({
          routeId,
          path: pathname,
          viewId: key,
          title: document.title,
          ...(categoryId ? { categoryId } : {}),
        }),
      );
      if (categoryId && placementIds.length > 0)
        dispatch(viewItemList({ categoryId, placementIds: [...placementIds] }));
    },
    true,
  );
  return null;
}

/** An article page: its page view with the placement id, then the item view. */
export function TrackArticleView({ placementId }: { placementId: string }) {
  const dispatch = useAppDispatch();
  const { pathname, key } = useLocation();
  useOncePerNavigation(
    'article',
    () => {
      dispatch(
        pageView({
          routeId: 'article',
          path: pathname,
          viewId: key,
          title: document.title,
          placementId,
        }),
      );
      dispatch(viewItem({ placementId }));
    },
    true,
  );
  return null;
}

/** The click handler for a placement's link in a list: the visitor picked it. */
export function useSelectItem(placementId: string, listCategoryId?: string): () => void {
  const dispatch = useAppDispatch();
  return () => {
    dispatch(selectItem(listCategoryId ? { placementId, listCategoryId } : { placementId }));
  };
}
