import { fieldProblemsOf, fieldProblemsOfError } from './fieldProblems';

describe('field problems', () => {
  it('keeps the errors that name a field, with their detail', () => {
    const body = {
      errors: [
        { detail: 'Bitte prüfen Sie Ihre Angaben.' },
        { detail: 'Ungültige E-Mail-Adresse', field: 'form.email' },
        { detail: 42, field: 'form.age' },
      ],
    };
    expect(fieldProblemsOf(body)).toEqual([
      { field: 'form.email', detail: 'Ungültige E-Mail-Adresse' },
    ]);
  });

  it('finds none in an answer that is not an error list', () => {
    expect(fieldProblemsOf(null)).toEqual([]);
    expect(fieldProblemsOf('<html>')).toEqual([]);
    expect(fieldProblemsOf({ errors: 'nope' })).toEqual([]);
  });

  it('reads them back from a refused call, and none from any other error', () => {
    const problems = [{ field: 'paymentMethod', detail: 'Unbekannt' }];
    expect(fieldProblemsOfError({ status: 422, detail: 'x', fieldProblems: problems })).toBe(
      problems,
    );
    expect(fieldProblemsOfError({ status: 'FETCH_ERROR', messageKey: 'errors.network' })).toEqual(
      [],
    );
    expect(fieldProblemsOfError(undefined)).toEqual([]);
  });
});
