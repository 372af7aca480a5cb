import type { Request } from 'express';
import { apiError } from '../http/apiErrors';
import { localeOf } from '../http/locale';
import { message } from '../messages/messages';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object the request carried ({} when it carried none); anything else -> 422. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (!isRecord(body)) throw apiError(422, message(localeOf(req), 'invalidValue'));
  return body;
}

/** A required string field of the body: missing -> 422 required, wrong type -> 422 invalid. */
export function requiredString(req: Request, body: Record<string, unknown>, field: string): string {
  const value = body[field];
  const lang = localeOf(req);
  if (value === undefined || value === null || value === '')
    throw apiError(422, message(lang, 'required'), field);
  if (typeof value !== 'string') throw apiError(422, message(lang, 'invalidValue'), field);
  return value;
}
