import { Router } from 'express';
import type { FormData, Lang, OrderItem } from '../../src/api/types';
import { Problems } from '../http/apiErrors';
import { validateFormData } from './formValidation';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';
import { loadOpenOrder } from '../shopState/orderLookup';
import { toOrder } from '../shopState/orderAnswer';
import { bodyOf, isRecord } from './requestBody';
import type { OrderRecord, ShopState } from '../shopState/state';

/** The data an item would keep, or null when the item cannot take it (problems recorded). */
function personalise(
  state: ShopState,
  item: OrderItem,
  data: unknown,
  lang: Lang,
  problems: Problems,
): FormData | null {
  const form = state.catalog.form(item.personalisation?.formId ?? '');
  const field = `items.${item.id}`;
  if (!form) {
    // a form the shop does not know: the data is taken as it is (spec: valid when the form is not found)
    if (isRecord(data)) return data as FormData;
    problems.add(message(lang, 'invalidValue'), field);
    return null;
  }
  const before = problems.list.length;
  const clean = validateFormData(form, data, lang, field, problems);
  return problems.list.length === before ? clean : null;
}

/** Complete when every item that needs personalisation holds data its form accepts. */
export function personalisationComplete(state: ShopState, record: OrderRecord): boolean {
  return record.items.every((item) => {
    if (!item.personalisation) return true;
    const form = state.catalog.form(item.personalisation.formId);
    if (!form) return true;
    if (!item.personalisation.data) return false;
    const problems = new Problems();
    validateFormData(form, item.personalisation.data, 'de', 'check', problems);
    return !problems.any;
  });
}

/** POST /order/:id/personalize { items: { [itemId]: FormData } }: all saved, or none. */
export function personalisationRoutes(state: ShopState): Router {
  const router = Router();
  router.post('/order/:id/personalize', (req, res) => {
    const record = loadOpenOrder(state, req);
    const lang = localeOf(req);
    const { items } = bodyOf(req);
    const problems = new Problems();
    if (!isRecord(items)) {
      problems.add(message(lang, items === undefined ? 'required' : 'invalidValue'), 'items');
      problems.throwIfAny(422);
      return;
    }
    const saved: [OrderItem, FormData][] = [];
    for (const [itemId, data] of Object.entries(items)) {
      const item = record.items.find((candidate) => candidate.id === itemId);
      if (!item) problems.add(message(lang, 'itemNotFound'), `items.${itemId}`);
      else if (!item.personalisation)
        problems.add(message(lang, 'personalisationNotNeeded'), `items.${itemId}`);
      else {
        const clean = personalise(state, item, data, lang, problems);
        if (clean) saved.push([item, clean]);
      }
    }
    problems.throwIfAny(422, message(lang, 'formInvalid'));
    for (const [item, data] of saved) {
      if (item.personalisation) item.personalisation.data = data;
    }
    res.json(toOrder(state, record));
  });
  return router;
}
