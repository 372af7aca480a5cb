/**
 * The checkout form's values, and where the buyer form's fields and the server's field names sit
 * in them (pure).
 */
import type { FormField } from '../../api/types';
import type { FormValues } from '../../forms/formData';

export interface CheckoutValues {
  /** the buyer form's values, by field key */
  buyer: FormValues;
  /** the chosen payment method's id, '' while none is chosen */
  paymentMethod: string;
  /** the terms checkbox, when the buyer form has no confirm field of its own for them */
  termsAccepted: boolean;
}

export const BUYER_PATH = 'buyer';

/**
 * The buyer form's field that accepts the terms: a confirm field named for them, else the form's
 * one required confirm field; undefined when it has none (the page then asks itself).
 */
export function termsFieldOf(fields: readonly FormField[]): FormField | undefined {
  const confirms = fields.filter((field) => field.type === 'confirm');
  return (
    confirms.find((field) => /terms|agb|cgv/i.test(field.key)) ??
    (confirms.filter((field) => field.required).length === 1
      ? confirms.find((field) => field.required)
      : undefined)
  );
}

/** Where the server's field names ('form.email', 'paymentMethod') sit in the Formik values. */
export function formikPathOf(field: string): string | null {
  if (field.startsWith('form.')) return `${BUYER_PATH}.${field.slice('form.'.length)}`;
  if (field === 'paymentMethod') return 'paymentMethod';
  return null;
}
