/**
 * The ONE redaction of the storefront's state and actions, shared by Redux DevTools (the
 * sanitizers in app/devtoolsSanitizers.ts) and the action recorder (which redacts at record time,
 * so raw personal data is never stored). Values are replaced with '[redacted]':
 *
 * - secrets: values under keys that name a token, CSRF/XSRF value, auth header, password or secret;
 *   the string payload of an action whose type names a token (`session/accessTokenReceived`);
 *   token-like parameters in URLs (`?token=…`, `&presaleToken=…`)
 * - e-mail addresses anywhere in a string
 * - personal values under keys such as email, phone, firstName, lastName, birthDate; the
 *   inscription text of an order item or of an item being added (`{ placementId, inscription }`)
 * - form data: every `form` / `formData` / `formValues` / `buyer` value, the personalisation
 *   data of an order item (`{ formId, data }`), and the `form` and `items` arguments of the
 *   checkout and personalize calls; the argument of the presale order call (the presale token)
 * - RTK Query's `baseQueryMeta` (the fetch Request and Response) becomes `{ method, path, status }`
 *
 * The real state and actions are never changed: redaction copies. It must stay consistent with the
 * reducers (redact(reduce(s, a)) equals reduce(redact(s), redact(a))), which the replay tests prove:
 * a recorded log replays to the redacted live state.
 */
// The module has no side effects (its sets and cache are marked pure), so a build whose main
// chunk does not use it (no Redux DevTools) leaves it to the action recorder's chunk.
export const REDACTED = '[redacted]';

/** Keys whose values are secrets: access tokens, X-Auth-Token, CSRF/XSRF values, passwords. */
const SECRET_KEY = /token|xsrf|csrf|auth|password|secret/i;
/** Keys whose values are a person's data (a value that is not an object or array). */
const PERSONAL_KEY =
  /^(e-?mail(address)?|phone(number)?|telephone|mobile|(first|last|full|given|family|sur)-?name|birth-?date|date-?of-?birth|birthday|iban)$/i;
/** Keys whose whole value is form data. */
const FORM_KEYS = /*#__PURE__*/ new Set([
  'form',
  'formData',
  'formValues',
  'buyer',
  'buyerData',
  'personalData',
]);
const EMAIL = /[^\s@"'<>()[\],;:/?&=]+@[^\s@"'<>()[\],;:/?&=]+\.[a-z]{2,}/gi;
/** A token-like query parameter in a URL: `token=`, `presaleToken=`, `auth=`, `xsrf=` … */
const URL_SECRET = /([?&#][^=&#\s"']*(?:token|auth|xsrf|csrf|secret)[^=&#\s"']*=)[^&#\s"']*/gi;
/**
 * Endpoints whose arguments carry form data (`form`, `items` keyed by item id): the checkout's
 * payOrder (features/checkout/checkoutApi.ts) and savePersonalisation (features/personalisation/personalisationApi.ts). Named,
 * not imported (the tools sit beside the shop, not above it); a test holds the names to the APIs.
 */
export const FORM_ENDPOINTS: ReadonlySet<string> = /*#__PURE__*/ new Set([
  'payOrder',
  'savePersonalisation',
]);
const FORM_ARG_KEYS = /*#__PURE__*/ new Set(['form', 'items']);
/** Endpoints whose argument is itself a secret (the presale token starts a presale order). */
const SECRET_ARG_ENDPOINT = /presale|token/i;

type Plain = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

export function redactString(value: string): string {
  if (!value.includes('@') && !/token|auth|xsrf|csrf|secret/i.test(value)) return value;
  return value.replace(EMAIL, REDACTED).replace(URL_SECRET, `$1${REDACTED}`);
}

function redactKey(key: string, value: unknown, parent: Plain): boolean {
  if (value === null || value === undefined) return false;
  const leaf = typeof value !== 'object';
  if (leaf && (SECRET_KEY.test(key) || PERSONAL_KEY.test(key))) return true;
  if (FORM_KEYS.has(key)) return true;
  // personalisation data of an order item: { formId, data }
  if (key === 'data' && 'formId' in parent) return true;
  // the inscription text of an order item or a new item (the shop's articles say only whether one is allowed)
  if (key === 'inscription' && leaf && 'placementId' in parent) return true;
  return false;
}

/** The fetch Request/Response of an RTK Query call, as far as anyone needs it in a log. */
function summariseBaseQueryMeta(meta: unknown): unknown {
  if (typeof meta !== 'object' || meta === null) return meta;
  const { request, response } = meta as { request?: Request; response?: Response };
  let path: string | undefined;
  try {
    path = request?.url ? new URL(request.url).pathname : undefined;
  } catch {
    path = undefined;
  }
  return { method: request?.method, path, status: response?.status };
}

/** State is immutable: an unchanged subtree is redacted once. */
const cache = /*#__PURE__*/ new WeakMap<object, unknown>();

/** A redacted copy of any value (state, action, part of either). */
export function redact(value: unknown): unknown {
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) {
    const cached = cache.get(value);
    if (cached !== undefined) return cached;
    const copy = value.map(redact);
    cache.set(value, copy);
    return copy;
  }
  if (!isPlainObject(value)) return value;
  const cached = cache.get(value);
  if (cached !== undefined) return cached;
  const endpoint = typeof value.endpointName === 'string' ? value.endpointName : null;
  const formArgs = endpoint !== null && FORM_ENDPOINTS.has(endpoint);
  const secretArgs = endpoint !== null && SECRET_ARG_ENDPOINT.test(endpoint);
  const copy: Plain = {};
  for (const [key, entry] of Object.entries(value)) {
    if (redactKey(key, entry, value)) copy[key] = REDACTED;
    else if (secretArgs && key === 'originalArgs' && typeof entry === 'string')
      copy[key] = REDACTED;
    else if (key === 'baseQueryMeta') copy[key] = summariseBaseQueryMeta(entry);
    else if (formArgs && key === 'originalArgs' && isPlainObject(entry))
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

/** A redacted copy of an action: like redact(), and a token action's string payload is hidden too. */
export function redactAction<A>(action: A): A {
  const copy = redact(action);
  if (!isPlainObject(copy) || typeof copy.type !== 'string') return copy as A;
  const { payload } = copy;
  if (
    SECRET_KEY.test(copy.type) &&
    payload !== null &&
    payload !== undefined &&
    typeof payload !== 'object'
  )
    return { ...copy, payload: REDACTED } as A;
  return copy as A;
}

/** A redacted copy of a state (of the whole root state or any part of it). */
export const redactState = <S>(state: S): S => redact(state) as S;
