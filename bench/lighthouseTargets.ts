import type { LighthouseTarget } from './lighthouseRounds';
import { FLOOR_PAGE, type BenchPage } from './pages';

/** The key of a page's HTML floor among the Lighthouse targets. */
export const htmlFloorKey = (pageKey: string): string => `${pageKey} as HTML`;

/**
 * What each Lighthouse round measures, in order: the floor app first, then each page right after
 * its HTML floor (so the two are measured under much the same load). A page without an HTML floor
 * (it could not be made) is measured alone: its LCP then has no floor, and misses its budget.
 */
export function lighthouseTargets(
  storefrontUrl: string,
  floorAppUrl: string,
  pages: readonly BenchPage[],
  htmlFloorPaths: Readonly<Record<string, { path: string } | undefined>>,
): LighthouseTarget[] {
  return [
    { key: FLOOR_PAGE.key, url: floorAppUrl + FLOOR_PAGE.path },
    ...pages.flatMap((page) => {
      const floor = htmlFloorPaths[page.key];
      const own = { key: page.key, url: storefrontUrl + page.path };
      return floor
        ? [{ key: htmlFloorKey(page.key), url: storefrontUrl + floor.path }, own]
        : [own];
    }),
  ];
}
