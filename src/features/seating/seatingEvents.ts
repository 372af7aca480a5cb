/**
 * What the visitor does on the seating chart page, as events (the seat saga answers them).
 * Named as events, plain and serialisable like every action.
 */
import { createAction } from '@reduxjs/toolkit';
import type { DeliveryCode } from '../../api/types';

export interface SeatPayload {
  placementId: string;
  /** the shop API's seat label, e.g. 'A-1' (the seats.io object label) */
  seatLabel: string;
}

export interface SeatSelectedPayload extends SeatPayload {
  /** the variant (seats.io ticket type) the seat is sold as */
  variantId: string;
  /** how the ticket is delivered; the article's first option when not given */
  deliveryOption?: DeliveryCode;
}

/** The visitor picked a seat (on the chart or in the seat list): it is held in the order. */
export const seatSelected = createAction<SeatSelectedPayload>('seating/seatSelected');

/** The visitor let a seat go: its item leaves the order. */
export const seatDeselected = createAction<SeatPayload>('seating/seatDeselected');

/** The visitor chose another ticket type (variant of the seat's category) for a seat they hold. */
export const seatTicketTypeChanged = createAction<SeatSelectedPayload>('seating/ticketTypeChanged');

/**
 * A visitor (not a crawler) opened a seating chart: the chart holds seats with the order's hold
 * token, so the order is made now when there is none (seats.io's session, too, starts when the
 * chart renders).
 */
export const seatingChartOpened = createAction('seating/chartOpened');

/**
 * The chart's session is ending with the order's reservation (shortly before its hold token runs
 * out, chartSession.ts): the page took the chart down. An order that holds nothing by then is let
 * go at once, and the next one brings the chart back (the seat saga).
 */
export const seatingSessionEnded = createAction<{ orderId: string | null }>('seating/sessionEnded');
