/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Form } from '../../src/api/types';
import { TEXT_MAX_LENGTH } from '../../src/forms/schemaFromFields';
import { Problems } from '../http/apiErrors';
import { validateFormData } from './formValidation';

const form: Form = {
  id: 'form',
  name: {},
  fields: [
    { key: 'name', type: 'text', label: {}, grouped: false, required: true },
    { key: 'phone', type: 'phone', label: {}, grouped: false, required: false },
    { key: 'country', type: 'country', label: {}, grouped: false, required: false },
    { key: 'age', type: 'number', label: {}, grouped: false, required: false, min: 4, max: 14 },
  ],
};

function judge(data: unknown) {
  const problems = new Problems();
  const clean = validateFormData(form, data, 'en', 'form', problems);
  return { clean, problems: problems.list.map((p) => [p.field, p.detail]) };
}

describe('the demo server judges form data with the storefront rules', () => {
  it('keeps what the storefront would send: trimmed text, numbers, empty as null, no other keys', () => {
    expect(judge({ name: '  Anna  ', phone: '', age: '7,5', extra: 'x' })).toEqual({
      clean: { name: 'Anna', phone: null, country: null, age: 7.5 },
      problems: [],
    });
  });

  it('refuses what the storefront refuses, in the server’s translated words', () => {
    expect(
      judge({ name: 'x'.repeat(TEXT_MAX_LENGTH + 1), phone: '12', country: 'XX', age: 20 })
        .problems,
    ).toEqual([
      ['form.name', `The value must be at most ${TEXT_MAX_LENGTH}.`],
      ['form.phone', 'This value is invalid.'],
      ['form.country', 'This value is invalid.'],
      ['form.age', 'The value must be at most 14.'],
    ]);
    expect(judge({ name: '   ' }).problems).toEqual([['form.name', 'This field is required.']]);
  });

  it('reads only the data’s own keys, and refuses data that is not an object', () => {
    const named: Form = {
      ...form,
      fields: [{ key: 'constructor', type: 'text', label: {}, grouped: false, required: true }],
    };
    const problems = new Problems();
    expect(validateFormData(named, {}, 'en', 'form', problems)).toEqual({});
    expect(problems.list.map((p) => p.detail)).toEqual(['This field is required.']);
    expect(judge('Anna').problems).toEqual([['form', 'This value is invalid.']]);
  });
});
