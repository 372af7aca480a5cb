/**
 * Holds the page's calls to one address until the journey lets them go, so a journey can look at
 * the page while the server has not answered yet (what an optimistic control shows at once).
 */
import type { Page, Route } from '@playwright/test';

export interface HeldAnswers {
  /** Waits for the next held call (one already held counts) and lets it go to the server. */
  release(): Promise<void>;
  /** How many calls are held right now. */
  count(): number;
}

export function holdAnswers(page: Page, url: string | RegExp): HeldAnswers {
  const held: Route[] = [];
  const waiting: ((route: Route) => void)[] = [];
  void page.route(url, (route) => {
    const waiter = waiting.shift();
    if (waiter) waiter(route);
    else held.push(route);
  });
  const next = (): Promise<Route> => {
    const route = held.shift();
    return route ? Promise.resolve(route) : new Promise((resolve) => waiting.push(resolve));
  };
  return {
    release: async () => {
      const route = await next();
      await route.continue();
    },
    count: () => held.length,
  };
}
