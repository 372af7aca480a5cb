/**
 * schemaFromFields, proved on arbitrary field definitions (every type, required or not, grouped or
 * not, odd keys) with fast-check: valid data passes (and the demo server takes what it sends),
 * each kind of invalid data fails with ITS key on ITS field only, optional fields take '', null
 * and undefined, and nothing throws whatever the data.
 */
import fc from 'fast-check';
import type { FieldType, Form, FormField } from '../api/types';
import { COUNTRY_CODES } from '../lib/countries';
import { Problems } from '../../server/apiErrors';
import { validateFormData } from '../../server/formValidation';
import fixture from '../../server/fixtures/demo-shop.json';
import {
  EMAIL_PATTERN,
  FORM_MESSAGES,
  TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  fieldErrors,
  initialValues,
  isFormDataValid,
  isFormMessageKey,
  isValidData,
  schemaFromFields,
  toFormData,
  type FormMessageKey,
} from './schemaFromFields';

const RUNS = 1000;
// thousands of generated cases per property: seconds each on a busy machine
jest.setTimeout(60_000);
const TYPES: FieldType[] = [
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
const STRING_TYPES: FieldType[] = TYPES.filter((type) => type !== 'confirm' && type !== 'number');

// ------------------------------------------------------------------ field definitions

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** Text of `min` to `max` characters out of `alphabet` (quicker to generate than stringMatching). */
const charsArb = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** Identifier keys, and keys that name Object.prototype members (read as own properties only). */
const keyArb = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .tuple(charsArb(LETTERS, 1, 1), charsArb(`${LETTERS}${DIGITS}_`, 0, 11))
      .map(([first, rest]) => `${first}${rest}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', 'valueOf', 'hasOwnProperty') },
);
const labelArb = fc.record({ de: fc.string({ maxLength: 20 }) }, { requiredKeys: [] });
const choicesArb = fc.uniqueArray(charsArb(`${LETTERS}${DIGITS}`, 1, 8), {
  minLength: 1,
  maxLength: 5,
});

function fieldArb(type: FieldType): fc.Arbitrary<FormField> {
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

const anyFieldArb = fc.constantFrom(...TYPES).chain(fieldArb);
const fieldsArb = fc.uniqueArray(anyFieldArb, { selector: (field) => field.key, maxLength: 8 });

// ------------------------------------------------------------------ valid values

const trimmedTextArb = (maxLength: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
    .filter((text) => text.trim() !== '' && text.trim().length <= maxLength);
/** Surrounding blanks are trimmed away: they never make a value invalid. */
const padded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t'), text, fc.constantFrom('', ' ', '\n'))
    .map(([before, value, after]) => `${before}${value}${after}`);

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const emailArb = fc
  .tuple(
    charsArb(`${LOWER}${DIGITS}`, 1, 1),
    charsArb(`${LOWER}${DIGITS}._%+-`, 0, 15),
    fc.array(charsArb(`${LOWER}${DIGITS}-`, 1, 10), { minLength: 1, maxLength: 3 }),
    charsArb(LOWER, 2, 6),
  )
  .map(([first, local, labels, tld]) => `${first}${local}@${labels.join('.')}.${tld}`);

/** 6 to 15 digits in groups of 2 to 4, with one kind of separator, maybe a leading +. */
const phoneArb = fc
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

const dayText = (date: Date) => date.toISOString().slice(0, 10);
const dateArb = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map(dayText);

function numberArb(field: FormField): fc.Arbitrary<number | string> {
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
function presentValueArb(field: FormField): fc.Arbitrary<unknown> {
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

const EMPTY = Symbol('absent');
/** A valid value, or for an optional field sometimes an empty one (EMPTY: the key is left out). */
const validValueArb = (field: FormField): fc.Arbitrary<unknown> =>
  field.required
    ? presentValueArb(field)
    : fc.oneof(presentValueArb(field), fc.constantFrom('', null, undefined, EMPTY));

const toData = (fields: readonly FormField[], values: readonly unknown[]) => {
  const data: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    if (values[index] !== EMPTY) data[field.key] = values[index];
  });
  return data;
};

const validCaseArb = fieldsArb.chain((fields) =>
  fc.tuple(fc.constant(fields), fc.tuple(...fields.map(validValueArb))).map(([list, values]) => ({
    fields: list,
    data: toData(list, values),
  })),
);

/** What the demo server says about data (server/formValidation.ts). */
function serverProblems(fields: FormField[], data: unknown): string[] {
  const problems = new Problems();
  const form: Form = { id: 'form', name: {}, fields };
  validateFormData(form, data, 'en', 'data', problems);
  return problems.list.map((problem) => `${problem.field}: ${problem.detail}`);
}

describe('schemaFromFields: valid data', () => {
  it('passes for arbitrary fields with generated valid values, and the server takes what is sent', () => {
    fc.assert(
      fc.property(validCaseArb, ({ fields, data }) => {
        expect(fieldErrors(fields, data)).toEqual({});
        expect(isValidData(fields, data)).toBe(true);
        expect(schemaFromFields(fields).isValidSync(data)).toBe(true);
        const sent = toFormData(fields, data);
        expect(sent).not.toBeNull();
        // what is sent holds every field (empty ones as null), and is itself valid
        expect(Object.keys(sent!).sort()).toEqual(fields.map((field) => field.key).sort());
        expect(isValidData(fields, sent)).toBe(true);
        expect(serverProblems(fields, sent)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('survives the round trip through the inputs: initialValues of sent data are valid again', () => {
    fc.assert(
      fc.property(validCaseArb, ({ fields, data }) => {
        const sent = toFormData(fields, data);
        const values = initialValues(fields, sent);
        expect(fieldErrors(fields, values)).toEqual({});
        // the one change: an empty confirm comes back as an unticked box (false)
        const expected = { ...sent };
        for (const field of fields)
          if (field.type === 'confirm' && expected[field.key] === null) expected[field.key] = false;
        expect(toFormData(fields, values)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it("ignores keys the form does not have, also those named like an object's own (toString, constructor)", () => {
    const fields: FormField[] = [
      { key: 'name', type: 'text', required: true, grouped: false, label: { de: 'Name' } },
    ];
    for (const stray of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'somethingElse']) {
      const data = { name: 'Ada', [stray]: 0 };
      expect(isValidData(fields, data)).toBe(true);
      expect(fieldErrors(fields, data)).toEqual({});
      expect(toFormData(fields, data)).toEqual({ name: 'Ada' });
    }
  });

  it("sends -0 as the 0 an input shows, also beside a field keyed like an object's own (constructor)", () => {
    const fields: FormField[] = [
      { key: 'constructor', type: 'textarea', required: false, grouped: false, label: { de: 'A' } },
      { key: 'count', type: 'number', required: false, grouped: true, label: { de: 'B' } },
    ];
    const sent = toFormData(fields, { count: -0 });
    expect(Object.is(sent?.count, 0)).toBe(true);
    expect(toFormData(fields, initialValues(fields, sent))).toEqual(sent);
  });

  it('lets optional fields be empty: "", null or left out', () => {
    const optionalCaseArb = fieldsArb.chain((fields) =>
      fc
        .tuple(
          fc.constant(fields),
          fc.tuple(
            ...fields.map((field) =>
              field.required
                ? presentValueArb(field)
                : field.type === 'confirm'
                  ? fc.constantFrom('', null, undefined, EMPTY)
                  : fc.constantFrom('', '   ', null, undefined, EMPTY),
            ),
          ),
        )
        .map(([list, values]) => ({ fields: list, data: toData(list, values) })),
    );
    fc.assert(
      fc.property(optionalCaseArb, ({ fields, data }) => {
        expect(fieldErrors(fields, data)).toEqual({});
        const sent = toFormData(fields, data)!;
        for (const field of fields) if (!field.required) expect(sent[field.key]).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });
});

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

// ------------------------------------------------------------------ robustness

describe('schemaFromFields: any data', () => {
  const odd = fc.oneof(
    fc.anything(),
    fc.jsonValue(),
    fc.constantFrom(null, undefined, '', 0, [], '{"a":1}', new Date(), Object.create(null)),
  );

  it('never throws, answers only with its keys, and agrees with itself', () => {
    const caseArb = fieldsArb.chain((fields) =>
      fc.tuple(
        fc.constant(fields),
        fc.oneof(
          odd,
          // the fields' own keys with arbitrary values
          fc.tuple(...fields.map(() => odd)).map((values) => toData(fields, values)),
        ),
      ),
    );
    fc.assert(
      fc.property(caseArb, ([fields, data]) => {
        const errors = fieldErrors(fields, data);
        const valid = isValidData(fields, data);
        const sent = toFormData(fields, data);
        initialValues(fields, data);
        for (const message of Object.values(errors)) expect(isFormMessageKey(message)).toBe(true);
        expect(sent !== null).toBe(valid);
        const isRecord = Object.prototype.toString.call(data) === '[object Object]';
        if (isRecord) expect(valid).toBe(Object.keys(errors).length === 0);
        else expect(valid).toBe(false);
        if (valid) expect(serverProblems(fields, sent)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('builds a schema from any field definitions without throwing', () => {
    const wildFieldArb = fc.record({
      key: fc.string({ minLength: 1 }).filter((key) => key !== '__proto__'),
      type: fc.oneof(fc.constantFrom(...TYPES), fc.string()) as fc.Arbitrary<FieldType>,
      required: fc.boolean(),
      grouped: fc.boolean(),
      label: labelArb,
      choices: fc.option(fc.array(fc.record({ value: fc.string(), label: labelArb })), {
        nil: undefined,
      }),
      min: fc.option(fc.double(), { nil: undefined }),
      max: fc.option(fc.double(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(wildFieldArb, { maxLength: 6 }), odd, (fields, data) => {
        const errors = fieldErrors(fields, data);
        for (const message of Object.values(errors)) expect(isFormMessageKey(message)).toBe(true);
        expect(typeof isValidData(fields, data)).toBe('boolean');
      }),
      { numRuns: RUNS },
    );
  });
});

// ------------------------------------------------------------------ examples

const forms = fixture.forms as Form[];
const form = (id: string) => forms.find((candidate) => candidate.id === id)!;

describe('the demo forms', () => {
  it('reads a filled child form the way the server stores it', () => {
    const kind = form('form-kind');
    const values = {
      childName: ' Mia Muster ',
      birthDate: '2016-04-03',
      age: '9',
      shirtSize: 'S',
      allergies: '',
      emergencyPhone: '+41 79 123 45 67',
      photoConsent: false,
    };
    expect(fieldErrors(kind.fields, values)).toEqual({});
    expect(toFormData(kind.fields, values)).toEqual({
      childName: 'Mia Muster',
      birthDate: '2016-04-03',
      age: 9,
      shirtSize: 'S',
      allergies: null,
      emergencyPhone: '+41 79 123 45 67',
      photoConsent: false,
    });
  });

  it('names each problem of an empty or wrong child form', () => {
    const kind = form('form-kind');
    expect(fieldErrors(kind.fields, initialValues(kind.fields, null))).toEqual({
      childName: FORM_MESSAGES.required,
      birthDate: FORM_MESSAGES.required,
      age: FORM_MESSAGES.required,
      shirtSize: FORM_MESSAGES.required,
      emergencyPhone: FORM_MESSAGES.required,
    });
    expect(
      fieldErrors(kind.fields, {
        childName: 'Mia',
        birthDate: '1899-12-31',
        age: '15',
        shirtSize: 'XL',
        emergencyPhone: '112',
      }),
    ).toEqual({
      birthDate: FORM_MESSAGES.minValue,
      age: FORM_MESSAGES.maxValue,
      shirtSize: FORM_MESSAGES.default,
      emergencyPhone: FORM_MESSAGES.default,
    });
  });

  it('asks the buyer to accept the terms and for a real e-mail address', () => {
    const buyer = form('form-buyer');
    expect(
      fieldErrors(buyer.fields, {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example',
        terms: false,
      }),
    ).toEqual({ email: FORM_MESSAGES.email, terms: FORM_MESSAGES.mustAccept });
  });

  it('takes the visitor badge with a country code and an optional file reference', () => {
    const badge = form('form-besucherausweis');
    expect(
      isFormDataValid(badge, {
        fullName: 'Anna Muster',
        nationality: 'CH',
        badgePhoto: 'anna.jpg',
      }),
    ).toBe(true);
    expect(fieldErrors(badge.fields, { fullName: 'Anna Muster', nationality: 'Schweiz' })).toEqual({
      nationality: FORM_MESSAGES.default,
    });
  });

  it('takes no radio value outside the choices, nor any when there are none (as the server)', () => {
    const radio: FormField = {
      key: 'size',
      type: 'radio',
      required: false,
      grouped: false,
      label: {},
    };
    expect(fieldErrors([radio], { size: 'M' })).toEqual({ size: FORM_MESSAGES.default });
    expect(fieldErrors([radio], { size: '' })).toEqual({});
    expect(serverProblems([radio], { size: 'M' })).not.toEqual([]);
  });

  it('counts data as valid when the form is not found, and null data as not valid', () => {
    expect(isFormDataValid(undefined, null)).toBe(true);
    expect(isFormDataValid(undefined, { anything: 1 })).toBe(true);
    expect(isFormDataValid(form('form-ticketholder'), null)).toBe(false);
    expect(isFormDataValid({ id: 'empty', name: {}, fields: [] }, null)).toBe(false);
    expect(isFormDataValid({ id: 'empty', name: {}, fields: [] }, {})).toBe(true);
  });

  it('starts the inputs from saved data: text, numbers as text, confirms as booleans', () => {
    expect(
      initialValues(form('form-kind').fields, {
        childName: 'Mia',
        age: 9,
        photoConsent: true,
        shirtSize: null,
      }),
    ).toEqual({
      childName: 'Mia',
      birthDate: '',
      age: '9',
      shirtSize: '',
      allergies: '',
      emergencyPhone: '',
      photoConsent: true,
    });
  });
});
