/**
 * Dynamic form field definitions -> a yup schema (spec section 5). Pure: no React, no store, no i18n.
 * The one home of the personalisation rules: the browser's forms and the demo server
 * (server/demoApi/formValidation.ts, through fieldOutcome.ts) both judge data with it. formData.ts
 * reads a form's data against it (valid or not, each field's problem, what is sent, the inputs).
 *
 * Every message is an i18n KEY (namespace forms, translated at render time by formMessages.ts):
 *   forms.validation.required    a required value is missing, null or blank
 *   forms.validation.email       not an e-mail address
 *   forms.validation.mustAccept  a required confirm is not ticked (also when it is missing)
 *   forms.validation.min_value   a number below field.min, a date before 1900-01-01
 *   forms.validation.max_value   a number above field.max, a text longer than its maximum length
 *   forms.validation.default     everything else: a wrong type, an impossible date, an unknown
 *                                country, an implausible phone number, a radio value outside its choices
 *
 * What each type accepts (the value after trimming; '' and blank text count as empty):
 *   text, textarea  plain strings up to TEXT_MAX_LENGTH / TEXTAREA_MAX_LENGTH characters
 *   email           EMAIL_PATTERN, at most 254 characters
 *   phone           digits, spaces, ( ) - . / and one leading +, with 6 to 15 digits
 *   country         an ISO 3166-1 alpha-2 code of src/lib/countries.ts ('CH'), exactly
 *   date            a calendar date 'YYYY-MM-DD' that exists, not before 1900-01-01
 *   confirm         a boolean; a required one must be true
 *   radio           one of field.choices' values (none at all when it has no choices, as the server)
 *   file            a file reference: a string naming the chosen file (the demo API has no upload
 *                   endpoint, so the reference is the file's name), at most FILE_REFERENCE_MAX_LENGTH
 *   number          a finite number, or a text that reads as one ('7', '7.5', '7,5', '5e-324');
 *                   within min/max
 *   (unknown type)  any string, number or boolean, so a newer server type never blocks the visitor
 * Optional fields accept '', null and undefined (they come out as null); required ones do not.
 * The schema's output (cast) is what the server is sent: trimmed strings, numbers, booleans, null.
 *
 * Field keys are read as own properties of the data, so keys such as 'constructor' work; the one
 * key that cannot work in a JavaScript object, '__proto__', is not supported.
 */
import * as yup from 'yup';
import type { FormField, FieldType } from '../api/types';
import { COUNTRY_CODES } from '../lib/countries';
import { EARLIEST_DATE, isCalendarDate } from '../lib/dates';

export const FORM_MESSAGES = {
  required: 'forms.validation.required',
  email: 'forms.validation.email',
  mustAccept: 'forms.validation.mustAccept',
  maxValue: 'forms.validation.max_value',
  minValue: 'forms.validation.min_value',
  default: 'forms.validation.default',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGES)[keyof typeof FORM_MESSAGES];

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(FORM_MESSAGES));
export const isFormMessageKey = (value: unknown): value is FormMessageKey =>
  typeof value === 'string' && MESSAGE_KEYS.has(value);

export const TEXT_MAX_LENGTH = 255;
export const TEXTAREA_MAX_LENGTH = 2000;
export const EMAIL_MAX_LENGTH = 254;
export const FILE_REFERENCE_MAX_LENGTH = 1024;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^\+?[0-9 ()./-]+$/;
const NUMBER_TEXT = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/;
const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** The maximum length of a text type, when it has one (the renderer uses it for maxLength). */
export function maxLengthOf(type: FieldType): number | undefined {
  if (type === 'text') return TEXT_MAX_LENGTH;
  if (type === 'textarea') return TEXTAREA_MAX_LENGTH;
  if (type === 'email') return EMAIL_MAX_LENGTH;
  return undefined;
}

