import { Router } from 'express';
import type { CheckoutAnswer, Lang } from '../../src/api/types';
import { apiError, Problems } from '../http/apiErrors';
import { validateFormData } from './formValidation';
import { LIGHTBOX_SCRIPT_PATH } from '../standIns/payment/lightboxScript';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { findOrder } from '../shopState/orderLookup';
import { PAYMENT_PAGE_PATH } from '../standIns/payment/paymentPage';
import { personalisationComplete } from './personalisation';
import { priceOrder } from '../shopState/totals';
import { bodyOf, isRecord, requiredString } from './requestBody';
import { bookSeats } from '../shopState/seatHolds';
import type { ShopState } from '../shopState/state';

const paymentUrl = (path: string, orderId: string, lang: Lang): string =>
  `${path}?order=${encodeURIComponent(orderId)}&lang=${lang}`;

/**
 * POST /order/:id/checkout { form, paymentMethod, expectedTotal? } -> { action, url }. The order
 * must have items, a live reservation, a known payment method, a valid buyer form, complete
 * personalisation and, when the visitor's total is sent, that total (else 409: the basket changed
 * since they saw it); then it waits for the payment provider ('pending'). Orders whose payment
 * failed or was cancelled may check out again.
 */
export function checkoutRoutes(state: ShopState): Router {
  const router = Router();
  router.post('/order/:id/checkout', (req, res) => {
    const lang = localeOf(req);
    const record = findOrder(state, String(req.params.id));
    if (!record) throw apiError(404, message(lang, 'orderNotFound'));
    if (record.status === 'expired') throw apiError(422, message(lang, 'orderExpired'));
    if (record.status === 'paid') throw apiError(409, message(lang, 'alreadyPaid'));

    const body = bodyOf(req);
    if (!isRecord(body.form)) {
      throw apiError(
        422,
        message(lang, body.form === undefined ? 'required' : 'invalidValue'),
        'form',
      );
    }
    const methodId = requiredString(req, body, 'paymentMethod');
    if (record.items.length === 0) throw apiError(422, message(lang, 'orderEmpty'));
    const method = state.catalog.paymentMethod(methodId);
    if (!method) throw apiError(422, message(lang, 'paymentMethodUnknown'), 'paymentMethod');

    // the visitor agreed to pay what they saw: another total is a change they have not seen
    if (body.expectedTotal !== undefined) {
      if (!Number.isSafeInteger(body.expectedTotal) || (body.expectedTotal as number) < 0)
        throw apiError(422, message(lang, 'invalidValue'), 'expectedTotal');
      const { total } = priceOrder(
        state.catalog,
        record,
        state.catalog.fixture.insurance.percent,
      ).totals;
      if (total !== body.expectedTotal) throw apiError(409, message(lang, 'orderChanged'));
    }

    const problems = new Problems();
    const buyerForm = state.catalog.form(state.catalog.fixture.buyerFormId);
    const buyer = buyerForm ? validateFormData(buyerForm, body.form, lang, 'form', problems) : {};
    problems.throwIfAny(422, message(lang, 'formInvalid'));
    if (!personalisationComplete(state, record))
      throw apiError(422, message(lang, 'personalisationIncomplete'));
    // the seats are booked with the order's hold token before the payment starts
    if (!bookSeats(state, record)) throw apiError(409, message(lang, 'seatHoldLost'));

    record.status = 'pending';
    record.paymentMethodId = method.id;
    record.buyer = buyer;
    record.lang = lang;
    const answer: CheckoutAnswer =
      method.kind === 'redirect'
        ? { action: 'redirect', url: paymentUrl(PAYMENT_PAGE_PATH, record.id, lang) }
        : { action: 'walle-lightbox', url: paymentUrl(LIGHTBOX_SCRIPT_PATH, record.id, lang) };
    res.json(answer);
  });
  return router;
}
