/** Which failed calls the base query repeats, and how long it waits in between. */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpStatusOf } from './errors';

export const MAX_RETRIES = 2;

/** The wait before retry number `attempt` (1-based); rejects when the signal aborts. */
export type Backoff = (attempt: number, maxRetries: number, signal?: AbortSignal) => Promise<void>;

/** Statuses below 500 that say "try again later". */
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/** The parts of a call's arguments (a ShopRequest) that decide. */
interface MethodArgs {
  url?: string;
  method?: string;
  idempotencyKey?: string;
}

/**
 * GET and HEAD, DELETE (removing what is gone already changes nothing; the shop answers 404,
 * which the caller takes as done), and a POST that carries an idempotency key may be sent twice.
 */
export function isRepeatable(args: string | MethodArgs): boolean {
  if (typeof args === 'string') return true;
  const method = (args.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return true;
  return method === 'POST' && Boolean(args.idempotencyKey);
}

/** Network failures, server errors, 408 and 429; never a validation answer. */
export function isTransient(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  const status = httpStatusOf(error);
  return status !== undefined && (status >= 500 || TRANSIENT_CLIENT_STATUSES.has(status));
}

/**
 * A failed call (the storefront's ApiError, or anything with its `status`) that asking again may
 * mend: no answer, a server error, 408, 429. The shop's refusals (4xx) stay refusals.
 */
export function mayWorkAgain(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status >= 500 || TRANSIENT_CLIENT_STATUSES.has(status));
}

/** About 250 ms, then 500 ms, with a little jitter. */
export const smallBackoff: Backoff = (attempt, _maxRetries, signal) =>
  new Promise<void>((resolve, reject) => {
    const delay = 250 * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delay);
    function onAbort() {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    }
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
