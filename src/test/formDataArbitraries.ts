/**
 * fast-check arbitraries for form field definitions and the data filled into them (every field
 * type, required or not, grouped or not, odd keys), and what the demo server says about such
 * data: the property tests of schemaFromFields (src/forms/schemaFromFields*.test.ts) share them.
 */
import fc from 'fast-check';
import type { FieldType, Form, FormField } from '../api/types';
import { Problems } from '../../server/http/apiErrors';
import { COUNTRY_CODES } from '../lib/countries';
import { validateFormData } from '../../server/demoApi/formValidation';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '../forms/schemaFromFields';

export const RUNS = 1000;
export const TYPES: FieldType[] = [
  'text',
  'textarea',
  'email',
  'phone',
  'country',
  'date',
  'confirm',
  'radio',
  'file',
  'number',
];
export const STRING_TYPES: FieldType[] = TYPES.filter(
  (type) => type !== 'confirm' && type !== 'number',
);

// ------------------------------------------------------------------ field definitions

export const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
/** Text of `min` to `max` characters out of `alphabet` (quicker to generate than stringMatching). */
export const charsArb = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** Identifier keys, and keys that name Object.prototype members (read as own properties only). */
export const keyArb = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(charsArb(LETTERS, 1, 1), charsArb(`${LETTERS}${DIGITS}_`, 0, 11))
      .map(([first, rest]) => `${first}${rest}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', 'valueOf', 'hasOwnProperty') },
);
export const labelArb = fc.record({ de: fc.string({ maxLength: 20 }) }, { requiredKeys: [] });
export const choicesArb = fc.uniqueArray(charsArb(`${LETTERS}${DIGITS}`, 1, 8), {
  minLength: 1,
  maxLength: 5,
});

export function fieldArb(type: FieldType): fc.Arbitrary<FormField> {
  const base = fc.record({
    key: keyArb,
    required: fc.boolean(),
    grouped: fc.boolean(),
    label: labelArb,
  });
  if (type === 'radio') {
    return fc.tuple(base, choicesArb).map(([field, choices]) => ({
      ...field,
      type,
      choices: choices.map((value) => ({ value, label: { de: value } })),
    }));
  }
  if (type === 'number') {
    const bound = fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined });
    return fc.tuple(base, bound, bound).map(([field, a, b]) => {
      // min <= max whenever both are given (otherwise no value could be valid)
      const [min, max] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b];
      return {
        ...field,
        type,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    });
  }
  return base.map((field) => ({ ...field, type }));
}

export const anyFieldArb = fc.constantFrom(...TYPES).chain(fieldArb);
export const fieldsArb = fc.uniqueArray(anyFieldArb, {
  selector: (field) => field.key,
  maxLength: 8,
});

// ------------------------------------------------------------------ valid values

export const trimmedTextArb = (maxLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
    .filter((text) => text.trim() !== '' && text.trim().length <= maxLength);
/** Surrounding blanks are trimmed away: they never make a value invalid. */
export const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t'), text, fc.constantFrom('', ' ', '\n'))
    .map(([before, value, after]) => `${before}${value}${after}`);

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const emailArb = fc
  .tuple(
    charsArb(`${LOWER}${DIGITS}`, 1, 1),
    charsArb(`${LOWER}${DIGITS}._%+-`, 0, 15),
    fc.array(charsArb(`${LOWER}${DIGITS}-`, 1, 10), { minLength: 1, maxLength: 3 }),
    charsArb(LOWER, 2, 6),
  )
  .map(([first, local, labels, tld]) => `${first}${local}@${labels.join('.')}.${tld}`);

/** 6 to 15 digits in groups of 2 to 4, with one kind of separator, maybe a leading +. */
export const phoneArb = fc
  .tuple(
    fc.boolean(),
    charsArb(DIGITS, 6, 15),
    fc.integer({ min: 2, max: 4 }),
    fc.constantFrom(' ', '-', '.', '/', ''),
  )
  .map(([plus, digits, size, separator]) => {
    const groups = digits.match(new RegExp(`.{1,${size}}`, 'g')) ?? [digits];
    return `${plus ? '+' : ''}${groups.join(separator)}`;
  });

export const dayText = (date: Date) => date.toISOString().slice(0, 10);
export const dateArb = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map(dayText);

export function numberArb(field: FormField): fc.Arbitrary<number | string> {
  const min = field.min ?? -1e6;
  const max = field.max ?? 1e6;
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    // as the input holds it: text, with a point or a comma
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String),
    fc
      .integer({ min: Math.ceil(min) * 10, max: Math.floor(max) * 10 })
      .map((tenths) => (tenths / 10).toFixed(1).replace('.', ',')),
  );
}

/** A value the field accepts (never empty). */
export function presentValueArb(field: FormField): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'text':
      return padded(trimmedTextArb(TEXT_MAX_LENGTH));
    case 'textarea':
      return padded(trimmedTextArb(TEXTAREA_MAX_LENGTH));
    case 'email':
      return padded(emailArb);
    case 'phone':
      return padded(phoneArb);
    case 'country':
      return fc.constantFrom(...COUNTRY_CODES);
    case 'date':
      return dateArb;
    case 'confirm':
      return field.required ? fc.constant(true) : fc.boolean();
    case 'radio':
      return fc.constantFrom(...(field.choices ?? []).map((choice) => choice.value));
    case 'file':
      return fc
        .tuple(charsArb(`${LETTERS}${DIGITS}_-`, 1, 40), fc.constantFrom('jpg', 'png', 'pdf'))
        .map(([name, extension]) => `${name}.${extension}`);
    case 'number':
      return numberArb(field);
    default:
      return fc.constant('x');
  }
}

export const EMPTY = Symbol('absent');
/** A valid value, or for an optional field sometimes an empty one (EMPTY: the key is left out). */
export const validValueArb = (field: FormField): fc.Arbitrary<unknown> =>
  field.required
    ? presentValueArb(field)
    : fc.oneof(presentValueArb(field), fc.constantFrom('', null, undefined, EMPTY));

export const toData = (fields: readonly FormField[], values: readonly unknown[]) => {
  const data: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    if (values[index] !== EMPTY) data[field.key] = values[index];
  });
  return data;
};

export const validCaseArb = fieldsArb.chain((fields) =>
  fc.tuple(fc.constant(fields), fc.tuple(...fields.map(validValueArb))).map(([list, values]) => ({
    fields: list,
    data: toData(list, values),
  })),
);

/** What the demo server says about data (server/demoApi/formValidation.ts). */
export function serverProblems(fields: FormField[], data: unknown): string[] {
  const problems = new Problems();
  const form: Form = { id: 'form', name: {}, fields };
  validateFormData(form, data, 'en', 'data', problems);
  return problems.list.map((problem) => `${problem.field}: ${problem.detail}`);
}
