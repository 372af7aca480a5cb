/**
 * The expiry dialog as a chunk of its own ('expiry', with the modal dialog kit): a visitor's first
 * page needs neither. Its code comes once the basket holds something (only a basket with items
 * can run out and be announced, spec section 4), long before a reservation can run out, or at once
 * when an expired order is found. Its texts ('order') are core texts.
 */
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { Part, preloadablePart } from '../navigation/preloadablePart';
import { selectExpiryDialogOpen, selectOrderItemCount } from './orderSelectors';

export const expiryDialog = preloadablePart(
  () => import(/* webpackChunkName: "expiry" */ './ExpiryDialog'),
);

/** The dialog's code is wanted: the basket holds something, or its reservation ran out. */
export const selectExpiryDialogWanted = (state: RootState): boolean =>
  selectOrderItemCount(state) > 0 || selectExpiryDialogOpen(state);

export default function ExpiryDialogLoader() {
  const wanted = useAppSelector(selectExpiryDialogWanted);
  return <Part part={expiryDialog} wanted={wanted} props={{}} />;
}
