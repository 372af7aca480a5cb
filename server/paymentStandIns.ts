import express, { Router, type Response } from 'express';
import { LANGUAGES, type Lang, type OrderStatus } from '../src/api/types';
import { LIGHTBOX_SCRIPT_PATH, PAYMENT_PAGE_PATH } from './checkout';
import { isLang } from './locale';
import { lightboxScript } from './lightboxScript';
import { formatAmount } from './messages';
import { findOrder } from './orderLookup';
import { toStatus } from './orderAnswer';
import {
  notFoundHtml,
  PAYMENT_COMPLETE_PATH,
  PAYMENT_CSS,
  PAYMENT_STYLESHEET_PATH,
  paymentPageHtml,
} from './paymentPage';
import type { ShopState } from './state';

const RESULTS: readonly OrderStatus[] = ['paid', 'failed', 'cancelled'];
const langOf = (value: unknown): Lang => (isLang(value) ? value : LANGUAGES[0]);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The payment provider stand-ins: the hosted page, the lightbox script, the completion. */
export function paymentStandIns(state: ShopState): Router {
  const router = Router();
  const complete = (res: Response, fields: Record<string, unknown>): void => {
    const record = findOrder(state, text(fields.order));
    const result = RESULTS.find((candidate) => candidate === fields.result);
    if (!record) {
      res.status(404).type('html').send(notFoundHtml());
      return;
    }
    if (!result) {
      res.status(400).type('text').send('result must be paid, failed or cancelled');
      return;
    }
    // only a payment the provider is waiting for can end; a repeated choice changes nothing
    if (record.status === 'pending') record.status = result;
    res.redirect(303, `/${langOf(fields.lang)}/order/${encodeURIComponent(record.id)}/status`);
  };

  router.get(PAYMENT_STYLESHEET_PATH, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(PAYMENT_CSS);
  });

  router.get(PAYMENT_PAGE_PATH, (req, res) => {
    const record = findOrder(state, text(req.query.order));
    res.set('Cache-Control', 'no-store');
    if (!record) {
      res.status(404).type('html').send(notFoundHtml());
      return;
    }
    const method = state.catalog.paymentMethod(record.paymentMethodId ?? '');
    const lang = langOf(req.query.lang);
    res.type('html').send(paymentPageHtml(toStatus(state, record), method?.name[lang] ?? '', lang));
  });

  router.get(LIGHTBOX_SCRIPT_PATH, (req, res) => {
    const record = findOrder(state, text(req.query.order));
    const lang = langOf(req.query.lang);
    const status = record && toStatus(state, record);
    const orderId = record?.id ?? text(req.query.order);
    res.type('application/javascript').set('Cache-Control', 'no-store');
    res.send(
      lightboxScript({
        orderId,
        methodIds: state.catalog.fixture.paymentMethods
          .filter((m) => m.kind === 'walle-lightbox')
          .map((m) => m.id),
        amount: status ? formatAmount(status.total, status.currency) : '',
        completeUrl: `${PAYMENT_COMPLETE_PATH}?order=${encodeURIComponent(orderId)}&lang=${lang}`,
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
