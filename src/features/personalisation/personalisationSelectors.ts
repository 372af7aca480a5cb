/**
 * The current order's personalisation (spec section 5): which items are personalised, whether each
 * one's data satisfies its form (a form the order does not carry counts as valid), and whether the
 * whole order is complete. Memoised on the order (the getOrder cache entry).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Form, Order, OrderItem } from '../../api/types';
import type { RootState } from '../../state/rootState';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import { formOf, isItemPersonalisationValid } from './personalisationValidity';

const NO_ITEMS: readonly OrderItem[] = [];

/** The items of an order that are personalised (have a form), in the order's order. */
export const personalisedItems = (order: Order | undefined): readonly OrderItem[] =>
  order ? order.items.filter((item) => item.personalisation !== null) : NO_ITEMS;

/** Each personalised item's validity, by item id. */
export function personalisationValidity(
  order: Order | undefined,
): Readonly<Record<string, boolean>> {
  const validity: Record<string, boolean> = {};
  if (!order) return validity;
  for (const item of personalisedItems(order))
    validity[item.id] = isItemPersonalisationValid(item, order.forms);
  return validity;
}

/** A personalised item with its form, when the order carries the form (else there is nothing to fill in). */
export interface PersonalisationEntry {
  item: OrderItem;
  form: Form;
}

export function personalisationEntries(order: Order | undefined): PersonalisationEntry[] {
  if (!order) return [];
  const entries: PersonalisationEntry[] = [];
  for (const item of personalisedItems(order)) {
    const form = formOf(order.forms, item.personalisation?.formId ?? '');
    if (form) entries.push({ item, form });
  }
  return entries;
}

export const selectPersonalisedItems = createSelector([selectCurrentOrder], personalisedItems);

export const selectPersonalisationValidity = createSelector(
  [selectCurrentOrder],
  personalisationValidity,
);

/** The personalised items with a form the visitor can fill in (the screen's items). */
export const selectPersonalisationEntries = createSelector(
  [selectCurrentOrder],
  personalisationEntries,
);

/** Whether this item's personalisation is valid (true for an item that is not personalised). */
export const selectItemPersonalisationValid = (state: RootState, itemId: string): boolean =>
  selectPersonalisationValidity(state)[itemId] ?? true;

/** The personalised items that are not valid yet. */
export const selectIncompletePersonalisedItems = createSelector(
  [selectPersonalisedItems, selectPersonalisationValidity],
  (items, validity) => items.filter((item) => !validity[item.id]),
);

/** Spec section 5: complete only when every personalised item is valid (an order without any is). */
export const selectPersonalisationComplete = createSelector(
  [selectIncompletePersonalisedItems],
  (incomplete) => incomplete.length === 0,
);
