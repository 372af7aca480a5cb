/**
 * The checkout form as the visitor left it (buyer details, payment method, terms), kept for this
 * tab in sessionStorage under 'billett.checkout-draft': a reload of the checkout, the way back
 * from the payment provider (a cancelled or failed payment) and "pay again" on the status page
 * find it filled as it was. It is forgotten when an order is paid (purchaseSaga) and when the tab
 * closes. It never goes through the store, so it never enters the action log or Redux DevTools
 * (tools/debug): the only action with these values is the checkout itself, whose form the
 * redaction removes. Storage may be disabled or full: then the form is simply not kept.
 */
import type { FormValues } from '../../forms/formData';

export const CHECKOUT_DRAFT_KEY = 'billett.checkout-draft';

export interface CheckoutDraft {
  /** the buyer form's values, by field key */
  buyer: FormValues;
  /** the chosen payment method's id, '' while none is chosen */
  paymentMethod: string;
  /** the page's own terms checkbox (when the buyer form has none) */
  termsAccepted: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only what a draft can hold: strings and booleans, nothing else from a tampered entry. */
function buyerValues(value: unknown): FormValues {
  const values: FormValues = {};
  if (!isRecord(value)) return values;
  for (const [key, entry] of Object.entries(value))
    if (typeof entry === 'string' || typeof entry === 'boolean') values[key] = entry;
  return values;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // access refused (storage disabled)
  }
}

/** The tab's draft, or null when there is none (or it cannot be read). */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = storage()?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    return {
      buyer: buyerValues(parsed.buyer),
      paymentMethod: typeof parsed.paymentMethod === 'string' ? parsed.paymentMethod : '',
      termsAccepted: parsed.termsAccepted === true,
    };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        buyer: buyerValues(draft.buyer),
        paymentMethod: draft.paymentMethod,
        termsAccepted: draft.termsAccepted,
      }),
    );
  } catch {
    // storage disabled or full: the form is not kept
  }
}

export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // storage disabled
  }
}
