/**
 * Spec section 5, for one order item: valid when its data satisfies its form's schema, or when its
 * form is not found. Pure: no React, no store (the cart panel and the selectors share it).
 */
import type { Form, OrderItem } from '../../api/types';
import { isFormDataValid } from '../../forms/formData';

/** The order's form with this id, if the order carries it. */
export const formOf = (forms: readonly Form[], formId: string): Form | undefined =>
  forms.find((form) => form.id === formId);

/** Whether the item's personalisation is valid; an item without personalisation is. */
export function isItemPersonalisationValid(item: OrderItem, forms: readonly Form[]): boolean {
  const personalisation = item.personalisation;
  if (!personalisation) return true;
  return isFormDataValid(formOf(forms, personalisation.formId), personalisation.data);
}

/** 'none': the item needs no personalisation; 'complete' or 'missing' otherwise. */
export type PersonalisationState = 'none' | 'complete' | 'missing';

export function personalisationStateOf(
  item: OrderItem,
  forms: readonly Form[],
): PersonalisationState {
  if (!item.personalisation) return 'none';
  return isItemPersonalisationValid(item, forms) ? 'complete' : 'missing';
}
