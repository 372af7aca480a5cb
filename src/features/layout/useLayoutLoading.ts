import { useNavigation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectShopApiBusy } from './layoutSelectors';

/** True while the router navigates (lazy pages, loaders) or a shop API call is pending. Needs a data router. */
export function useLayoutLoading(): boolean {
  const navigation = useNavigation();
  const apiBusy = useAppSelector(selectShopApiBusy);
  return navigation.state !== 'idle' || apiBusy;
}
