/**
 * The final state's hash: SHA-256 of a canonical JSON of the REDACTED state, without the volatile
 * fields of the RTK Query slice. Canonical JSON: object keys sorted, undefined and functions left
 * out (JSON's own rules otherwise). The state is redacted first (redaction.ts), so the live state
 * of a store and the state a log replays to hash alike.
 *
 * Volatile fields (left out, or re-keyed, in any slice that is an RTK Query slice, i.e. whose
 * `config.reducerPath` is its own key, here `shopApi`):
 * - `requestId`, `startedTimeStamp`, `fulfilledTimeStamp` of every query and mutation entry
 * - `mutations`: keyed by request id, so it becomes the sorted list of its entries
 *   (a fixed cache key is kept as the entry's `key`)
 * - `subscriptions`: each query's subscribers are keyed by request id, so each becomes the sorted
 *   list of the subscribers' options
 * A replay keeps the actions' meta, so it reproduces these fields exactly; they are left out so
 * the hash says "same data", not "same request ids".
 */
import { isPlainObject, redactState } from './redaction';
import { sha256Hex } from './sha256';

type Plain = Record<string, unknown>;

/** JSON with sorted keys: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    return sortKeys((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value))
    return value.map((entry) =>
      entry === undefined || typeof entry === 'function' ? null : sortKeys(entry),
    );
  if (value === null || typeof value !== 'object') return value;
  const sorted: Plain = {};
  for (const key of Object.keys(value).sort()) {
    const entry = (value as Plain)[key];
    if (entry === undefined || typeof entry === 'function' || typeof entry === 'symbol') continue;
    sorted[key] = sortKeys(entry);
  }
  return sorted;
}

const VOLATILE = ['requestId', 'startedTimeStamp', 'fulfilledTimeStamp'];

function withoutVolatile(entry: unknown): unknown {
  if (!isPlainObject(entry)) return entry;
  const copy: Plain = { ...entry };
  for (const key of VOLATILE) delete copy[key];
  return copy;
}

const byCanonicalText = (a: unknown, b: unknown) => {
  const left = canonicalJson(a);
  const right = canonicalJson(b);
  return left < right ? -1 : left > right ? 1 : 0;
};

const isApiSlice = (key: string, slice: unknown): slice is Plain =>
  isPlainObject(slice) && isPlainObject(slice.config) && slice.config.reducerPath === key;

function stableApiSlice(slice: Plain): Plain {
  const copy: Plain = { ...slice };
  if (isPlainObject(slice.queries)) {
    const queries: Plain = {};
    for (const [key, entry] of Object.entries(slice.queries)) queries[key] = withoutVolatile(entry);
    copy.queries = queries;
  }
  if (isPlainObject(slice.mutations)) {
    copy.mutations = Object.entries(slice.mutations)
      .map(([key, entry]) => {
        const stable = withoutVolatile(entry);
        const fixedKey = isPlainObject(entry) && entry.requestId !== key ? key : undefined;
        return isPlainObject(stable) && fixedKey !== undefined
          ? { ...stable, key: fixedKey }
          : stable;
      })
      .sort(byCanonicalText);
  }
  if (isPlainObject(slice.subscriptions)) {
    const subscriptions: Plain = {};
    for (const [key, subscribers] of Object.entries(slice.subscriptions)) {
      subscriptions[key] = isPlainObject(subscribers)
        ? Object.values(subscribers).sort(byCanonicalText)
        : subscribers;
    }
    copy.subscriptions = subscriptions;
  }
  return copy;
}

/** The redacted state without its volatile fields: what the hash is computed over. */
export function stableState(state: unknown): Plain {
  const redacted = redactState(state);
  if (!isPlainObject(redacted)) return {};
  const stable: Plain = {};
  for (const [key, slice] of Object.entries(redacted))
    stable[key] = isApiSlice(key, slice) ? stableApiSlice(slice) : slice;
  return stable;
}

export interface StateHash {
  /** SHA-256 (hex) of the canonical JSON of the stable state */
  hash: string;
  /** the same, per top-level slice: tells which slices differ */
  slices: Record<string, string>;
}

export function stateHash(state: unknown): StateHash {
  const stable = stableState(state);
  const slices: Record<string, string> = {};
  for (const key of Object.keys(stable).sort()) slices[key] = sha256Hex(canonicalJson(stable[key]));
  return { hash: sha256Hex(canonicalJson(stable)), slices };
}
