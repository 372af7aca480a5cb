import type { RequestHandler } from 'express';
import { sendErrors } from '../http/apiErrors';
import { SERVER_ERROR } from '../messages/messages';
import type { ResolvedOptions } from '../shopState/options';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fault knobs, for API requests only and before anything else happens to them: wait a
 * random latency in [min, max] ms, then with probability failureRate fail: half of the time with
 * a 500 (nothing was done), half of the time by dropping the connection, either before the
 * request is handled (nothing was done) or after it (what was asked was done, and its answer is
 * lost: the client cannot tell the two apart, so every change must be safe to send again).
 */
export function faults(options: ResolvedOptions): RequestHandler {
  return async (req, res, next) => {
    const [min, max] = options.latencyMs;
    const latency = max > min ? min + Math.round(options.random() * (max - min)) : min;
    if (latency > 0) await sleep(latency);
    if (options.failureRate > 0 && options.random() < options.failureRate) {
      const serverError = options.random() < 0.5;
      const beforeHandling = options.random() < 0.5;
      if (serverError) {
        sendErrors(res, 500, [{ detail: SERVER_ERROR }]);
      } else if (beforeHandling) {
        req.socket.destroy();
      } else {
        // handled, then the answer is lost on its way
        res.end = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.end;
        next();
      }
      return;
    }
    next();
  };
}
