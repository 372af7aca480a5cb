/**
 * The order the seating chart holds seats with, and whether the chart can be shown now. A
 * visitor's order is made when the page opens (and again after an empty one ran out): the chart
 * holds seats with its hold token (docs/decisions/seat-holds.md). A search engine or preview
 * crawler gets the chart to look at, without an order and without a session.
 *
 * The chart's session ends with the reservation: the page takes the chart down before seats.io's
 * own expiry dialog could show (chartSession.ts); a renewed reservation or a new token brings it
 * back. An order that holds nothing is let go then (seatSaga.ts), and the chart waits for the
 * next one's token: nothing is running out for the visitor.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/types';
import { usePageContext } from '../../components/pageContext';
import { isBotUserAgent } from '../../lib/bots';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { OrderPhase } from '../order/orderLifecycleSlice';
import {
  selectOrderExpiresAt,
  selectOrderHoldsNothing,
  selectOrderPhase,
} from '../order/orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { seatingChartOpened, seatingSessionEnded } from './seatingEvents';

export interface ChartOrder {
  order: Order | undefined;
  phase: OrderPhase;
  /** the order's hold token while its reservation runs (or has just run out); else null */
  holdToken: string | null;
  /** when the order's reservation ends (ms since the epoch); null while not known */
  reservationEndsAt: number | null;
  /** the order (and its token) is on its way: the chart waits */
  chartWaits: boolean;
  /** the chart's session ended with the reservation of an order that holds something: taken down */
  chartEnded: boolean;
  /** the chart says its session is ending: it ends for the reservation the page knows now */
  endSession: () => void;
}

export function useChartOrder(): ChartOrder {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectCurrentOrder);
  const phase = useAppSelector(selectOrderPhase);
  const reservationEndsAt = useAppSelector(selectOrderExpiresAt);
  const holdsNothing = useAppSelector(selectOrderHoldsNothing);
  const crawler = isBotUserAgent(usePageContext().userAgent);
  // asked once until an order is active, so a failed creation is not tried again and again
  const askedForOrder = useRef(false);
  useEffect(() => {
    if (crawler) return;
    if (phase === 'active') askedForOrder.current = false;
    else if ((phase === 'none' || phase === 'expiredConfirmed') && !askedForOrder.current) {
      askedForOrder.current = true;
      dispatch(seatingChartOpened());
    }
  }, [crawler, phase, dispatch]);
  const holdToken =
    phase === 'active' || phase === 'expired' ? (order?.seating?.holdToken ?? null) : null;
  // the session the chart runs: its token and the reservation end it was given
  const session = `${holdToken ?? ''} ${reservationEndsAt ?? ''}`;
  const currentSession = useRef({ session, orderId: order?.id ?? null });
  useEffect(() => {
    currentSession.current = { session, orderId: order?.id ?? null };
  }, [session, order?.id]);
  const [endedSession, setEndedSession] = useState<string | null>(null);
  const endSession = useCallback(() => {
    const ended = currentSession.current;
    setEndedSession(ended.session);
    dispatch(seatingSessionEnded({ orderId: ended.orderId }));
  }, [dispatch]);
  const sessionEnded = holdToken !== null && (phase === 'expired' || endedSession === session);
  return {
    order,
    phase,
    holdToken,
    reservationEndsAt,
    // a crawler, or a visitor whose order could not be made, gets the chart without a session
    // (an empty order's session ended: it is let go, and the next one's token is on its way)
    chartWaits:
      !crawler &&
      (phase === 'starting' || (phase === 'active' && !order) || (sessionEnded && holdsNothing)),
    chartEnded: sessionEnded && !holdsNothing,
    endSession,
  };
}
