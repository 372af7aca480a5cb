import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isApiError, isServerError, messageFor, toApiError, visitorMessageOf } from './errors';
import deErrors from '../../locales/de/errors.json';

const body = (...details: string[]) => ({ errors: details.map((detail) => ({ detail })) });

describe('the visitor message of a failed call', () => {
  it.each<[string, FetchBaseQueryError, ReturnType<typeof toApiError>]>([
    [
      'a 422 with a detail',
      { status: 422, data: body('Der Code ist ungültig', 'second') },
      { status: 422, detail: 'Der Code ist ungültig' },
    ],
    [
      'a 500 with a detail',
      { status: 500, data: body('Internal server error') },
      { status: 500, detail: 'Internal server error' },
    ],
    [
      'a 404 with a detail',
      { status: 404, data: body('Order not found') },
      { status: 404, detail: 'Order not found' },
    ],
    [
      'a 500 without a body',
      { status: 500, data: null },
      { status: 500, messageKey: 'errors.network' },
    ],
    [
      'a 503 with an empty list',
      { status: 503, data: { errors: [] } },
      { status: 503, messageKey: 'errors.network' },
    ],
    [
      'a dropped connection',
      { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
      { status: 'FETCH_ERROR', messageKey: 'errors.network' },
    ],
    [
      'a timeout',
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      { status: 'TIMEOUT_ERROR', messageKey: 'errors.network' },
    ],
    [
      'an answer that is not JSON',
      { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' },
      { status: 'PARSING_ERROR', messageKey: 'errors.network' },
    ],
    [
      'a 422 without a detail',
      { status: 422, data: { message: 'nope' } },
      { status: 422, messageKey: 'errors.generic' },
    ],
    [
      'a 404 with an empty detail',
      { status: 404, data: body('  ') },
      { status: 404, messageKey: 'errors.generic' },
    ],
    [
      'a 409 with a body of text',
      { status: 409, data: 'conflict' },
      { status: 409, messageKey: 'errors.generic' },
    ],
    [
      'a custom failure',
      { status: 'CUSTOM_ERROR', error: 'Aborted' },
      { status: 'CUSTOM_ERROR', messageKey: 'errors.generic' },
    ],
  ])('%s', (_situation, error, expected) => {
    expect(toApiError(error)).toEqual(expected);
  });

  it('keeps every problem a refusal names a field for, for any call', () => {
    const body = {
      errors: [
        { detail: 'Diese Adresse kennen wir nicht.', field: 'form.email' },
        { detail: 'Bitte eine Zahlungsart wählen.', field: 'paymentMethod' },
        { detail: 'Ohne Feld.' },
      ],
    };
    expect(toApiError({ status: 422, data: body })).toEqual({
      status: 422,
      detail: 'Diese Adresse kennen wir nicht.',
      fieldProblems: [
        { field: 'form.email', detail: 'Diese Adresse kennen wir nicht.' },
        { field: 'paymentMethod', detail: 'Bitte eine Zahlungsart wählen.' },
      ],
    });
  });

  it('takes the first non-empty detail', () => {
    expect(messageFor(400, { errors: [{ field: 'code' }, { detail: 'second' }] })).toEqual({
      detail: 'second',
    });
  });

  it('reports server errors, also behind a proxy page that is not JSON', () => {
    expect(isServerError({ status: 500, data: null })).toBe(true);
    expect(
      isServerError({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' }),
    ).toBe(true);
    expect(isServerError({ status: 499, data: null })).toBe(false);
    expect(isServerError({ status: 'FETCH_ERROR', error: '' })).toBe(false);
  });

  it('turns any rejected value into a message', () => {
    expect(visitorMessageOf({ status: 422, detail: 'x' })).toEqual({ detail: 'x' });
    expect(visitorMessageOf({ status: 'FETCH_ERROR', messageKey: 'errors.network' })).toEqual({
      messageKey: 'errors.network',
    });
    expect(visitorMessageOf(new Error('boom'))).toEqual({ messageKey: 'errors.generic' });
    expect(isApiError({ status: 500 })).toBe(false);
  });

  it('has the German texts of the spec', () => {
    expect(deErrors.network).toBe('Ein Netzwerkfehler ist aufgetreten');
    expect(deErrors.generic).toBe('Ein Fehler ist aufgetreten');
  });
});
