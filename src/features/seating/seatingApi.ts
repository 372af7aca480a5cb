/**
 * GET /seating/{eventKey}/seats: the event's seats and which are free, as the shop API reads them
 * from seats.io. The seat list (the keyboard and screen-reader way to choose seats) is built from
 * it; the chart's own report has counts only (chart.getReportBySelectability()).
 */
import { API_PREFIX } from '../../api/headers';
import { shopApi } from '../../api/shopApi';
import type { EventSeats } from '../../api/types';

export const seatingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getEventSeats: build.query<EventSeats, string>({
      query: (eventKey) => `${API_PREFIX}/seating/${encodeURIComponent(eventKey)}/seats`,
      // the statuses change with every hold: never served from an old answer
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetEventSeatsQuery } = seatingApi;
