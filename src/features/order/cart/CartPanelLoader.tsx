/**
 * The cart panel as a chunk of its own ('cart'): loaded the first time the cart opens, then kept,
 * as if it were in the main bundle. It checks personalisations (yup, in the 'forms' chunk), which
 * no first page needs. Its texts: 'cart' (its own) and 'forms' (the personalise buttons).
 */
import { useAppSelector } from '../../../state/hooks';
import { Part, preloadablePart } from '../../navigation/preloadablePart';
import { selectCartOpen } from '../cartSlice';

export const cartPanel = preloadablePart(
  () => import(/* webpackChunkName: "cart" */ './CartPanel'),
  ['forms', 'cart'],
);

export default function CartPanelLoader() {
  const open = useAppSelector(selectCartOpen);
  return <Part part={cartPanel} wanted={open} props={{}} />;
}
