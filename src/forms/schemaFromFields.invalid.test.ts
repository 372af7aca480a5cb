/**
 * schemaFromFields on invalid data (fast-check): each kind of breakage fails with ITS message key
 * on ITS field only, and the demo server refuses the same data.
 */
import fc from 'fast-check';
import type { FormField } from '../api/types';
import { COUNTRY_CODES } from '../lib/countries';
import {
  EMAIL_PATTERN,
  FORM_MESSAGES,
  TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  schemaFromFields,
  type FormMessageKey,
} from './schemaFromFields';
import { fieldErrors, isValidData, toFormData } from './formData';
import {
  RUNS,
  STRING_TYPES,
  LETTERS,
  DIGITS,
  charsArb,
  anyFieldArb,
  fieldsArb,
  LOWER,
  dayText,
  EMPTY,
  validValueArb,
  toData,
} from '../test/formDataArbitraries';

// thousands of generated cases per property: seconds each on a busy machine
jest.setTimeout(60_000);

// ------------------------------------------------------------------ invalid data

interface Breakage {
  /** which fields this kind of breakage applies to */
  applies: (field: FormField) => boolean;
  /** the broken value; EMPTY leaves the key out */
  value: (field: FormField) => fc.Arbitrary<unknown>;
  expected: FormMessageKey;
}

const notAnEmailArb = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc
      .tuple(charsArb(LOWER, 1, 8), fc.constantFrom('@', '.'), charsArb(LOWER, 1, 8))
      .map((parts) => parts.join('')),
    fc.constantFrom('anna@', '@example.ch', 'anna@example', 'anna example@x.ch', 'a@b..ch'),
  )
  .filter((text) => text.trim() !== '' && !EMAIL_PATTERN.test(text.trim()));

