import type { Request } from 'express';
import { HEADERS } from '../src/api/headers';
import { LANGUAGES, type Lang } from '../src/api/types';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The visitor's language from X-Locale ("fr", "fr-CH"); German when missing or unknown. */
export function localeOf(req: Request): Lang {
  const base = (req.get(HEADERS.locale) ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : 'de';
}
