/** schemaFromFields on the demo shop's own forms: examples read and checked as the server does. */
import fixture from '../../server/fixtures/demo-shop.json';
import type { Form, FormField } from '../api/types';
import { FORM_MESSAGES } from './schemaFromFields';
import { fieldErrors, initialValues, isFormDataValid, toFormData } from './formData';
import { serverProblems } from '../test/formDataArbitraries';

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
