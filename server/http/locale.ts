import type { Request } from 'express';
import { HEADERS } from '../../src/api/headers';
import type { Lang } from '../../src/api/types';
import { langOrDefault } from '../../src/lib/languages';

/** The visitor's language from X-Locale ("fr", "fr-CH"); German when missing or unknown. */
export function localeOf(req: Request): Lang {
  const base = (req.get(HEADERS.locale) ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return langOrDefault(base);
}
