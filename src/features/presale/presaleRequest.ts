/**
 * The presale call's two callers and who tells the visitor about a refused code. The presale
 * page shows the server's words under its field (and no alert: the same words twice); a
 * ?presaleToken= on any page has no field, so the error alert says it. Any other failure (the
 * network, a 5xx) is the error alert's on both.
 */
import type { Action } from '@reduxjs/toolkit';
import { answersFailuresItself } from '../../api/ownAnswers';
import { orderApi } from '../order/orderApi';

/** The presale page's call (the page reads its shared state with this fixedCacheKey). */
export const PRESALE_REQUEST = 'presale';
/** A ?presaleToken= call. */
export const PRESALE_ADDRESS_REQUEST = 'presale-address';

/** The server refused the code itself (the demo server: 422 with its words). */
export const isPresaleRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 422;

/** A code refused on the presale page is shown under its field: no alert (not for ?presaleToken=). */
answersFailuresItself(
  (action: Action) =>
    orderApi.endpoints.createPresaleOrder.matchRejected(action) &&
    (action.meta.arg as { fixedCacheKey?: string }).fixedCacheKey === PRESALE_REQUEST &&
    isPresaleRefusal(action.payload),
);
