import express, { Router, type Response } from 'express';
import type { Lang, OrderStatus } from '../../../src/api/types';
import { LIGHTBOX_SCRIPT_PATH, lightboxScript } from './lightboxScript';
import { findOrder } from '../../shopState/orderLookup';
import { toStatus } from '../../shopState/orderAnswer';
import { renewReservation } from '../../shopState/reservation';
import {
  notFoundHtml,
  PAYMENT_COMPLETE_PATH,
  PAYMENT_CSS,
  PAYMENT_PAGE_PATH,
  PAYMENT_STYLESHEET_PATH,
  paymentPageHtml,
} from './paymentPage';
import { paymentAmount } from './paymentTexts';
import type { ShopState } from '../../shopState/state';
import { langOrDefault } from '../../../src/lib/languages';

const RESULTS: readonly OrderStatus[] = ['paid', 'failed', 'cancelled'];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Where the provider sends the visitor when the payment ends, as the shop set it up for the
 * payment (Wallee's successUrl and failedUrl): the order status page after a payment, and after a
 * hosted page's failure or cancellation; back to the checkout after a lightbox's failure or
 * cancellation, since the lightbox was opened on it and the visitor is to stay there.
 */
function returnPath(state: ShopState, orderId: string, lang: Lang, result: OrderStatus): string {
  const record = findOrder(state, orderId);
  const method = state.catalog.paymentMethod(record?.paymentMethodId ?? '');
  if (result !== 'paid' && method?.kind === 'walle-lightbox') return `/${lang}/order/checkout`;
  return `/${lang}/order/${encodeURIComponent(orderId)}/status`;
}

/** The payment provider stand-ins: the hosted page, the lightbox script, the completion. */
export function paymentStandIns(state: ShopState): Router {
  const router = Router();
  const complete = (res: Response, fields: Record<string, unknown>): void => {
    const record = findOrder(state, text(fields.order));
    const result = RESULTS.find((candidate) => candidate === fields.result);
    const lang = langOrDefault(fields.lang);
    if (!record) {
      res.status(404).type('html').send(notFoundHtml(lang));
      return;
    }
    if (!result) {
      res.status(400).type('text').send('result must be paid, failed or cancelled');
      return;
    }
    // only a payment the provider is waiting for can end; a repeated choice changes nothing
    if (record.status === 'pending') {
      record.status = result;
      // a payment that did not go through: the visitor gets the reservation's full time to pay
      // again (the seats booked for it stay theirs until then, and are released after)
      if (result !== 'paid') renewReservation(state, record);
    }
    res.redirect(303, returnPath(state, record.id, lang, result));
  };

  router.get(PAYMENT_STYLESHEET_PATH, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(PAYMENT_CSS);
  });

  router.get(PAYMENT_PAGE_PATH, (req, res) => {
    const record = findOrder(state, text(req.query.order));
    res.set('Cache-Control', 'no-store');
    const lang = langOrDefault(req.query.lang);
    if (!record) {
      res.status(404).type('html').send(notFoundHtml(lang));
      return;
    }
    const method = state.catalog.paymentMethod(record.paymentMethodId ?? '');
    res.type('html').send(paymentPageHtml(toStatus(state, record), method?.name[lang] ?? '', lang));
  });

  router.get(LIGHTBOX_SCRIPT_PATH, (req, res) => {
    const record = findOrder(state, text(req.query.order));
    const lang = langOrDefault(req.query.lang);
    const status = record && toStatus(state, record);
    const orderId = record?.id ?? text(req.query.order);
    res.type('application/javascript').set('Cache-Control', 'no-store');
    res.send(
      lightboxScript({
        orderId,
        configurationIds: state.catalog.fixture.paymentMethods.flatMap((method) =>
          method.kind === 'walle-lightbox' && method.paymentMethodConfigurationId
            ? [method.paymentMethodConfigurationId]
            : [],
        ),
        amount: status ? paymentAmount(status.total, status.currency, lang) : '',
        completeUrl: `${PAYMENT_COMPLETE_PATH}?order=${encodeURIComponent(orderId)}&lang=${lang}`,
        lang,
      }),
    );
  });

  router.post(PAYMENT_COMPLETE_PATH, express.urlencoded({ extended: false }), (req, res) => {
    complete(res, (req.body ?? {}) as Record<string, unknown>);
  });
  router.get(PAYMENT_COMPLETE_PATH, (req, res) => {
    complete(res, req.query);
  });

  return router;
}
