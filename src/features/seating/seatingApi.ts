/**
 * GET /seating/{eventKey}/seats: the event's seats and which are free, as the shop API reads them
 * from seats.io. The seat list (the keyboard and screen-reader way to choose seats) is built from
 * it; the chart's own report has counts only (chart.getReportBySelectability()).
 *
 * The list provides the tag `Seats` (its event key as the id). Every call that holds or lets go
 * of seats invalidates it, answered or refused (order/orderApi.ts: a new order, added and removed
 * items), so a page that shows the list reads it again then; seats.io refusing a hold or a release
 * on the chart invalidates it too (seatsChanged).
 */
import { API_PREFIX } from '../../api/headers';
import { shopApi } from '../../api/shopApi';
import type { EventSeats } from '../../api/types';

export const seatingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getEventSeats: build.query<EventSeats, string>({
      query: (eventKey) => `${API_PREFIX}/seating/${encodeURIComponent(eventKey)}/seats`,
      providesTags: (_result, _error, eventKey) => [{ type: 'Seats', id: eventKey }],
      // the statuses change with every hold: never served from an old answer
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetEventSeatsQuery } = seatingApi;

/** The event's seats may have changed in a way no call of this page said: read them again. */
export const seatsChanged = (eventKey: string) =>
  seatingApi.util.invalidateTags([{ type: 'Seats', id: eventKey }]);

/**
 * The chart has just held or released one of the visitor's seats: the seat list takes that
 * status at once rather than waiting for its next read, so a seat the visitor lets go stays in
 * the list (and keeps the keyboard focus) instead of vanishing until the answer comes.
 */
export const seatStatusSeen = (eventKey: string, label: string, status: 'free' | 'held') =>
  seatingApi.util.updateQueryData('getEventSeats', eventKey, (draft) => {
    const seat = draft.seats.find((candidate) => candidate.label === label);
    if (seat && seat.status !== 'booked') seat.status = status;
  });