export function isPlausiblePhone(text: string): boolean {
  if (!PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** Trimmed text, blank text as null; anything else as it is (the type test judges it). */
const normaliseText = (value: unknown): unknown => {
  if (typeof value === 'number') return value + 0; // -0 is sent as the 0 an input shows
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A number, or the number a text reads as ('7,5' -> 7.5); blank text as null. */
const normaliseNumber = (value: unknown): unknown => {
  if (typeof value === 'number') return value + 0;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  // '-0' is 0 (plus zero keeps a round trip through the input text exact)
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) + 0 : value;
};

const normaliseConfirm = (value: unknown): unknown => (value === '' ? null : value);

type FieldSchema = yup.MixedSchema<unknown, yup.AnyObject, undefined, ''>;

const isString = (value: unknown): value is string => typeof value === 'string';

/** A test that runs on present values only (null and undefined are the required test's business). */
const check = (
  schema: FieldSchema,
  name: string,
  message: FormMessageKey,
  test: (value: unknown) => boolean,
): FieldSchema => schema.test({ name, message, skipAbsent: true, test });

/** The schema of one field (exported for tests and for a renderer that checks a single value). */
export function fieldSchema(field: FormField): FieldSchema {
  // built in place (withMutation), not clone by clone: forms are built often (tests build thousands)
  return yup.mixed().withMutation((base) => {
    base.spec.disableStackTrace = NO_STACK_TRACES;
    return buildFieldSchema(base, field);
  });
}

/**
 * Validation errors carry no stack trace: a form's messages are all the storefront reads of
 * them, and yup's error captures the stack for every failed test otherwise (at each keystroke
 * that Formik validates; a third of a long generated test's time).
 */
const NO_STACK_TRACES = true;

function buildFieldSchema(base: FieldSchema, field: FormField): FieldSchema {
  let schema: FieldSchema;
  switch (field.type) {
    case 'number': {
      schema = check(base.transform(normaliseNumber), 'type', FORM_MESSAGES.default, (value) => {
        return typeof value === 'number' && Number.isFinite(value);
      });
      const { min, max } = field;
      if (typeof min === 'number')
        schema = check(schema, 'min', FORM_MESSAGES.minValue, (value) => (value as number) >= min);
      if (typeof max === 'number')
        schema = check(schema, 'max', FORM_MESSAGES.maxValue, (value) => (value as number) <= max);
      break;
    }
    case 'confirm':
      schema = check(
        base.transform(normaliseConfirm),
        'type',
        FORM_MESSAGES.default,
        (value) => typeof value === 'boolean',
      );
      break;
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'country':
    case 'date':
    case 'radio':
    case 'file': {
      schema = check(base.transform(normaliseText), 'type', FORM_MESSAGES.default, isString);
      schema = stringRules(schema, field);
      break;
    }
    default:
      // a type this storefront does not know yet: any plain value
      schema = check(base.transform(normaliseText), 'type', FORM_MESSAGES.default, (value) =>
        ['string', 'number', 'boolean'].includes(typeof value),
      );
  }

  if (field.type === 'confirm') {
    // a required acceptance: only true will do; a missing one is "not ticked", not "missing"
    schema = schema.nullable();
    return field.required
      ? schema.test({
          name: 'mustAccept',
          message: FORM_MESSAGES.mustAccept,
          test: (v) => v === true,
        })
      : schema;
  }
  return field.required ? schema.required(FORM_MESSAGES.required) : schema.nullable().optional();
}

function stringRules(schema: FieldSchema, field: FormField): FieldSchema {
  const text = (test: (value: string) => boolean) => (value: unknown) =>
    typeof value === 'string' && test(value);
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = maxLengthOf(field.type) ?? TEXT_MAX_LENGTH;
      return check(
        schema,
        'maxLength',
        FORM_MESSAGES.maxValue,
        text((v) => v.length <= max),
      );
    }
    case 'email':
      return check(
        schema,
        'email',
        FORM_MESSAGES.email,
        text((v) => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v)),
      );
    case 'phone':
      return check(schema, 'phone', FORM_MESSAGES.default, text(isPlausiblePhone));
    case 'country':
      return check(
        schema,
        'country',
        FORM_MESSAGES.default,
        text((v) => COUNTRIES.has(v)),
      );
    case 'date':
      return check(
        check(schema, 'date', FORM_MESSAGES.default, text(isCalendarDate)),
        'earliest',
        FORM_MESSAGES.minValue,
        text((v) => v >= EARLIEST_DATE),
      );
    case 'radio': {
      // as the server: a field without choices takes no value at all (only empty, when optional)
      const choices = field.choices?.map((choice) => choice.value) ?? [];
      return check(
        schema,
        'choice',
        FORM_MESSAGES.default,
        text((v) => choices.includes(v)),
      );
    }
    case 'file':
      return check(
        schema,
        'fileReference',
        FORM_MESSAGES.default,
        text((v) => v.length <= FILE_REFERENCE_MAX_LENGTH),
      );
    default:
      return schema;
  }
}

export type FormSchema = yup.ObjectSchema<Record<string, unknown>>;

/**
 * The schema of a form's data: an object with one entry per field (unknown keys are allowed and
 * dropped from the output). The data must be a plain object: null or undefined is 'required',
 * anything else (an array, a string, a number) is 'default'.
 */
export function schemaFromFields(fields: readonly FormField[]): FormSchema {
  const shape = Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]));
  const keys = Object.keys(shape);
  return (yup.object(shape).clone({ disableStackTrace: NO_STACK_TRACES }) as unknown as FormSchema)
    .transform((value: unknown) => {
      // the fields' own values only, every field present (a missing one as null): yup's object
      // would otherwise read a missing 'toString' or 'constructor' from Object.prototype
      if (!isRecord(value)) return value;
      const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const key of Object.keys(value)) copy[key] = value[key];
      for (const key of keys) copy[key] = copy[key] === undefined ? null : copy[key];
      return copy;
    })
    .typeError(FORM_MESSAGES.default)
    .test({
      name: 'record',
      test: (_value, context) =>
        isRecord(context.originalValue) ||
        context.createError({
          message: context.originalValue == null ? FORM_MESSAGES.required : FORM_MESSAGES.default,
        }),
    });
}

const schemas = new WeakMap<readonly FormField[], FormSchema>();

/** schemaFromFields, made once per field list (the order's forms keep their identity in the cache). */
export function schemaOf(fields: readonly FormField[]): FormSchema {
  let schema = schemas.get(fields);
  if (!schema) {
    schema = schemaFromFields(fields);
    schemas.set(fields, schema);
  }
  return schema;
}
