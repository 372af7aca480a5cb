import { Router } from 'express';
import type { OrderItem } from '../../src/api/types';
import { apiError, Problems } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { idempotentChange } from './idempotency';
import { draftItems, type DraftItem } from './newItems';
import { loadOpenOrder } from '../shopState/orderLookup';
import { toOrder } from '../shopState/orderAnswer';
import { renewReservation } from '../shopState/reservation';
import { bodyOf } from './requestBody';
import { seatConflicts } from './seats';
import { releaseSeat, seatsNotHeld } from '../shopState/seatHolds';
import { hasShopAccess } from '../shopState/shopAccess';
import type { ShopState } from '../shopState/state';

const withIds = (state: ShopState, draft: DraftItem): OrderItem => ({
  ...draft,
  id: state.nextId('item'),
  childItems: draft.childItems.map((child) => ({ ...child, id: state.nextId('child') })),
});

/** Adding items (all-or-nothing, idempotent per Idempotency-Key) and removing one. */
export function itemRoutes(state: ShopState): Router {
  const router = Router();

  router.post('/order/:id/items', (req, res) => {
    const record = loadOpenOrder(state, req);
    const body = bodyOf(req);
    const lang = localeOf(req);
    const change = idempotentChange(state, record, req, 'items', JSON.stringify(body));
    if (change.repeated) {
      res.status(201).json(toOrder(state, record));
      return;
    }

    const problems = new Problems();
    if (body.trackingEventId !== undefined && typeof body.trackingEventId !== 'string') {
      problems.add(message(lang, 'invalidValue'), 'trackingEventId');
    }
    const drafts = draftItems(
      { catalog: state.catalog, lang, access: hasShopAccess(state, req), problems },
      body.items,
    );
    problems.throwIfAny(422);
    // a seat is the order's only when seats.io holds it with the order's token, and only once
    const conflicts = [
      ...seatConflicts(state, drafts).map((index) => ({ index, problem: 'seatTaken' as const })),
      ...seatsNotHeld(state, record, drafts),
    ];
    const refused = new Map(conflicts.map(({ index, problem }) => [index, problem]));
    for (const [index, problem] of [...refused].sort(([a], [b]) => a - b)) {
      problems.add(
        message(lang, problem, { seat: drafts[index].seatLabel ?? '' }),
        `items.${index}.seatLabel`,
      );
    }
    problems.throwIfAny(409);

    record.items.push(...drafts.map((draft) => withIds(state, draft)));
    renewReservation(state, record);
    change.done();
    res.status(201).json(toOrder(state, record));
  });

  router.delete('/order/:id/items/:itemId', (req, res) => {
    const record = loadOpenOrder(state, req);
    const index = record.items.findIndex((item) => item.id === req.params.itemId);
    if (index < 0) throw apiError(404, message(localeOf(req), 'itemNotFound'));
    const [removed] = record.items.splice(index, 1);
    // ?keepSeatHold=true: the seat stays the visitor's (its item comes back as another ticket type)
    if (req.query.keepSeatHold !== 'true') releaseSeat(state, record, removed);
    res.json(toOrder(state, record));
  });

  return router;
}
