/**
 * The reservation notices as a chunk of their own ('expiry', with the modal dialog kit and the
 * 'reservation' texts): a visitor's first page needs none. Their code comes once the basket
 * holds something (only a basket with items can run out, be warned about and be announced, spec
 * section 4), long before a reservation can run out, or at once when a warning is due or an
 * expired order is found.
 */
import { useAppSelector } from '../../../state/hooks';
import type { RootState } from '../../../state/rootState';
import { Part, preloadablePart } from '../../navigation/preloadablePart';
import {
  selectExpiryDialogOpen,
  selectOrderItemCount,
  selectReservationNotice,
} from '../orderSelectors';

export const reservationNotices = preloadablePart(
  () => import(/* webpackChunkName: "expiry" */ './ReservationNotices'),
  ['reservation'],
);

/** The notices' code is wanted: the basket holds something, a notice is due, or it ran out. */
export const selectReservationNoticesWanted = (state: RootState): boolean =>
  selectOrderItemCount(state) > 0 ||
  selectReservationNotice(state).notice !== null ||
  selectExpiryDialogOpen(state);

export default function ReservationNoticesLoader() {
  const wanted = useAppSelector(selectReservationNoticesWanted);
  return <Part part={reservationNotices} wanted={wanted} props={{}} />;
}
