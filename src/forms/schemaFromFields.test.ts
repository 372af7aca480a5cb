/**
 * schemaFromFields, proved on arbitrary field definitions with fast-check: valid data passes (and
 * the demo server takes what it sends), optional fields take '', null and undefined, and nothing
 * throws whatever the data. Invalid data: schemaFromFields.invalid.test.ts; the demo shop's own
 * forms: demoForms.test.ts.
 */
import fc from 'fast-check';
import type { FieldType, FormField } from '../api/types';
import { isFormMessageKey, schemaFromFields } from './schemaFromFields';
import { fieldErrors, initialValues, isValidData, toFormData } from './formData';
import {
  RUNS,
  TYPES,
  labelArb,
  fieldsArb,
  presentValueArb,
  EMPTY,
  toData,
  validCaseArb,
  serverProblems,
} from '../test/formDataArbitraries';

// thousands of generated cases per property: seconds each on a busy machine
jest.setTimeout(60_000);

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
