/**
 * Holds the server's answers to one address on their way back to the page: the request reaches
 * the server at once (a read is done, a change is made), but the page hears of it only when the
 * journey lets it go, as on a slow connection. (heldAnswers.ts holds calls before the server.)
 */
import type { APIResponse, Page, Route } from '@playwright/test';

export interface HeldServerAnswers {
  /** Waits until the server has answered the next held call (one already held counts). */
  answered(): Promise<void>;
  /** Lets the oldest held answer reach the page. */
  release(): Promise<void>;
}

export function holdServerAnswers(
  page: Page,
  url: string | RegExp,
  method: string = 'GET',
): HeldServerAnswers {
  const held: { route: Route; response: APIResponse }[] = [];
  const waiting: (() => void)[] = [];
  void page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    const response = await route.fetch();
    held.push({ route, response });
    waiting.shift()?.();
  });
  return {
    answered: () =>
      held.length > 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
    release: async () => {
      const next = held.shift();
      if (!next) throw new Error('no answer is held');
      await next.route.fulfill({ response: next.response });
    },
  };
}
