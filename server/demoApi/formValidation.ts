/**
 * The demo server's adapter to the personalisation rules: the rules themselves are the browser's
 * (src/forms/schemaFromFields.ts, through fieldOutcome), so what the storefront accepts the server
 * accepts, and the other way round. Here only the outcome becomes the server's translated detail.
 */
import type { Form, FormData, FormField, Lang } from '../../src/api/types';
import { fieldOutcome } from '../../src/forms/fieldOutcome';
import { FORM_MESSAGES, maxLengthOf } from '../../src/forms/schemaFromFields';
import type { Problems } from '../http/apiErrors';
import { message, type MessageKey } from '../messages/messages';
import { isRecord } from './requestBody';

type Detail = { key: MessageKey; params?: Record<string, number> };

/** The server's message for a refused value: the rule's message key, told apart by the rule. */
function detailOf(field: FormField, problem: string, rule: string): Detail {
  switch (problem) {
    case FORM_MESSAGES.required:
      return { key: 'required' };
    case FORM_MESSAGES.mustAccept:
      return { key: 'mustAccept' };
    case FORM_MESSAGES.email:
      return { key: 'email' };
    case FORM_MESSAGES.minValue:
      return rule === 'earliest'
        ? { key: 'dateTooEarly' }
        : { key: 'minValue', params: { min: field.min ?? 0 } };
    case FORM_MESSAGES.maxValue:
      return { key: 'maxValue', params: { max: field.max ?? maxLengthOf(field.type) ?? 0 } };
    default:
      if (rule === 'type' && field.type === 'number') return { key: 'number' };
      if (rule === 'date') return { key: 'date' };
      if (rule === 'choice') return { key: 'choice' };
      return { key: 'invalidValue' };
  }
}

const own = (data: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;

/**
 * Checks `data` against `form` with the storefront's rules (required fields, types, lengths,
 * patterns, dates from 1900-01-01, confirms, radio choices, number limits). Problems go to
 * `problems` as `${prefix}.${key}`; the answer holds the form's fields only (unknown keys are
 * dropped), as the storefront sends them: trimmed text, numbers as numbers, empty as null.
 */
export function validateFormData(
  form: Form,
  data: unknown,
  lang: Lang,
  prefix: string,
  problems: Problems,
): FormData {
  if (!isRecord(data)) {
    problems.add(message(lang, 'invalidValue'), prefix);
    return {};
  }
  const clean: FormData = {};
  for (const field of form.fields) {
    const outcome = fieldOutcome(form.fields, field, own(data, field.key));
    if ('problem' in outcome) {
      const { key, params } = detailOf(field, outcome.problem, outcome.rule);
      problems.add(message(lang, key, params), `${prefix}.${field.key}`);
    } else clean[field.key] = outcome.value;
  }
  return clean;
}
