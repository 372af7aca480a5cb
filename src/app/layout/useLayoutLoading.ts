import { useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { usePagePending } from '../../features/navigation/preloadablePart';
import { selectShopApiBusy } from './layoutSelectors';

/**
 * True while the router navigates (loaders), a page's chunk is still on its way after the
 * transition wait, or a shop API call is pending. Needs a data router.
 */
export function useLayoutLoading(): boolean {
  const navigation = useNavigation();
  const apiBusy = useAppSelector(selectShopApiBusy);
  const pagePending = usePagePending();
  return navigation.state !== 'idle' || pagePending || apiBusy;
}