const impossibleDateArb = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 1900, max: 9999 }),
      fc.integer({ min: 13, max: 99 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(
      fc.integer({ min: 1900, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 32, max: 99 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${d}`),
  fc.integer({ min: 1900, max: 9999 }).map((y) => `${y}-00-10`),
  fc.integer({ min: 1900, max: 9999 }).map((y) => `${y}-02-30`),
  fc
    .integer({ min: 1900, max: 9999 })
    .filter((y) => !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))
    .map((y) => `${y}-02-29`),
  fc.integer({ min: 1900, max: 9999 }).map((y) => `${y}-04-31`),
  fc.constantFrom(
    'tomorrow',
    '01.05.1990',
    '1990/05/01',
    '1990-5-1',
    '19900501',
    '1990-05-01T10:00',
  ),
);

const tooEarlyDateArb = fc
  .date({
    min: new Date('0000-01-01T00:00:00Z'),
    max: new Date('1899-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map(dayText);

const hasChoices = (field: FormField) => field.type === 'radio' && !!field.choices?.length;

const BREAKAGES: Record<string, Breakage> = {
  'missing required': {
    applies: (field) => field.required && field.type !== 'confirm',
    value: () => fc.constant(EMPTY),
    expected: FORM_MESSAGES.required,
  },
  'null required': {
    applies: (field) => field.required && field.type !== 'confirm',
    value: () => fc.constantFrom(null, undefined),
    expected: FORM_MESSAGES.required,
  },
  'blank required': {
    applies: (field) => field.required && field.type !== 'confirm',
    value: () => fc.constantFrom('', ' ', '  \t\n'),
    expected: FORM_MESSAGES.required,
  },
  'bad email': {
    applies: (field) => field.type === 'email',
    value: () => notAnEmailArb,
    expected: FORM_MESSAGES.email,
  },
  'unticked required confirm': {
    applies: (field) => field.type === 'confirm' && field.required,
    value: () => fc.constantFrom(false, null, undefined, '', EMPTY),
    expected: FORM_MESSAGES.mustAccept,
  },
  'impossible date': {
    applies: (field) => field.type === 'date',
    value: () => impossibleDateArb,
    expected: FORM_MESSAGES.default,
  },
  'too early date': {
    applies: (field) => field.type === 'date',
    value: () => tooEarlyDateArb,
    expected: FORM_MESSAGES.minValue,
  },
  'radio outside choices': {
    applies: hasChoices,
    value: (field) =>
      fc
        .string({ minLength: 1, maxLength: 10 })
        .filter(
          (text) =>
            text.trim() !== '' && !field.choices!.some((choice) => choice.value === text.trim()),
        ),
    expected: FORM_MESSAGES.default,
  },
  'number below min': {
    applies: (field) => field.type === 'number' && field.min !== undefined,
    value: (field) =>
      fc.oneof(
        fc.integer({ min: field.min! - 10_000, max: field.min! - 1 }),
        fc.integer({ min: field.min! - 10_000, max: field.min! - 1 }).map(String),
        fc.constant(field.min! - 0.5),
      ),
    expected: FORM_MESSAGES.minValue,
  },
  'number above max': {
    applies: (field) => field.type === 'number' && field.max !== undefined,
    value: (field) =>
      fc.oneof(
        fc.integer({ min: field.max! + 1, max: field.max! + 10_000 }),
        fc.integer({ min: field.max! + 1, max: field.max! + 10_000 }).map(String),
        fc.constant(field.max! + 0.5),
      ),
    expected: FORM_MESSAGES.maxValue,
  },
  'not a number': {
    applies: (field) => field.type === 'number',
    value: () =>
      fc.oneof(
        fc.constantFrom(
          'abc',
          '7 Jahre',
          '1e',
          '--1',
          '1e3e3',
          '0x10',
          true,
          false,
          {},
          [],
          Number.NaN,
          Infinity,
        ),
        fc
          .string({ minLength: 1 })
          .filter(
            (text) =>
              !/^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/.test(text.trim()) &&
              text.trim() !== '',
          ),
      ),
    expected: FORM_MESSAGES.default,
  },
  'text too long': {
    applies: (field) => field.type === 'text' || field.type === 'textarea',
    value: (field) =>
      fc
        .integer({ min: 1, max: 50 })
        .map((extra) =>
          'x'.repeat((field.type === 'text' ? TEXT_MAX_LENGTH : TEXTAREA_MAX_LENGTH) + extra),
        ),
    expected: FORM_MESSAGES.maxValue,
  },
  'unknown country': {
    applies: (field) => field.type === 'country',
    value: () =>
      fc
        .oneof(charsArb(LETTERS, 1, 3), fc.constantFrom('ch', 'Schweiz', 'XX', 'UK'))
        .filter((text) => !(COUNTRY_CODES as readonly string[]).includes(text)),
    expected: FORM_MESSAGES.default,
  },
  'implausible phone': {
    applies: (field) => field.type === 'phone',
    value: () =>
      fc.oneof(
        charsArb(DIGITS, 1, 5),
        charsArb(DIGITS, 16, 20),
        fc.constantFrom('call me', '079 123 45 67 ext', '++41 79 123 45 67', '41+79 123 45 67'),
      ),
    expected: FORM_MESSAGES.default,
  },
  'wrong type': {
    applies: (field) => STRING_TYPES.includes(field.type) || field.type === 'confirm',
    value: (field) =>
      field.type === 'confirm'
        ? fc.constantFrom('true', 'yes', 1, 0, {}, [])
        : fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([1])),
    expected: FORM_MESSAGES.default,
  },
};

describe.each(Object.entries(BREAKAGES))('schemaFromFields: %s', (_name, breakage) => {
  it(`fails with ${breakage.expected} on that field only`, () => {
    const caseArb = fc
      .tuple(fieldsArb, anyFieldArb.filter(breakage.applies))
      .filter(([fields, broken]) => !fields.some((field) => field.key === broken.key))
      .chain(([fields, broken]) =>
        fc
          .tuple(
            fc.nat({ max: fields.length }),
            fc.tuple(...fields.map(validValueArb)),
            breakage.value(broken),
          )
          .map(([at, values, bad]) => {
            const list = [...fields];
            list.splice(at, 0, broken);
            const all = [...values];
            all.splice(at, 0, bad);
            return { fields: list, broken, data: toData(list, all) };
          }),
      );
    fc.assert(
      fc.property(caseArb, ({ fields, broken, data }) => {
        expect(fieldErrors(fields, data)).toEqual({ [broken.key]: breakage.expected });
        expect(isValidData(fields, data)).toBe(false);
        expect(toFormData(fields, data)).toBeNull();
        try {
          schemaFromFields(fields).validateSync(data, { abortEarly: false });
          throw new Error('valid');
        } catch (error) {
          expect((error as { errors?: unknown }).errors).toContain(breakage.expected);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
