import type { RequestHandler } from 'express';
import { sendErrors } from './apiErrors';
import { SERVER_ERROR } from './messages';
import type { ResolvedOptions } from './options';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fault knobs, for API requests only and before anything else happens to them: wait a
 * random latency in [min, max] ms, then with probability failureRate fail, half of the time
 * with a 500 and half of the time by dropping the connection. A failed request changed nothing.
 */
export function faults(options: ResolvedOptions): RequestHandler {
  return async (req, res, next) => {
    const [min, max] = options.latencyMs;
    const latency = max > min ? min + Math.round(options.random() * (max - min)) : min;
    if (latency > 0) await sleep(latency);
    if (options.failureRate > 0 && options.random() < options.failureRate) {
      if (options.random() < 0.5) {
        sendErrors(res, 500, [{ detail: SERVER_ERROR }]);
      } else {
        req.socket.destroy();
      }
      return;
    }
    next();
  };
}
