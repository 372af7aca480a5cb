/**
 * A failed call -> the visitor's message (spec section 8). Pure: no i18n, no store.
 * The message is either the server's own words (`detail`, shown verbatim) or a
 * text key the UI translates at render time (`messageKey`, namespace errors).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fieldProblemsOf, type FieldProblem } from './fieldProblems';

export type ErrorMessageKey = 'errors.network' | 'errors.generic';

/** What the visitor is told: the server's detail, or a key to translate. Exactly one is set. */
export type VisitorMessage =
  { detail: string; messageKey?: undefined } | { detail?: undefined; messageKey: ErrorMessageKey };

export type ApiErrorStatus =
  number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';

/** Every failed shop API call is rejected with this. */
export type ApiError = VisitorMessage & {
  /** the HTTP status, or how the call failed before an answer could be read */
  status: ApiErrorStatus;
  /** a refusal that names fields (errors[].field): each problem, for the form to show at its field */
  fieldProblems?: FieldProblem[];
};

const NETWORK_FAILURES: ReadonlySet<ApiErrorStatus> = new Set([
  'FETCH_ERROR',
  'TIMEOUT_ERROR',
  'PARSING_ERROR',
]);

/** The first errors[].detail of an answer body shaped like ApiErrorBody, if any. */
export function firstErrorDetail(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return undefined;
  for (const entry of errors as unknown[]) {
    const detail = (entry as { detail?: unknown } | null)?.detail;
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return undefined;
}

/** The HTTP status behind an error, when the server answered at all. */
export function httpStatusOf(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

/** Network failures and server errors are the "network" kind; any other failure is "generic". */
export function messageFor(status: ApiErrorStatus, body?: unknown): VisitorMessage {
  const detail = firstErrorDetail(body);
  if (detail !== undefined) return { detail };
  if (NETWORK_FAILURES.has(status) || (typeof status === 'number' && status >= 500)) {
    return { messageKey: 'errors.network' };
  }
  return { messageKey: 'errors.generic' };
}

/** fetchBaseQuery's error -> the error the storefront works with (the one place it is shaped). */
export function toApiError(error: FetchBaseQueryError): ApiError {
  const message = messageFor(error.status, error.data);
  const fieldProblems = fieldProblemsOf(error.data);
  return fieldProblems.length > 0
    ? { status: error.status, ...message, fieldProblems }
    : { status: error.status, ...message };
}

/** Server errors (500 and up) also go to the error-reporting service. */
export function isServerError(error: FetchBaseQueryError): boolean {
  return (httpStatusOf(error) ?? 0) >= 500;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const { detail, messageKey } = value as Partial<ApiError>;
  return (
    typeof detail === 'string' || messageKey === 'errors.network' || messageKey === 'errors.generic'
  );
}

/** The visitor's message for any rejected value (a foreign error becomes generic). */
export function visitorMessageOf(value: unknown): VisitorMessage {
  if (!isApiError(value)) return { messageKey: 'errors.generic' };
  return value.detail !== undefined ? { detail: value.detail } : { messageKey: value.messageKey };
}
