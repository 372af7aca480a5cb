/**
 * Answers held on their way back: the test server has answered (a read is done, a change is made)
 * but the store hears of it only when the test lets it go, as with a slow connection. Wraps the
 * test API's fetch (read by the base query at call time, so stores made before are held too).
 */
import type { TestApi } from './demoApi';

export interface HeldAnswers {
  /** How many answers the server has given that the store has not heard of yet. */
  count(): number;
  /** Lets the oldest held answer reach the store. */
  release(): void;
}

/** Holds every answer to a request `matches` picks (by method and path) until released. */
export function holdAnswers(
  api: TestApi,
  matches: (method: string, path: string) => boolean,
): HeldAnswers {
  const fetchOnward = api.services.fetchFn ?? fetch;
  const held: (() => void)[] = [];
  api.services.fetchFn = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetchOnward(request);
    if (matches(request.method, new URL(request.url).pathname)) {
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return response;
  };
  return {
    count: () => held.length,
    release: () => {
      const next = held.shift();
      if (!next) throw new Error('no answer is held');
      next();
    },
  };
}
