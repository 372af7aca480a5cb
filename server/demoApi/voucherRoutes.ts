import { Router } from 'express';
import { apiError } from '../http/apiErrors';
import { idempotentChange } from './idempotency';
import { localeOf } from '../http/locale';
import { message, type MessageKey } from '../messages/messages';
import { loadOpenOrder } from '../shopState/orderLookup';
import { toOrder } from '../shopState/orderAnswer';
import { bodyOf, requiredString } from './requestBody';
import type { ShopState } from '../shopState/state';

/** The shop's own wording of the voucher messages, if it has one (the hostile demo shop does). */
const shopMessages = (state: ShopState) => state.catalog.fixture.messages;

/**
 * Redeeming a voucher code on an order (idempotent per Idempotency-Key: a repeat of the same
 * request after a lost answer redeems nothing more and answers the order) and taking it off again.
 */
export function voucherRoutes(state: ShopState): Router {
  const router = Router();

  router.post('/order/:id/voucher', (req, res) => {
    const record = loadOpenOrder(state, req);
    const code = requiredString(req, bodyOf(req), 'code');
    const change = idempotentChange(state, record, req, 'voucher', JSON.stringify(bodyOf(req)));
    if (change.repeated) {
      res.json(toOrder(state, record));
      return;
    }
    const say = (key: MessageKey) => message(localeOf(req), key, {}, shopMessages(state));
    const voucher = state.catalog.voucher(code);
    if (!voucher) throw apiError(422, say('voucherInvalid'), 'code');
    if (voucher.shop !== undefined && voucher.shop !== state.catalog.fixture.shop.slug)
      throw apiError(422, say('voucherOtherShop'), 'code');
    if (!voucher.redeemable) throw apiError(422, say('voucherUsed'), 'code');
    if (record.vouchers.some((applied) => applied.code === voucher.code)) {
      throw apiError(422, say('voucherDuplicate'), 'code');
    }
    record.vouchers.push({ id: state.nextId('voucher'), code: voucher.code, voucher });
    change.done();
    res.json(toOrder(state, record));
  });

  router.delete('/order/:id/voucher/:voucherId', (req, res) => {
    const record = loadOpenOrder(state, req);
    const index = record.vouchers.findIndex((applied) => applied.id === req.params.voucherId);
    if (index < 0)
      throw apiError(404, message(localeOf(req), 'voucherNotFound', {}, shopMessages(state)));
    record.vouchers.splice(index, 1);
    res.json(toOrder(state, record));
  });

  return router;
}
