import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '../../src/api/types';
import { localeOf } from './locale';
import { message, SERVER_ERROR } from '../messages/messages';

export type ErrorEntry = ApiErrorBody['errors'][number];

/** A rejected request: thrown from a handler, answered as { errors } with its status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorEntry[];

  constructor(status: number, errors: ErrorEntry[]) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors;
  }
}

export const apiError = (status: number, detail: string, field?: string): ApiError =>
  new ApiError(status, [field === undefined ? { detail } : { detail, field }]);

/** Collects field problems of one request; throws them all at once (all-or-nothing). */
export class Problems {
  readonly list: ErrorEntry[] = [];

  add(detail: string, field?: string): void {
    this.list.push(field === undefined ? { detail } : { detail, field });
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  throwIfAny(status = 422, summary?: string): void {
    if (!this.any) return;
    throw new ApiError(
      status,
      summary === undefined ? this.list : [{ detail: summary }, ...this.list],
    );
  }
}

export const sendErrors = (
  res: Parameters<RequestHandler>[1],
  status: number,
  errors: ErrorEntry[],
): void => {
  const body: ApiErrorBody = { errors };
  res.status(status).json(body);
};

/** Unknown paths under /api answer a JSON 404. */
export const apiNotFound: RequestHandler = (req, res) => {
  sendErrors(res, 404, [{ detail: message(localeOf(req), 'notFound') }]);
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Every failure as { errors: [{ detail, field? }] }: ApiErrors as thrown, bad JSON 422, the rest 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    sendErrors(res, error.status, error.errors);
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    sendErrors(res, 422, [{ detail: message(localeOf(req), 'malformedJson') }]);
    return;
  }
  if (
    typeof parserError.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    sendErrors(res, parserError.status, [{ detail: message(localeOf(req), 'invalidValue') }]);
    return;
  }
  console.error('[demo api]', error);
  sendErrors(res, 500, [{ detail: SERVER_ERROR }]);
};
