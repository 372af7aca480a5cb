/**
 * A dynamic form's data read against its schema (schemaFromFields.ts): whether it is valid, the
 * first problem of each field, what the server is sent, and what the form's inputs start with.
 * Pure, and none of them throws.
 */
import * as yup from 'yup';
import type { Form, FormData, FormField } from '../api/types';
import {
  FORM_MESSAGES,
  isFormMessageKey,
  isRecord,
  schemaOf,
  type FormMessageKey,
} from './schemaFromFields';

/** What a Formik form of a dynamic form holds: the inputs' text, and booleans for confirms. */
export type FormValues = Record<string, string | boolean>;

const own = (data: unknown, key: string): unknown =>
  isRecord(data) && Object.prototype.hasOwnProperty.call(data, key) ? data[key] : undefined;

/**
 * The data's values of the fields' keys only, when it is a record (anything else as it is, for
 * the schema to refuse). Keys the form does not have are ignored anyway; yup would look a key
 * such as "toString" up among its fields, find Object.prototype's function and throw, so a
 * personalisation with such a key would count as invalid however its fields are filled.
 */
const fieldValues = (fields: readonly FormField[], data: unknown): unknown => {
  if (!isRecord(data)) return data;
  return Object.fromEntries(
    fields
      .filter(({ key }) => Object.prototype.hasOwnProperty.call(data, key))
      .map(({ key }) => [key, data[key]]),
  );
};

/** Whether `data` satisfies the schema. Never throws. */
export function isValidData(fields: readonly FormField[], data: unknown): boolean {
  try {
    return schemaOf(fields).isValidSync(fieldValues(fields, data));
  } catch {
    return false;
  }
}

/**
 * Spec section 5: an item's personalisation is valid when its data satisfies its form's schema,
 * or when its form is not found. Never throws.
 */
export function isFormDataValid(form: Form | undefined, data: unknown): boolean {
  if (!form) return true;
  return isValidData(form.fields, data);
}

const firstMessage = (error: unknown): FormMessageKey => {
  if (error instanceof yup.ValidationError) {
    const [message] = error.errors;
    if (isFormMessageKey(message)) return message;
  }
  return FORM_MESSAGES.default;
};

/**
 * The first problem of each field, keyed by field key; {} when every field is fine. Data that is not
 * a plain object is read as {} (so the required fields are reported). Never throws.
 */
export function fieldErrors(
  fields: readonly FormField[],
  data: unknown,
): Record<string, FormMessageKey> {
  const schema = schemaOf(fields);
  const errors: Record<string, FormMessageKey> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    try {
      (field as yup.Schema).validateSync(own(data, key));
    } catch (error) {
      errors[key] = firstMessage(error);
    }
  }
  return errors;
}

/** The data the server is sent for valid values (trimmed, numbers as numbers, empty as null), else null. */
export function toFormData(fields: readonly FormField[], values: unknown): FormData | null {
  try {
    const sent = schemaOf(fields).validateSync(fieldValues(fields, values), {
      stripUnknown: true,
    }) as FormData;
    // -0 as the 0 an input shows: yup keeps a field's input where its cast is "the same" (-0 === 0)
    return Object.fromEntries(
      Object.entries(sent).map(([key, value]) => [key, Object.is(value, -0) ? 0 : value]),
    ) as FormData;
  } catch {
    return null;
  }
}

/**
 * The Formik values of a form: the saved data where it fits the inputs, else '' (false for confirms).
 * Numbers become their text; anything the inputs cannot show starts empty.
 */
export function initialValues(fields: readonly FormField[], data: unknown): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = own(data, field.key);
    if (field.type === 'confirm') values[field.key] = value === true;
    else if (typeof value === 'string') values[field.key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) values[field.key] = String(value);
    else values[field.key] = '';
  }
  return values;
}
