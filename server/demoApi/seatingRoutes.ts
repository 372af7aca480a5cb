import { Router } from 'express';
import type { EventSeat, EventSeats } from '../../src/api/types';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { standInEvent } from '../standIns/seatsio/seatsioStandIn';
import type { ShopState } from '../shopState/state';

const STATUS: Record<string, EventSeat['status']> = {
  free: 'free',
  reservedByToken: 'held',
  booked: 'booked',
};

/**
 * GET /seating/:eventKey/seats: every seat of a seated event and whether it is free, as a real shop
 * API reads it from seats.io's event report by label. The seat list is built from it.
 */
export function seatingRoutes(state: ShopState): Router {
  const router = Router();
  router.get('/seating/:eventKey/seats', (req, res) => {
    const event = standInEvent(state, String(req.params.eventKey));
    if (!event) throw apiError(404, message(localeOf(req), 'eventNotFound'));
    const categories = new Map(event.categories.map((category) => [category.key, category]));
    const answer: EventSeats = {
      eventKey: event.eventKey,
      seats: event.rows.flatMap((row) =>
        row.seats.map((seat) => ({
          label: seat.label,
          row: row.label,
          number: seat.number,
          category: { key: row.category, label: categories.get(row.category)?.label ?? {} },
          status: STATUS[seat.status] ?? 'booked',
        })),
      ),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
