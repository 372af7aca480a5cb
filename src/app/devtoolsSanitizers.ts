/**
 * What Redux DevTools may see: access tokens, CSRF values, e-mail addresses and
 * form data are replaced with '[redacted]'. The real state and actions are untouched.
 */
export const REDACTED = '[redacted]';

/** Keys whose values are secrets: access tokens, X-Auth-Token, CSRF/XSRF values. */
const SECRET_KEY = /token|xsrf|csrf|auth/i;
const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[a-z]{2,}/gi;
/** Endpoints whose arguments carry form data (`form`, `items` keyed by item id). */
const FORM_ENDPOINTS = new Set(['checkout', 'personalize']);
const FORM_ARG_KEYS = new Set(['form', 'items']);

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function redactKey(key: string, value: unknown, parent: Plain): boolean {
  if (value === null || value === undefined) return false;
  if (SECRET_KEY.test(key) && typeof value !== 'object') return true;
  if (key === 'form') return true;
  // personalisation data of an order item: { formId, data }
  if (key === 'data' && 'formId' in parent) return true;
  return false;
}

/** State is immutable: an unchanged subtree is redacted once. */
const cache = new WeakMap<object, unknown>();

function redact(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, REDACTED);
  if (Array.isArray(value)) {
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    const copy = value.map(redact);
    cache.set(value, copy);
    return copy;
  }
  if (!isPlain(value)) return value;
  const cached = cache.get(value);
  if (cached !== undefined) return cached;
  const formArgs = typeof value.endpointName === 'string' && FORM_ENDPOINTS.has(value.endpointName);
  const copy: Plain = {};
  for (const [key, entry] of Object.entries(value)) {
    if (redactKey(key, entry, value)) copy[key] = REDACTED;
    else if (formArgs && key === 'originalArgs' && isPlain(entry))
      copy[key] = redactFormArgs(entry);
    else copy[key] = redact(entry);
  }
  cache.set(value, copy);
  return copy;
}

function redactFormArgs(args: Plain): Plain {
  const copy: Plain = {};
  for (const [key, entry] of Object.entries(args)) {
    copy[key] = FORM_ARG_KEYS.has(key) ? REDACTED : redact(entry);
  }
  return copy;
}

export const stateSanitizer = <S>(state: S): S => redact(state) as S;
export const actionSanitizer = <A>(action: A): A => redact(action) as A;
