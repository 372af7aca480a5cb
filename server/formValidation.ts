import type { Form, FormData, FormField, Lang } from '../src/api/types';
import type { Problems } from './apiErrors';
import { message, type MessageKey } from './messages';
import { isRecord } from './requestBody';

export const EARLIEST_DATE = '1900-01-01';
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

type Value = FormData[string];
type Checked = { value: Value } | { problem: MessageKey; params?: Record<string, number> };

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** A calendar date (YYYY-MM-DD, optionally with a time) that exists. */
function validDate(value: string): boolean {
  const match = value.match(ISO_DATE);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function checkValue(field: FormField, value: unknown): Checked {
  if (field.type === 'confirm') {
    if (isEmpty(value)) return field.required ? { problem: 'mustAccept' } : { value: null };
    if (typeof value !== 'boolean') return { problem: 'invalidValue' };
    return field.required && !value ? { problem: 'mustAccept' } : { value };
  }
  if (isEmpty(value)) return field.required ? { problem: 'required' } : { value: null };
  if (field.type === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return { problem: 'number' };
    if (field.min !== undefined && number < field.min)
      return { problem: 'minValue', params: { min: field.min } };
    if (field.max !== undefined && number > field.max)
      return { problem: 'maxValue', params: { max: field.max } };
    return { value: number };
  }
  if (typeof value !== 'string') return { problem: 'invalidValue' };
  switch (field.type) {
    case 'email':
      return EMAIL.test(value.trim()) ? { value: value.trim() } : { problem: 'email' };
    case 'date':
      if (!validDate(value)) return { problem: 'date' };
      return value.slice(0, 10) < EARLIEST_DATE ? { problem: 'dateTooEarly' } : { value };
    case 'radio':
      return field.choices?.some((choice) => choice.value === value)
        ? { value }
        : { problem: 'choice' };
    default:
      // text, textarea, phone, country, file: plain strings, as the form defines them
      return { value };
  }
}

/**
 * Checks `data` against `form`: required fields, e-mail format, dates from 1900-01-01, confirm
 * booleans, radio choices, number limits. Problems go to `problems` as `${prefix}.${key}`;
 * the answer holds the form's fields only (unknown keys are dropped).
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
    const checked = checkValue(field, data[field.key]);
    if ('problem' in checked)
      problems.add(message(lang, checked.problem, checked.params), `${prefix}.${field.key}`);
    else clean[field.key] = checked.value;
  }
  return clean;
}
