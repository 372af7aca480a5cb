import { Router, type Request } from 'express';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { findOrder, loadOpenOrder, loadOrder } from '../shopState/orderLookup';
import { toOrder, toStatus } from '../shopState/orderAnswer';
import { idempotentChange } from './idempotency';
import { renewReservation } from '../shopState/reservation';
import { grantExtension } from '../shopState/reservationExtension';
import { bodyOf, requiredString } from './requestBody';
import { openSeatHolds } from '../shopState/seatHolds';
import { newOrderId, type OrderRecord, type ShopState } from '../shopState/state';

function openNewOrder(state: ShopState, req: Request, presaleToken: string | null): OrderRecord {
  const record: OrderRecord = {
    id: newOrderId(),
    shop: state.catalog.fixture.shop.slug,
    status: 'open',
    presaleToken,
    items: [],
    vouchers: [],
    insuranceEnabled: false,
    expiresAt: 0,
    extensionsUsed: 0,
    paymentMethodId: null,
    buyer: null,
    lang: localeOf(req),
    holdToken: null,
  };
  record.expiresAt = state.now() + state.options.reservationSeconds * 1000;
  openSeatHolds(state, record);
  renewReservation(state, record);
  state.orders.set(record.id, record);
  return record;
}

/** Creating, reading and insuring orders; their status, for every order ever created. */
export function orderRoutes(state: ShopState): Router {
  const router = Router();

  router.post('/order', (req, res) => {
    const shop = requiredString(req, bodyOf(req), 'shop');
    const { shop: known } = state.catalog.fixture;
    if (shop !== known.slug && shop !== known.id) {
      throw apiError(422, message(localeOf(req), 'shopNotFound'), 'shop');
    }
    res.status(201).json(toOrder(state, openNewOrder(state, req, null)));
  });

  router.post('/presale/order', (req, res) => {
    const token = requiredString(req, bodyOf(req), 'presaleToken');
    if (!state.catalog.isPresaleToken(token)) {
      throw apiError(422, message(localeOf(req), 'presaleInvalid'), 'presaleToken');
    }
    res.status(201).json(toOrder(state, openNewOrder(state, req, token.trim())));
  });

  router.get('/order/:id', (req, res) => {
    res.json(toOrder(state, loadOrder(state, req)));
  });

  router.get('/order/:id/status', (req, res) => {
    const record = findOrder(state, String(req.params.id));
    if (!record) throw apiError(404, message(localeOf(req), 'orderNotFound'));
    res.set('Cache-Control', 'no-store');
    res.json(toStatus(state, record));
  });

  // the visitor keeps the reservation: a bounded number of extensions, seats held with it
  router.post('/order/:id/reservation', (req, res) => {
    const lang = localeOf(req);
    const record = findOrder(state, String(req.params.id));
    if (!record) throw apiError(404, message(lang, 'orderNotFound'));
    const change = idempotentChange(state, record, req, 'reservation', '');
    if (change.repeated) {
      res.json(toOrder(state, record));
      return;
    }
    const outcome = grantExtension(state, record);
    if (!outcome.extended) {
      const detail =
        outcome.refusal === 'seatsGone'
          ? message(lang, 'reservationSeatsGone', { seats: outcome.seats.join(', ') })
          : message(
              lang,
              outcome.refusal === 'limit' ? 'reservationExtensionLimit' : 'orderLocked',
            );
      throw apiError(409, detail);
    }
    change.done();
    res.json(toOrder(state, record));
  });

  router.post('/order/:id/insurance', (req, res) => {
    const record = loadOpenOrder(state, req);
    const { enabled } = bodyOf(req);
    const lang = localeOf(req);
    if (typeof enabled !== 'boolean') throw apiError(422, message(lang, 'invalidValue'), 'enabled');
    if (enabled && !state.catalog.fixture.insurance.available) {
      throw apiError(422, message(lang, 'insuranceUnavailable'), 'enabled');
    }
    record.insuranceEnabled = enabled;
    res.json(toOrder(state, record));
  });

  return router;
}
