/**
 * Which failed shop API calls the visitor must have been told about, read from the calls alone
 * and without a clock: the order in which the browser reported them, and the document each
 * belonged to.
 *
 * The base query (src/api/baseQuery.ts) repeats a repeatable call that failed until it has been
 * sent 1 + MAX_RETRIES times; the visitor repeats a call only after reading the message of its
 * last failure. So the first attempt of the same call after a failure, in the same document, is
 * the base query's retry while the chain is shorter than 1 + MAX_RETRIES, however late a busy
 * machine lets it start. A chain whose document was left before its retry was abandoned: the
 * page that would have said something is gone.
 */
import { MAX_RETRIES } from '../../src/api/retryPolicy';

export interface ApiAttempt {
  method: string;
  /** path and query */
  path: string;
  idempotencyKey: string | undefined;
  /** the document the call was made from: 1 for the first the watch saw, then one up per load */
  document: number;
  /** when the browser reported the request, in the order of all the watch's reports */
  started: number;
  /** when it reported the end (an answer, or a failure without one), or null while under way */
  ended: number | null;
  /** the HTTP status, when an answer came */
  status: number | null;
  /** why the request failed without an answer (net::ERR_EMPTY_RESPONSE for a dropped connection) */
  failure: string | null;
}

export const isFault = (attempt: ApiAttempt): boolean =>
  attempt.failure !== null || (attempt.status ?? 0) >= 500;

/** What the base query may repeat by itself (src/api/retryPolicy.ts isRepeatable). */
const isRepeatable = (attempt: ApiAttempt): boolean =>
  attempt.method === 'GET' ||
  attempt.method === 'HEAD' ||
  attempt.method === 'DELETE' ||
  (attempt.method === 'POST' && attempt.idempotencyKey !== undefined);

const sameCall = (a: ApiAttempt, b: ApiAttempt) =>
  a.method === b.method &&
  a.path === b.path &&
  a.idempotencyKey === b.idempotencyKey &&
  a.document === b.document;

export interface FaultTally {
  /** every failed attempt */
  faults: ApiAttempt[];
  /** failed attempts the base query repeated by itself */
  retried: ApiAttempt[];
  /** failed attempts whose retry never came because the page was left while it waited */
  abandoned: ApiAttempt[];
  /** failed calls that were not recovered: the last attempt of each, in the order they ended */
  surfaced: ApiAttempt[];
}

/**
 * Sorts the failed attempts into retried, abandoned and surfaced. `lastDocument` is the document
 * the page shows now: a chain in an earlier one that stopped short was cut off by leaving it.
 */
export function tallyFaults(attempts: readonly ApiAttempt[], lastDocument: number): FaultTally {
  const tally: FaultTally = { faults: [], retried: [], abandoned: [], surfaced: [] };
  const done = attempts
    .filter((attempt) => attempt.ended !== null)
    .sort((a, b) => a.started - b.started);
  const chainLength = new Map<ApiAttempt, number>();
  for (const attempt of done) {
    if (!chainLength.has(attempt)) chainLength.set(attempt, 1);
    if (!isFault(attempt)) continue;
    tally.faults.push(attempt);
    const length = chainLength.get(attempt)!;
    const mayRepeat = isRepeatable(attempt) && length <= MAX_RETRIES;
    const next = mayRepeat
      ? done.find(
          (later) =>
            later !== attempt &&
            sameCall(later, attempt) &&
            !chainLength.has(later) &&
            later.started > attempt.ended!,
        )
      : undefined;
    if (next) {
      chainLength.set(next, length + 1);
      tally.retried.push(attempt);
    } else if (mayRepeat && attempt.document < lastDocument) {
      tally.abandoned.push(attempt);
    } else {
      tally.surfaced.push(attempt);
    }
  }
  tally.surfaced.sort((a, b) => a.ended! - b.ended!);
  return tally;
}
