import { useAppSelector } from '../../state/hooks';
import { usePagePending } from '../../features/navigation/preloadablePart';
import { useNavigationPending } from '../ShopRouter';
import { selectShopApiBusy } from './layoutSelectors';

/**
 * True while a navigation waits for its page (the transition wait), a page's chunk is still on
 * its way after it, or a shop API call is pending.
 */
export function useLayoutLoading(): boolean {
  const navigating = useNavigationPending();
  const apiBusy = useAppSelector(selectShopApiBusy);
  const pagePending = usePagePending();
  return navigating || pagePending || apiBusy;
}
