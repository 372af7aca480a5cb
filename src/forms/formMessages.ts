/**
 * The visitor's text for a form message key (schemaFromFields.ts), from the 'forms' namespace
 * (locales/<lng>/forms.json, key 'forms.validation.x' -> 'validation.x'). The limits come from the
 * field itself; a date's earliest day and a text's maximum length have their own wording
 * (i18next context: 'min_value_date', 'max_value_length').
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, Lang } from '../api/types';
import { EARLIEST_DATE, formatDate } from '../lib/dates';
import { isFormMessageKey, maxLengthOf, type FormMessageKey } from './schemaFromFields';

export const FORMS_NAMESPACE = 'forms';

/** `t` of the forms namespace with a plain string key (the keys are data, not literals). */
export type FormsText = (key: string, values?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useFormsText(): FormsText {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return useCallback<FormsText>(
    (key, values) => (t as unknown as LooseT)(key, { ...values, ns: FORMS_NAMESPACE }),
    [t],
  );
}

const formatNumber = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(`${lang}-CH`, { maximumFractionDigits: 20 }).format(value);

/** The wording's context and values for a key on a field. */
export function messageOptions(
  key: FormMessageKey,
  field: FormField,
  lang: Lang,
): Record<string, unknown> {
  if (key === 'forms.validation.min_value') {
    if (field.type === 'date') return { context: 'date', min: formatDate(EARLIEST_DATE, lang) };
    return { min: typeof field.min === 'number' ? formatNumber(field.min, lang) : '' };
  }
  if (key === 'forms.validation.max_value') {
    const length = maxLengthOf(field.type);
    if (field.type !== 'number' && length !== undefined)
      return { context: 'length', max: formatNumber(length, lang) };
    return { max: typeof field.max === 'number' ? formatNumber(field.max, lang) : '' };
  }
  return {};
}

/**
 * The text for `message` on `field`: a form message key is translated; anything else (the server's
 * own words) is shown as it is.
 */
export function formMessageText(
  t: FormsText,
  message: string,
  field: FormField,
  lang: Lang,
): string {
  if (!isFormMessageKey(message)) return message;
  return t(message.slice(`${FORMS_NAMESPACE}.`.length), messageOptions(message, field, lang));
}
