/**
 * Answers of the order status call that mean the address names no order, so the status page is
 * the 404 page and no alert is raised: not found or gone, and requests the server refuses as
 * malformed or too long (an id no order has; asking again cannot help). Network failures, 5xx,
 * 408 and 429 are worth another try: the page offers one.
 */
import type { Action } from '@reduxjs/toolkit';
import { answersFailuresItself } from '../../api/ownAnswers';
import { checkoutApi } from './checkoutApi';
const NAMES_NO_ORDER: ReadonlySet<unknown> = new Set([400, 404, 410, 414, 431]);

export const namesNoOrder = (status: unknown): boolean => NAMES_NO_ORDER.has(status);

/** The status page is the 404 page for an unknown order: the error alert says nothing of it. */
answersFailuresItself(
  (action: Action, status: unknown) =>
    checkoutApi.endpoints.getOrderStatus.matchRejected(action) && namesNoOrder(status),
);
